/**
 * Node-style response headers (undici `request`, `IncomingMessage`) as a WHATWG `Headers`, repeated
 * headers such as `set-cookie` kept one value each.
 *
 * @example
 * ```ts
 * headersFrom({ 'set-cookie': ['a=1', 'b=2'], 'content-type': 'application/json' }).getSetCookie(); // ['a=1', 'b=2']
 * ```
 */
export function headersFrom(record: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}
