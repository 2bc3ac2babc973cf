/**
 * The BFF owns the session (an HttpOnly `session_id` cookie). The storefront is a pass-through: it
 * forwards the browser's `cookie` header to the BFF and relays the BFF's `set-cookie` headers back
 * onto its own response, never reading or minting cookies itself.
 */

/**
 * Headers to send to the BFF for one incoming request: its `cookie` (when present) and the request id.
 *
 * @example
 * ```ts
 * forwardHeaders(new Headers({ cookie: 'session_id=abc' }), 'req-1');
 * // { cookie: 'session_id=abc', 'x-request-id': 'req-1' }
 * ```
 */
export function forwardHeaders(incoming: Headers, requestId: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': requestId };
  const cookie = incoming.get('cookie');
  if (cookie) headers.cookie = cookie;
  return headers;
}

/**
 * Copies every `set-cookie` of a BFF response into `into` (the headers a loader or action returns),
 * keeping each cookie as a separate header.
 *
 * @example
 * ```ts
 * const relay = new Headers();
 * relaySetCookies(bffResponse.headers, relay);
 * return data(view, { headers: relay });
 * ```
 */
export function relaySetCookies(from: Headers, into: Headers): void {
  for (const cookie of from.getSetCookie()) into.append('set-cookie', cookie);
}
