import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Storage } from 'unstorage';

/**
 * What the BFF keeps for a browser session, server-side only. Tokens (later: upstream bearer token,
 * staff token, acting-as id) live here and never in a response body or a readable cookie.
 */
export const SessionRecordSchema = z.object({
  createdAt: z.number(),
  expiresAt: z.number(),
  /** The upstream cart of this session (cart-domain's cart id lifecycle). */
  cartId: z.string().nullable().default(null),
  /**
   * How many items that cart held when the BFF last read or changed it, and when: the header's count
   * on every page comes from here while it is fresh (see session-cart.ts), not from commerce-api.
   */
  cartCount: z.object({ cartId: z.string(), count: z.number().int().min(0), at: z.number() }).nullable().default(null),
  /** Set by sign-in (a later issue); a session without it is a guest. */
  token: z.string().nullable().default(null),
  customerId: z.number().int().nullable().default(null),
  actAsId: z.number().int().nullable().default(null),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

export interface Session {
  /** The opaque cookie value: 32 random bytes, base64url. A bearer secret: never log it. */
  id: string;
  /** A stable id derived from `id`, safe to give upstreams and logs (e.g. commerce-api's cart `sessionId`). */
  publicId: string;
  record: SessionRecord;
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 of the session id: the storage key and the id shown to upstreams, so neither leaks the cookie. */
export function publicSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Sessions in unstorage: fs-lite under SESSION_DIR by default (survives a BFF restart), Redis when
 * REDIS_URL is set (shared by instances). Records are stored under a hash of the id.
 */
export class SessionStore {
  constructor(
    private readonly storage: Storage,
    private readonly options: { ttlMs: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private key(id: string): string {
    return `session:${publicSessionId(id)}`;
  }

  /** The live session for a cookie value, or null when it is malformed, unknown or expired. */
  async load(id: string | undefined): Promise<Session | null> {
    if (!id || !SESSION_ID.test(id)) return null;
    const stored = await this.storage.getItem(this.key(id));
    const parsed = SessionRecordSchema.safeParse(stored);
    if (!parsed.success) return null;
    if (parsed.data.expiresAt <= this.now()) {
      await this.storage.removeItem(this.key(id));
      return null;
    }
    return { id, publicId: publicSessionId(id), record: parsed.data };
  }

  /** A new session, not yet stored (sessions are created lazily, when something must be kept). */
  create(): Session {
    const id = newSessionId();
    const now = this.now();
    return {
      id,
      publicId: publicSessionId(id),
      record: SessionRecordSchema.parse({ createdAt: now, expiresAt: now + this.options.ttlMs }),
    };
  }

  /** Stores the session and slides its expiry forward by the TTL. */
  async save(session: Session): Promise<Session> {
    const record = { ...session.record, expiresAt: this.now() + this.options.ttlMs };
    await this.storage.setItem(this.key(session.id), record, { ttl: Math.ceil(this.options.ttlMs / 1000) });
    session.record = record;
    return session;
  }

  async destroy(id: string): Promise<void> {
    await this.storage.removeItem(this.key(id));
  }
}
