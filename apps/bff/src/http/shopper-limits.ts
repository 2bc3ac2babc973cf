import { createHash } from 'node:crypto';
import { decodeReturnOrderLink } from '@pool/account-domain';
import express, { type Request, type RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type AugmentedRequest } from 'express-rate-limit';
import { HttpProblem } from './problem.js';
import type { RateLimitStores } from './rate-limit-store.js';

/**
 * Limits that neither a new session nor a new address multiplies (docs/decisions/0051): guessable
 * lookups are counted per client address and per target (order number, email, quote id, cart id),
 * writes per session, per address and per signed-in account, and mail to an address that did not
 * ask for it per recipient and per sending address. Counters live in the app's stores (Redis when
 * the BFF has one), so every BFF instance sees the same counts.
 */

/** The refusal of a guessable lookup (as the sign-in and account-request limits word it, 0011 and 0023). */
export const LOOKUPS_LIMITED_MESSAGE = 'Too many requests. Try again in 15 minutes.';
/** The refusal of a mail once a sender or a recipient has had its share. */
export const MAILS_LIMITED_MESSAGE = 'Too many emails sent; try again later.';

/** Counter keys never hold an email or an id in clear. */
export const hashed = (value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 22);
/** The shopper's address (IPv6 per /56, as 0011). */
export const addressKey = (req: Request): string => ipKeyGenerator(req.clientAddress);
/** The live session's public id, or undefined without one. */
export const sessionKey = async (req: Request): Promise<string | undefined> => (await req.session.current())?.publicId;
/** The signed-in account of the session (staff acting for a customer count as themselves), or undefined. */
export const accountKey = async (req: Request): Promise<string | undefined> => {
  const record = (await req.session.current())?.record;
  return record?.token && record.customerId != null ? String(record.customerId) : undefined;
};

export interface Limit {
  /** The counter family: the store's key prefix. */
  name: string;
  limit: number;
  windowMs: number;
  /** The counter this request counts on; undefined when the limit does not apply (no account, no email). */
  key: (req: Request) => string | undefined | Promise<string | undefined>;
  /** Which answers count: every request, only wrong guesses (404), or only accepted requests (< 400). */
  counts: 'all' | 'misses' | 'accepted';
  message: string;
}

/** One counter family as middleware: over the limit, a 429 problem with the limit's message and `Retry-After`. */
export function limiter(stores: RateLimitStores, limit: Limit): RequestHandler {
  return rateLimit({
    windowMs: limit.windowMs,
    limit: limit.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: stores(`${limit.name}:`),
    skip: async (req) => (await limit.key(req)) === undefined,
    keyGenerator: async (req) => (await limit.key(req)) ?? '',
    // Increment first (parallel requests cannot slip under), then give back what does not count.
    ...(limit.counts === 'misses' ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req: Request, res: { statusCode: number }) => res.statusCode !== 404 } : {}),
    ...(limit.counts === 'accepted' ? { skipFailedRequests: true } : {}),
    handler: (req, res, next) => {
      const reset = (req as Partial<AugmentedRequest>).rateLimit?.resetTime?.getTime();
      const seconds = reset ? Math.ceil((reset - Date.now()) / 1000) : 0;
      res.setHeader('retry-after', String(seconds > 0 ? seconds : Math.ceil(limit.windowMs / 1000)));
      next(new HttpProblem(429, limit.message, { title: limit.message }));
    },
  });
}

