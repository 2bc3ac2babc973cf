import type { OrderAddress } from '../db/schema.js';
import { escapeHtml } from '../mail/templates/html.js';

/** Where returns go. */
export const RETURNS_ADDRESS = ['Pool Supplies Returns', '4500 Warehouse Blvd, Dock 3', 'San Antonio, TX 78219'] as const;

export interface LabelInput {
  returnId: number;
  orderId: number;
  carrier: string;
  service: string;
  trackingNumber: string;
  weight: number;
  from: OrderAddress;
  createdAt: Date;
}

/** Bars of a simple barcode drawn from the tracking number's characters (decorative, deterministic). */
function bars(code: string, x: number, y: number, width: number, height: number): string {
  const widths = [...code].flatMap((ch) => {
    const n = ch.charCodeAt(0);
    return [1 + (n % 3), 1 + ((n >> 2) % 2), 1 + ((n >> 1) % 3), 1 + (n % 2)];
  });
  const total = widths.reduce((a, b) => a + b, 0);
  const unit = width / total;
  let at = x;
  return widths
    .map((w, i) => {
      const rect = i % 2 === 0 ? `<rect x="${at.toFixed(2)}" y="${y}" width="${(w * unit).toFixed(2)}" height="${height}"/>` : '';
      at += w * unit;
      return rect;
    })
    .join('');
}

/**
 * A 4×6 inch return shipping label as an SVG document: carrier and service, from (the order's
 * shipping address) and to (the returns dock), the return and order numbers, the tracking number
 * and its barcode. Every text is escaped; the document has no scripts or external references.
 */
export function returnLabelSvg(input: LabelInput): string {
  const t = (x: number, y: number, text: string, attrs = '') => `<text x="${x}" y="${y}"${attrs ? ` ${attrs}` : ''}>${escapeHtml(text)}</text>`;
  const from = input.from;
  const fromLines = [
    `${from.firstName} ${from.lastName}`, ...(from.company ? [from.company] : []), from.street1, ...(from.street2 ? [from.street2] : []),
    `${from.city}, ${from.state} ${from.zip}`,
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="4in" height="6in" viewBox="0 0 400 600" role="img"',
    ` aria-label="Return label ${escapeHtml(String(input.returnId))}" font-family="Helvetica, Arial, sans-serif">`,
    '<rect x="0" y="0" width="400" height="600" fill="#fff" stroke="#000" stroke-width="4"/>',
    `<g font-size="26" font-weight="700">${t(16, 42, input.carrier)}</g>`,
    `<g font-size="14">${t(16, 62, `${input.service} · Prepaid return`)}</g>`,
    `<g font-size="40" font-weight="700">${t(300, 52, 'R', 'text-anchor="middle"')}</g>`,
    '<line x1="0" y1="78" x2="400" y2="78" stroke="#000" stroke-width="2"/>',
    `<g font-size="11" font-weight="700">${t(16, 98, 'FROM')}</g>`,
    `<g font-size="13">${fromLines.map((line, i) => t(16, 116 + i * 16, line)).join('')}</g>`,
    '<line x1="0" y1="200" x2="400" y2="200" stroke="#000" stroke-width="2"/>',
    `<g font-size="11" font-weight="700">${t(16, 222, 'SHIP TO')}</g>`,
    `<g font-size="18" font-weight="700">${RETURNS_ADDRESS.map((line, i) => t(40, 248 + i * 24, line)).join('')}</g>`,
    '<line x1="0" y1="330" x2="400" y2="330" stroke="#000" stroke-width="2"/>',
    `<g font-size="13">${t(16, 354, `Return #${input.returnId}`)}${t(210, 354, `Order #${input.orderId}`)}`,
    `${t(16, 374, `Weight: ${input.weight} lb`)}${t(210, 374, `Date: ${input.createdAt.toISOString().slice(0, 10)}`)}</g>`,
    `<g fill="#000">${bars(input.trackingNumber, 30, 400, 340, 110)}</g>`,
    `<g font-size="16" font-weight="700" letter-spacing="2">${t(200, 536, input.trackingNumber, 'text-anchor="middle"')}</g>`,
    `<g font-size="11">${t(200, 572, 'Pack the products with this label on the outside of the parcel.', 'text-anchor="middle"')}</g>`,
    '</svg>',
  ].join('\n');
}
