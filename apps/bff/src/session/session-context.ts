import type { RequestHandler } from 'express';
import type { Viewer } from '@pool/pricing';
import { readSessionCookie, sessionSetCookie } from './session-cookie.js';
import type { Session, SessionStore } from './session-store.js';

/** The session of one request, loaded at most once and created only when something must be kept. */
export class SessionContext {
  private loaded: Promise<Session | null> | undefined;

  constructor(
    private readonly store: SessionStore,
    private readonly cookieValue: string | undefined,
    private readonly setCookie: (value: string) => void,
  ) {}

  /** The live session, or null for a guest without one (unknown and expired cookies count as none). */
  current(): Promise<Session | null> {
    this.loaded ??= this.store.load(this.cookieValue);
    return this.loaded;
  }

  /** Signed in when the session holds a customer (sign-in is a later issue). */
  async viewer(): Promise<Viewer> {
    const session = await this.current();
    return { signedIn: session?.record.customerId != null && session.record.token != null };
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
    return next;
  }

  /**
   * Applies `change` to the session record and stores it, creating the session (and its cookie) when
   * there is none yet.
   */
  async update(change: (record: Session['record']) => Session['record']): Promise<Session> {
    const session = await this.currentOrNew();
    session.record = change(session.record);
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

/** Attaches `req.session`; the cookie is (re)issued with a full Max-Age whenever the session is saved. */
export function sessionMiddleware(store: SessionStore, cookie: { secure: boolean; maxAgeSeconds: number }): RequestHandler {
  return (req, res, next) => {
    req.session = new SessionContext(store, readSessionCookie(req.headers.cookie, cookie.secure), (id) => {
      res.setHeader('set-cookie', sessionSetCookie(id, cookie));
    });
    next();
  };
}
