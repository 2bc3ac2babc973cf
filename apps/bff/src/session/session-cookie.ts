import { parse, serialize } from 'cookie';
import { sessionCookieName } from '@pool/http-kit';

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
