import type { RequestHandler, Response } from 'express';
import { audienceOf, memberAudienceValue } from '@pool/http-kit';
import type { Viewer } from '@pool/pricing';
import { AUDIENCE_COOKIE_PATTERN, audienceSetCookie, readSessionCookie, SESSION_COOKIE_PATTERN, sessionSetCookie } from './session-cookie.js';
import type { Session, SessionStore } from './session-store.js';

const isSignedIn = (session: Session | null): boolean => session?.record.customerId != null && session.record.token != null;

/** The session of one request, loaded at most once and created only when something must be kept. */
export class SessionContext {
  private loaded: Promise<Session | null> | undefined;

  constructor(
    private readonly store: SessionStore,
    private readonly cookieValue: string | undefined,
    private readonly setCookie: (value: string) => void,
    /** Told whether the session is signed in whenever that is read or changed (the audience cookie follows it). */
    private readonly onSignedIn: (signedIn: boolean) => void = () => undefined,
  ) {}

  /** The live session, or null for a guest without one (unknown and expired cookies count as none). */
  current(): Promise<Session | null> {
    this.loaded ??= this.store.load(this.cookieValue);
    return this.loaded;
  }

  /** Signed in when the session holds a customer (sign-in is a later issue). */
  async viewer(): Promise<Viewer> {
    const signedIn = isSignedIn(await this.current());
    this.onSignedIn(signedIn);
    return { signedIn };
  }

  /** The live session, or a new one that is not stored until {@link update} (sessions are created lazily). */
  async currentOrNew(): Promise<Session> {
    const session = (await this.current()) ?? this.store.create();
    this.loaded = Promise.resolve(session);
    return session;
  }

  /**
   * Moves the session to a new id with `change` applied to its record, and deletes the old id. Done on
   * every change of who is signed in, so an id planted in a browser before sign-in (session fixation)
   * or seen before sign-out is worthless afterwards.
   */
  async rotate(change: (record: Session['record']) => Session['record']): Promise<Session> {
    const previous = await this.current();
    const next = this.store.create();
    if (previous) next.record = { ...previous.record };
    next.record = change(next.record);
    await this.store.save(next);
    if (previous) await this.store.destroy(previous.id);
    this.loaded = Promise.resolve(next);
    this.setCookie(next.id);
    this.onSignedIn(isSignedIn(next));
    return next;
  }

  /**
   * Applies `change` to the session record and stores it, creating the session (and its cookie) when
   * there is none yet.
   */
  async update(change: (record: Session['record']) => Session['record']): Promise<Session> {
    const known = await this.current();
    // Read again: another request of the same shopper (a tab loading a cart while another page notes
    // the cart count) may have stored a change since this request loaded the session; `change` applies
    // to that record, so the other change is kept rather than overwritten with this request's copy.
    const session = (known && (await this.store.load(known.id))) || (await this.currentOrNew());
    session.record = change(session.record);
    this.loaded = Promise.resolve(session);
    await this.store.save(session);
    this.setCookie(session.id);
    return session;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      session: SessionContext;
    }
  }
}

/** Sets one cookie on `res`, replacing an earlier `Set-Cookie` of the same name in this response. */
function replaceCookie(res: Response, name: RegExp, header: string): void {
  const previous = res.getHeader('set-cookie');
  const kept = (Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]).filter((value) => !name.test(value));
  res.setHeader('set-cookie', [...kept, header]);
}

/** Options of {@link sessionMiddleware}. */
export interface SessionCookieConfig {
  secure: boolean;
  maxAgeSeconds: number;
  /** The key shared with the storefront: the audience cookie's member value is derived from it. */
  serviceKey: string;
}

/**
 * Attaches `req.session`; the cookie is (re)issued with a full Max-Age whenever the session is saved.
 * The audience cookie (http-kit) follows the session: set when a request finds it signed in without
 * the cookie, cleared when it finds it signed out with it. A page built from an answer that changed it
 * carries a `Set-Cookie`, which no shared cache keeps, so no page is ever kept under the wrong audience.
 */
export function sessionMiddleware(store: SessionStore, cookie: SessionCookieConfig): RequestHandler {
  const memberValue = memberAudienceValue(cookie.serviceKey);
  return (req, res, next) => {
    let claimed = audienceOf(req.headers.cookie, memberValue);
    req.session = new SessionContext(
      store,
      readSessionCookie(req.headers.cookie, cookie.secure),
      (id) => replaceCookie(res, SESSION_COOKIE_PATTERN, sessionSetCookie(id, cookie)),
      (signedIn) => {
        if (signedIn === (claimed === 'member')) return;
        claimed = signedIn ? 'member' : 'guest';
        replaceCookie(res, AUDIENCE_COOKIE_PATTERN, audienceSetCookie(signedIn ? memberValue : null, cookie));
      },
    );
    next();
  };
}
