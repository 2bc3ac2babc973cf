import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_OVERLAY_TITLE_MAX,
  CART_ID_DISPLAY_MAX,
  ELLIPSIS,
  adminOverlayTitle,
  formatDateUtc,
  shortCartId,
  truncateWithEllipsis,
} from './format.js';

describe('formatDateUtc', () => {
  it.each([
    ['2024-03-05T12:00:00Z', '03/05/2024'],
    ['2024-03-05T23:30:00-05:00', '03/06/2024'],
    ['2024-03-06T00:30:00+02:00', '03/05/2024'],
    ['2023-12-31T23:59:59.999Z', '12/31/2023'],
    ['2024-02-29T00:00:00Z', '02/29/2024'],
  ])('%s → %s (UTC day)', (iso, expected) => {
    expect(formatDateUtc(iso)).toBe(expected);
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(formatDateUtc(new Date(Date.UTC(2025, 0, 9)))).toBe('01/09/2025');
    expect(formatDateUtc(0)).toBe('01/01/1970');
  });

  it('returns null for an invalid date', () => {
    expect(formatDateUtc('not a date')).toBeNull();
    expect(formatDateUtc(Number.NaN)).toBeNull();
    expect(formatDateUtc(new Date(Number.NaN))).toBeNull();
  });

  it('always gives MM/DD/YYYY of the UTC calendar day (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const text = formatDateUtc(date);
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        const [mm, dd, yyyy] = (text ?? '').split('/').map(Number);
        expect([mm, dd, yyyy]).toEqual([date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCFullYear()]);
      }),
    );
  });
});

describe('ellipsis cuts', () => {
  it('admin overlay titles keep 30 characters', () => {
    const thirty = 'A'.repeat(30);
    expect(ADMIN_OVERLAY_TITLE_MAX).toBe(30);
    expect(adminOverlayTitle(thirty)).toBe(thirty);
    expect(adminOverlayTitle(`${thirty}B`)).toBe(`${thirty}...`);
    expect(adminOverlayTitle('Hayward Super Pump 1.5 HP Replacement Motor')).toBe('Hayward Super Pump 1.5 HP Repl...');
  });

  it('cart ids keep 7 characters', () => {
    expect(CART_ID_DISPLAY_MAX).toBe(7);
    expect(shortCartId('1234567')).toBe('1234567');
    expect(shortCartId('12345678')).toBe('1234567...');
    expect(shortCartId('9f2c41ab-77e0')).toBe('9f2c41a...');
    expect(shortCartId('')).toBe('');
  });

  it('never splits an emoji', () => {
    expect(truncateWithEllipsis('🏊🏊🏊', 2)).toBe('🏊🏊...');
    expect(truncateWithEllipsis('🏊🏊', 2)).toBe('🏊🏊');
  });

  it.each([-1, 1.5, Number.NaN])('a max of %s is refused', (max) => {
    expect(() => truncateWithEllipsis('abc', max)).toThrow(RangeError);
  });

  it('keeps a prefix of at most max characters and marks every cut (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), fc.nat(40), (text, max) => {
        const out = truncateWithEllipsis(text, max);
        const length = Array.from(text).length;
        if (length <= max) expect(out).toBe(text);
        else {
          expect(out.endsWith(ELLIPSIS)).toBe(true);
          const kept = out.slice(0, -ELLIPSIS.length);
          expect(Array.from(kept)).toHaveLength(max);
          expect(text.startsWith(kept)).toBe(true);
        }
      }),
    );
  });
});
