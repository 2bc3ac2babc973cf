/**
 * The return link of an order (spec account.md 7: `GET /api/returns/order/{encoded}`, where `encoded`
 * is base64 of the order id and the order's email), so a guest can open a return without typing them.
 *
 * @packageDocumentation
 */

const bytesToBase64Url = (bytes: Uint8Array): string =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

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
  return bytesToBase64Url(new TextEncoder().encode(`${orderId}:${email}`));
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
  let text: string;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const match = /^([1-9][0-9]{0,9}):(.+@.+)$/.exec(text);
  if (!match) return null;
  const orderId = Number(match[1]);
  if (orderId > 2_147_483_647) return null;
  return { orderId, email: match[2]! };
}