/** Several counter families as one middleware (a router with no routes: Express runs them in order). */
export function allOf(handlers: RequestHandler[]): RequestHandler {
  // mergeParams: the limits read the route's own parameters (a quote id, a return link).
  const chain = express.Router({ mergeParams: true });
  chain.use(...handlers);
  return chain;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Guessable lookups: wrong guesses (404) per 15 minutes. */
export interface LookupLimits {
  windowMs: number;
  /** Wrong guesses one address may make, over every lookup (orders, returns, tracking, quotes, carts). */
  failuresPerAddress: number;
  /** Wrong guesses at one target (an order number, an email, a quote id, a cart id), from any address. */
  failuresPerTarget: number;
}

export const DEFAULT_LOOKUP_LIMITS: LookupLimits = { windowMs: 15 * MINUTE, failuresPerAddress: 20, failuresPerTarget: 10 };

export interface ShopperLimits {
  lookups: LookupLimits;
  /** Writes a minute per session (else per address), per address, per signed-in account. */
  writesPerSession: number;
  writesPerAddress: number;
  writesPerAccount: number;
  /** Email Cart mails an hour per session, per address, per account. */
  emailCartPerSession: number;
  emailCartPerAddress: number;
  emailCartPerAccount: number;
  /** Scan-link texts an hour per session, per address, per account (commerce-api also limits each phone). */
  scanLinksPerSession: number;
  scanLinksPerAddress: number;
  scanLinksPerAccount: number;
  /** Mail to an address that did not ask for it (Email Cart, quote requests), a day: per recipient, per sending address. */
  mailsPerRecipient: number;
  mailsPerSender: number;
}

export const DEFAULT_SHOPPER_LIMITS: ShopperLimits = {
  lookups: DEFAULT_LOOKUP_LIMITS,
  writesPerSession: 300,
  writesPerAddress: 600,
  writesPerAccount: 300,
  emailCartPerSession: 10,
  emailCartPerAddress: 20,
  emailCartPerAccount: 10,
  scanLinksPerSession: 5,
  scanLinksPerAddress: 10,
  scanLinksPerAccount: 5,
  mailsPerRecipient: 5,
  mailsPerSender: 30,
};

const bodyText = (req: Request, field: string): string | undefined => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
const emailTarget = (email: string | undefined) => (email === undefined ? undefined : `e:${hashed(email.toLowerCase())}`);
const orderTarget = (orderNumber: string | undefined) => (orderNumber === undefined ? undefined : `o:${hashed(orderNumber.replace(/^#/, '').toUpperCase())}`);
const returnLink = (req: Request) => decodeReturnOrderLink(String(req.params.encoded ?? ''));

export interface ShopperGuards {
  /** Order number + email (order lookup, return lookup, a return link `base64(order:email)`) and tracking numbers. */
  orderLookup: RequestHandler;
  /** A quote by its id (the quote page and quote → cart). */
  quote: RequestHandler;
  /** A cart by its id (`/checkout?load=`: the preview and the load). */
  cartLoad: RequestHandler;
  /** Every write (POST, PUT, PATCH, DELETE). */
  writes: RequestHandler;
  emailCart: RequestHandler;
  scanLink: RequestHandler;
  /** Mail to the address in the body's `email` (Email Cart, quote requests). */
  mailToOthers: RequestHandler;
}

/** The middlewares of every shopper limit, made once per app so routes sharing a family share its counters. */
export function shopperGuards(stores: RateLimitStores, limits: ShopperLimits): ShopperGuards {
  const { lookups } = limits;
  const guess = (name: string, limit: number, key: Limit['key']) =>
    limiter(stores, { name, limit, windowMs: lookups.windowMs, key, counts: 'misses', message: LOOKUPS_LIMITED_MESSAGE });
  // One instance per family, each reading its target from whichever route it guards: in memory, a
  // family is one store, so a guess by the lookup form and one by a return link count together.
  const byAddress = guess('lookup-a', lookups.failuresPerAddress, addressKey);
  const byOrder = guess('lookup-o', lookups.failuresPerTarget, (req) => {
    if (req.params.encoded !== undefined) return returnLink(req) ? orderTarget(String(returnLink(req)?.orderId)) : `l:${hashed(req.params.encoded)}`;
    return orderTarget(bodyText(req, 'orderNumber') ?? bodyText(req, 'trackingNumber'));
  });
  const byEmail = guess('lookup-e', lookups.failuresPerTarget, (req) => emailTarget(req.params.encoded !== undefined ? returnLink(req)?.email : bodyText(req, 'email')));
  const byId = guess('lookup-id', lookups.failuresPerTarget, (req) => {
    if (req.params.uuid !== undefined) return `q:${hashed(req.params.uuid.toLowerCase())}`;
    const cartId = req.params.cartId ?? bodyText(req, 'cartId');
    return cartId === undefined ? undefined : `c:${hashed(cartId.toLowerCase())}`;
  });

  const perSessionAddressAccount = (name: string, windowMs: number, message: string, perSession: number, perAddress: number, perAccount: number) =>
    allOf([
      // Without a session, the session's share is the address's (a made-up cookie counts as none).
      limiter(stores, { name: `${name}-s`, limit: perSession, windowMs, counts: 'all', message, key: async (req) => { const session = await sessionKey(req); return session ? `s:${session}` : `ip:${addressKey(req)}`; } }),
      limiter(stores, { name: `${name}-a`, limit: perAddress, windowMs, counts: 'all', message, key: addressKey }),
      limiter(stores, { name: `${name}-acct`, limit: perAccount, windowMs, counts: 'all', message, key: accountKey }),
    ]);

  return {
    orderLookup: allOf([byAddress, byOrder, byEmail]),
    quote: allOf([byAddress, byId]),
    cartLoad: allOf([byAddress, byId]),
    writes: perSessionAddressAccount('writes', MINUTE, 'Too many changes at once; try again in a minute.', limits.writesPerSession, limits.writesPerAddress, limits.writesPerAccount),
    emailCart: perSessionAddressAccount('email-cart', HOUR, MAILS_LIMITED_MESSAGE, limits.emailCartPerSession, limits.emailCartPerAddress, limits.emailCartPerAccount),
    scanLink: perSessionAddressAccount('scan-link', HOUR, 'Too many links sent; try again later.', limits.scanLinksPerSession, limits.scanLinksPerAddress, limits.scanLinksPerAccount),
    mailToOthers: allOf([
      limiter(stores, { name: 'mail-to', limit: limits.mailsPerRecipient, windowMs: DAY, counts: 'accepted', message: MAILS_LIMITED_MESSAGE, key: (req) => emailTarget(bodyText(req, 'email')) }),
      limiter(stores, { name: 'mail-from', limit: limits.mailsPerSender, windowMs: DAY, counts: 'accepted', message: MAILS_LIMITED_MESSAGE, key: addressKey }),
    ]),
  };
}
