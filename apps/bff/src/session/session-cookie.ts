import { parse, serialize } from 'cookie';
import { audienceCookieName, sessionCookieName } from '@pool/http-kit';

export interface SessionCookieOptions {
  /** Served over HTTPS: the cookie is Secure and named `__Host-session_id` (http-kit's cookies). */
  secure: boolean;
  maxAgeSeconds: number;
}

/**
 * The session id from a `Cookie` header, under the one name this deployment uses: over HTTPS only
 * `__Host-session_id` counts, so a plain `session_id` planted by another subdomain is ignored.
 */
export function readSessionCookie(cookieHeader: string | undefined, secure = false): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[sessionCookieName(secure)];
}

/** `Set-Cookie` for the session: HttpOnly (no script reads it), SameSite=Lax, Path=/, Secure and `__Host-` outside localhost. */
export function sessionSetCookie(id: string, options: SessionCookieOptions): string {
  return serialize(sessionCookieName(options.secure), id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

/** A `Set-Cookie` header of the session cookie, under either name. */
export const SESSION_COOKIE_PATTERN = /^(?:__Host-)?session_id=/;
/** A `Set-Cookie` header of the audience cookie, under either name. */
export const AUDIENCE_COOKIE_PATTERN = /^(?:__Host-)?signed_in=/;

/**
 * `Set-Cookie` for the audience cookie (http-kit `AUDIENCE_COOKIE`): `value` for a signed-in session,
 * `null` to clear it. Same attributes and lifetime as the session cookie; HttpOnly, since only servers
 * and caches read it.
 */
export function audienceSetCookie(value: string | null, options: SessionCookieOptions): string {
  return serialize(audienceCookieName(options.secure), value ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: value === null ? 0 : options.maxAgeSeconds,
  });
}
