import { createHmac, timingSafeEqual } from 'node:crypto';

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

/**
 * The audience cookie: says that the browser's session is signed in, so that a shared cache (the
 * storefront's page cache, a CDN) can keep catalogue pages per audience — one copy for guests, one
 * for signed-in customers, whose prices differ (hidden and non-MAP prices) — instead of per shopper.
 * It carries no identity: its value is the same for every signed-in customer, an HMAC of the service
 * key, so it cannot be made up without the key. The BFF sets and clears it (it knows the session);
 * the storefront only reads it. `__Host-` over HTTPS, like the session cookie.
 */
export const AUDIENCE_COOKIE = 'signed_in';
export const SECURE_AUDIENCE_COOKIE = '__Host-signed_in';

/** Who a catalogue page is made for: every guest alike, or every signed-in customer alike. */
export type Audience = 'guest' | 'member';

/**
 * The audience cookie's name for a deployment that does or does not serve shoppers over HTTPS.
 *
 * @example
 * ```ts
 * audienceCookieName(false); // 'signed_in'
 * ```
 */
export function audienceCookieName(secure: boolean): string {
  return secure ? SECURE_AUDIENCE_COOKIE : AUDIENCE_COOKIE;
}

/**
 * The value of the audience cookie for signed-in customers, derived from `serviceKey` (the key the
 * storefront and the BFF share): the same for every customer, unknown to anyone without the key.
 */
export function memberAudienceValue(serviceKey: string): string {
  return createHmac('sha256', serviceKey).update('audience/member/v1').digest('base64url').slice(0, 32);
}

const AUDIENCE_COOKIE_VALUE = /(?:^|;\s*)(?:__Host-)?signed_in=([^;]*)/;

/**
 * The audience a request's cookies claim: `member` only when the audience cookie holds exactly
 * `memberValue` (see {@link memberAudienceValue}); a missing, stale or made-up value is a guest.
 *
 * @example
 * ```ts
 * const value = memberAudienceValue(key);
 * audienceOf(`session_id=s1; signed_in=${value}`, value); // 'member'
 * audienceOf('signed_in=1', value); // 'guest'
 * ```
 */
export function audienceOf(cookieHeader: string | undefined, memberValue: string): Audience {
  const claimed = cookieHeader === undefined ? undefined : AUDIENCE_COOKIE_VALUE.exec(cookieHeader)?.[1];
  return claimed !== undefined && claimed.length === memberValue.length && timingSafeEqual(Buffer.from(claimed), Buffer.from(memberValue)) ? 'member' : 'guest';
}
