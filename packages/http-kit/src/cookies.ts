/**
 * The session cookie's names. Over HTTPS it is `__Host-session_id`: browsers accept a `__Host-` cookie
 * only when it is Secure, has Path=/ and no Domain, so no sibling subdomain or plain-http page can plant
 * or overwrite it. Plain `session_id` (the spec's name) is used only for http://localhost development,
 * where a Secure cookie would never be sent.
 */
export const SESSION_COOKIE = 'session_id';
export const SECURE_SESSION_COOKIE = '__Host-session_id';

/**
 * The session cookie's name for a deployment that does or does not serve shoppers over HTTPS.
 *
 * @example
 * ```ts
 * sessionCookieName(true); // '__Host-session_id'
 * ```
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

const SESSION_COOKIE_PRESENT = /(?:^|;\s*)(?:__Host-)?session_id=/;

/**
 * Whether a `Cookie` header carries a session cookie under either name (a shared page cache must not
 * answer such a request with a page made for nobody in particular).
 *
 * @example
 * ```ts
 * hasSessionCookie('theme=dark; __Host-session_id=abc'); // true
 * hasSessionCookie('my_session_id=1'); // false
 * ```
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE_PRESENT.test(cookieHeader);
}
