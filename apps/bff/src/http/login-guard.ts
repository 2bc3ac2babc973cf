import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, type Store } from 'express-rate-limit';
import { HttpProblem } from './problem.js';

/**
 * Password guessing, refused without locking owners out (docs/decisions/0011-rate-limits.md).
 *
 * Failed sign-ins are counted three ways, each over {@link LoginLimits.windowMs}:
 * - per address and account: one address may fail `perAddressAndAccount` times at one account (429);
 * - per address: one address may fail `perAddress` times over all accounts (429), which stops one
 *   machine trying a password against many accounts;
 * - per account, over all addresses: after `accountSlowAfter` failures, each attempt from a device
 *   that has never signed in to that account waits (a growing delay, at most `accountMaxDelayMs`),
 *   and after `accountStrangerLimit` such a device is refused. A device that has signed in to the
 *   account before (it holds the login-device cookie for it) is neither slowed nor refused, so a
 *   stranger's guesses from many addresses never lock the owner out.
 * A success takes back the counts its attempt added.
 */
export interface LoginLimits {
  windowMs: number;
  perAddressAndAccount: number;
  perAddress: number;
  accountSlowAfter: number;
  accountDelayStepMs: number;
  accountMaxDelayMs: number;
  accountStrangerLimit: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  perAddressAndAccount: 10,
  perAddress: 50,
  accountSlowAfter: 5,
  accountDelayStepMs: 500,
  accountMaxDelayMs: 10_000,
  accountStrangerLimit: 200,
};

export const LOGIN_LIMITED_MESSAGE = 'Too many sign-in attempts. Try again in 15 minutes or reset your password.';

/** The cookie that marks a browser which has signed in to an account before (`__Host-` over HTTPS). */
export const loginDeviceCookieName = (secure: boolean) => (secure ? '__Host-login_device' : 'login_device');
const DEVICE_COOKIE_MAX_AGE_S = 365 * 86_400;
/** Accounts a browser is remembered for (a shared family computer), most recent first. */
const MAX_REMEMBERED_ACCOUNTS = 5;

export interface LoginGuardOptions {
  limits: LoginLimits;
  /** A counter store per key family: express-rate-limit's memory store, or Redis shared by instances. */
  store: (prefix: string) => Store;
  /** Signs the login-device cookie (derived from the BFF's own secret). */
  secret: string;
  cookieSecure: boolean;
  /** How an attempt waits (tests record instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
}

interface Counted {
  store: Store;
  key: string;
}

export interface LoginGuard {
  /** Runs before the sign-in route: refuses or delays, and counts the attempt. */
  middleware: RequestHandler;
  /** After a successful sign-in: remembers this browser for the account. */
  rememberDevice(req: Request, res: Response, email: string): void;
  /** Whether this browser has signed in to the account of `email` before (holds its login-device tag). */
  recognises(req: Request, email: string): boolean;
}

const normalizeEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
/** Counter keys never hold an email in clear (Redis is shared infrastructure). */
const accountKey = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);

export function createLoginGuard(options: LoginGuardOptions): LoginGuard {
  const { limits, secret, cookieSecure } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const stores = {
    addressAccount: options.store('login-aa:'),
    address: options.store('login-a:'),
    account: options.store('login-acct:'),
  };
  for (const store of Object.values(stores)) void store.init?.({ windowMs: limits.windowMs } as Parameters<NonNullable<Store['init']>>[0]);
  const cookieName = loginDeviceCookieName(cookieSecure);
  const tagOf = (email: string) => createHmac('sha256', secret).update(`login-device:${email}`).digest('base64url').slice(0, 22);
  const tagsOf = (req: Request) => (parseCookies(req.headers.cookie ?? '')[cookieName] ?? '').split('.').filter((tag) => tag.length === 22);
  const recognised = (req: Request, email: string) => {
    const expected = Buffer.from(tagOf(email));
    return tagsOf(req).some((tag) => timingSafeEqual(Buffer.from(tag), expected));
  };
  const retryAfterS = Math.ceil(limits.windowMs / 1000);

  const middleware: RequestHandler = (req, res, next) => {
    const email = normalizeEmail(req.body?.email);
    // An attempt without an email is a 400 of the route's validation, not a guess.
    if (!email) return next();
    const address = ipKeyGenerator(req.clientAddress);
    const account = accountKey(email);
    const counted: Counted[] = [];
    const count = async (store: Store, key: string) => {
      counted.push({ store, key });
      return (await store.increment(key)).totalHits;
    };
    const guard = async () => {
      const [perAddressAndAccount, perAddress] = await Promise.all([
        count(stores.addressAccount, `${address}:${account}`),
        count(stores.address, address),
      ]);
      const known = recognised(req, email);
      if (perAddressAndAccount > limits.perAddressAndAccount || perAddress > limits.perAddress) return 'refuse';
      if (!known) {
        const perAccount = await count(stores.account, account);
        if (perAccount > limits.accountStrangerLimit) return 'refuse';
        const over = perAccount - limits.accountSlowAfter;
        if (over > 0) await sleep(Math.min(limits.accountMaxDelayMs, over * limits.accountDelayStepMs));
      } else {
        // The owner's own typos still count against the account, but only once they happen.
        res.once('finish', () => {
          if (res.statusCode === 422) void Promise.resolve(stores.account.increment(account)).catch(() => undefined);
        });
      }
      return 'pass';
    };
    // Only a refused password keeps its counts: a success or a malformed request gives them back.
    res.once('finish', () => {
      if (res.statusCode === 422 || res.statusCode === 429) return;
      for (const { store, key } of counted) void Promise.resolve(store.decrement(key)).catch(() => undefined);
    });
    guard().then(
      (verdict) => {
        if (verdict === 'pass') return next();
        res.setHeader('retry-after', String(retryAfterS));
        next(new HttpProblem(429, LOGIN_LIMITED_MESSAGE));
      },
      next,
    );
  };

  const rememberDevice = (req: Request, res: Response, email: string) => {
    const tag = tagOf(normalizeEmail(email));
    const tags = [tag, ...tagsOf(req).filter((existing) => existing !== tag)].slice(0, MAX_REMEMBERED_ACCOUNTS);
    res.append(
      'set-cookie',
      serializeCookie(cookieName, tags.join('.'), { httpOnly: true, secure: cookieSecure, sameSite: 'lax', path: '/', maxAge: DEVICE_COOKIE_MAX_AGE_S }),
    );
  };

  return { middleware, rememberDevice, recognises: (req, email) => recognised(req, normalizeEmail(email)) };
}
