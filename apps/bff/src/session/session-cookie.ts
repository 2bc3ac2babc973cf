import { parse, serialize } from 'cookie';

/** The spec's cookie name (shopping.md section 7: "a cookie named session_id"). */
export const SESSION_COOKIE = 'session_id';

export interface SessionCookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[SESSION_COOKIE];
}

/** `Set-Cookie` for the session: HttpOnly (no script reads it), SameSite=Lax, Path=/, Secure outside localhost. */
export function sessionSetCookie(id: string, options: SessionCookieOptions): string {
  return serialize(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}
