import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Storage } from 'unstorage';

/**
 * What the BFF keeps for a browser session, server-side only. Tokens (later: upstream bearer token,
 * staff token, acting-as id) live here and never in a response body or a readable cookie.
 */
export const SessionRecordSchema = z.object({
  createdAt: z.number(),
  /** When the session ends if unused: the idle timeout after the last save, never past the absolute limit. */
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
  /** Carts this session turned into orders (newest first, 10 kept): the thank-you pages it may show. */
  orderedCarts: z.array(z.string()).max(10).default([]),
  /** The deliver-to zip and what its lookup found (delivery by zip, views/delivery.view.ts); null before one is chosen. */
  delivery: z
    .object({
      zip: z.string(),
      city: z.string(),
      state: z.string(),
      deliveryIds: z.array(z.number().int()),
      pickupIds: z.array(z.number().int()),
      timeZone: z.string(),
      stores: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), kind: z.enum(['delivery', 'pickup']), enabled: z.boolean() })),
    })
    .nullable()
    .default(null),
  /** The signed-in account is staff (customers.is_admin, from sign-in): its new carts carry no customer id (spec 3). */
  isAdmin: z.boolean().default(false),
  /**
   * Orders a guest looked up (order number and email, or a tracking number), newest first, 10 kept:
   * the tracking pages this session may show and the proof commerce-api is given for each (0026).
   */
  orderGrants: z
    .array(z.object({ orderId: z.number().int(), email: z.string().nullable(), trackingNumber: z.string().nullable() }))
    .max(10)
    .default([]),
  /**
   * While staff act as a customer (`actAsId`), the staff member's own cart, given back on unload
   * (docs/decisions/0030); the session's `cartId` is then the customer's.
   */
  staffCartId: z.string().nullable().default(null),
  /**
   * When acting as `actAsId` started, and when the session last made a request while acting (saved at
   * most once a minute): acting ends 30 minutes idle or 4 hours after it started (docs/decisions/0052).
   * A session acting without them (from before) has ended.
   */
  actAsStartedAt: z.number().nullable().default(null),
  actAsSeenAt: z.number().nullable().default(null),
  /** Why acting last ended by itself, shown in the staff member's view until they act again. */
  actingEnded: z.string().nullable().default(null),
  /** A coupon entered before the session had a cart, applied when the cart is created (spec 4). */
  stagedCoupon: z.string().nullable().default(null),
  /**
   * Orders a guest opened for a return with their number and email (commerce-api checked the pair;
   * newest first, 10 kept): the email goes upstream from here, never again from the browser.
   */
  returnAccess: z.array(z.object({ orderId: z.number().int(), email: z.string() })).max(10).default([]),
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

/** Lifetimes of a session (milliseconds). */
export interface SessionLifetime {
  /** Ends a session unused for this long (e.g. 7 days). Using it slides this forward. */
  idleMs: number;
  /** Ends every session this long after it began, used or not (e.g. 30 days): a stolen id does not live forever. */
  absoluteMs: number;
  /** Use that slides the idle expiry is written back at most this often (default 1 hour). */
  touchEveryMs?: number;
  /**
   * The most live sessions {@link SessionStore.sweep} leaves stored (files): beyond it, the guest sessions
   * least recently used are removed first. Signed-in sessions are never removed for room.
   */
  maxStored?: number;
  now?: () => number;
}

/**
 * Sessions in unstorage: fs-lite under SESSION_DIR by default (survives a BFF restart), Redis when
 * REDIS_URL is set (shared by instances). Records are stored under a hash of the id. A session ends
 * after `idleMs` without use or `absoluteMs` after it began, whichever comes first; storage TTLs (Redis)
 * and {@link sweep} (files) remove what has ended.
 */
export class SessionStore {
  constructor(
    private readonly storage: Storage,
    private readonly options: SessionLifetime,
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private key(id: string): string {
    return `session:${publicSessionId(id)}`;
  }

  private ended(record: SessionRecord, now: number): boolean {
    return record.expiresAt <= now || record.createdAt + this.options.absoluteMs <= now;
  }

  /**
   * The live session for a cookie value, or null when it is malformed, unknown or ended. Use slides
   * the idle expiry: written back when the last write is older than `touchEveryMs`, not on every read.
   */
  async load(id: string | undefined): Promise<Session | null> {
    if (!id || !SESSION_ID.test(id)) return null;
    const stored = await this.storage.getItem(this.key(id));
    const parsed = SessionRecordSchema.safeParse(stored);
    if (!parsed.success) return null;
    const now = this.now();
    if (this.ended(parsed.data, now)) {
      await this.storage.removeItem(this.key(id));
      return null;
    }
    const session = { id, publicId: publicSessionId(id), record: parsed.data };
    const lastWrite = parsed.data.expiresAt - this.options.idleMs;
    if (now - lastWrite >= (this.options.touchEveryMs ?? 3_600_000) && this.expiryFor(parsed.data, now) > parsed.data.expiresAt) {
      await this.save(session);
    }
    return session;
  }

  private expiryFor(record: SessionRecord, now: number): number {
    return Math.min(now + this.options.idleMs, record.createdAt + this.options.absoluteMs);
  }

  /** A new session, not yet stored (sessions are created lazily, when something must be kept). */
  create(): Session {
    const id = newSessionId();
    const now = this.now();
    return {
      id,
      publicId: publicSessionId(id),
      record: SessionRecordSchema.parse({ createdAt: now, expiresAt: now + Math.min(this.options.idleMs, this.options.absoluteMs) }),
    };
  }

  /** Stores the session and slides its idle expiry forward (never past its absolute end). */
  async save(session: Session): Promise<Session> {
    const now = this.now();
    const record = { ...session.record, expiresAt: this.expiryFor(session.record, now) };
    await this.storage.setItem(this.key(session.id), record, { ttl: Math.max(1, Math.ceil((record.expiresAt - now) / 1000)) });
    session.record = record;
    return session;
  }

  async destroy(id: string): Promise<void> {
    await this.storage.removeItem(this.key(id));
  }

  /**
   * Removes every stored session that has ended (files have no TTL of their own; Redis expires keys
   * itself, so there is little to find there), then, past `maxStored` live sessions, the guest sessions
   * least recently used: a flood of guest sessions from many addresses cannot fill the disk. Answers how
   * many were removed.
   */
  async sweep(): Promise<number> {
    const now = this.now();
    let removed = 0;
    const guests: { key: string; expiresAt: number }[] = [];
    let live = 0;
    for (const key of await this.storage.getKeys('session')) {
      const parsed = SessionRecordSchema.safeParse(await this.storage.getItem(key));
      if (!parsed.success || this.ended(parsed.data, now)) {
        await this.storage.removeItem(key);
        removed += 1;
        continue;
      }
      live += 1;
      if (parsed.data.token === null) guests.push({ key, expiresAt: parsed.data.expiresAt });
    }
    const excess = live - (this.options.maxStored ?? Number.POSITIVE_INFINITY);
    if (excess > 0) {
      guests.sort((a, b) => a.expiresAt - b.expiresAt);
      for (const { key } of guests.slice(0, excess)) {
        await this.storage.removeItem(key);
        removed += 1;
      }
    }
    return removed;
  }
}
