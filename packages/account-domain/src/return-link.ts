/**
 * The return link of an order (spec account.md 7: `GET /api/returns/order/{encoded}`, where `encoded`
 * is base64 of the order id and the order's email), so a guest can open a return without typing them.
 *
 * @packageDocumentation
 */

// The package runs anywhere (no DOM or Node globals such as btoa or Buffer): base64 and UTF-8 by the
// language's own means, URL-safe alphabet out, either alphabet in.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function utf8Bytes(text: string): number[] {
  const escaped = encodeURIComponent(text);
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i++) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(escaped.charCodeAt(i));
  }
  return bytes;
}

/** @throws URIError when the bytes are not UTF-8. */
const utf8Text = (bytes: readonly number[]): string => decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

function base64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64(text: string): number[] | null {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const value = ALPHABET.indexOf(ch);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  return bytes;
}

/**
 * Encodes an order id and email as the return link's `encoded` part: base64 (URL-safe alphabet, no
 * padding, so it fits in a path) of `{orderId}:{email}`.
 *
 * @example
 * ```ts
 * import { encodeReturnOrderLink } from '@pool/account-domain';
 * encodeReturnOrderLink(100015, 'pat@example.com'); // 'MTAwMDE1OnBhdEBleGFtcGxlLmNvbQ'
 * ```
 */
export function encodeReturnOrderLink(orderId: number, email: string): string {
  return base64Url(utf8Bytes(`${orderId}:${email}`));
}

/**
 * Decodes a return link's `encoded` part (standard or URL-safe base64, padded or not): the order id
 * and email, or null when it is not one.
 *
 * @example
 * ```ts
 * import { decodeReturnOrderLink } from '@pool/account-domain';
 * decodeReturnOrderLink('MTAwMDE1OnBhdEBleGFtcGxlLmNvbQ'); // { orderId: 100015, email: 'pat@example.com' }
 * decodeReturnOrderLink('nope'); // null
 * ```
 */
export function decodeReturnOrderLink(encoded: string): { orderId: number; email: string } | null {
  if (!/^[A-Za-z0-9+/_-]{1,800}={0,2}$/.test(encoded)) return null;
  const bytes = fromBase64(encoded);
  if (!bytes) return null;
  let text: string;
  try {
    text = utf8Text(bytes);
  } catch {
    return null;
  }
  const match = /^([1-9][0-9]{0,9}):(.+@.+)$/.exec(text);
  if (!match) return null;
  const orderId = Number(match[1]);
  if (orderId > 2_147_483_647) return null;
  return { orderId, email: match[2]! };
}
