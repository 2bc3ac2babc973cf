import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { LoginGuard } from './login-guard.js';
import { HttpProblem } from './problem.js';
import type { RateLimitStores } from './rate-limit-store.js';

/**
 * Limits of registration, forgot-password, reset and the one-click login link (docs/decisions/0023),
 * in the spirit of the sign-in guard (0011): counted per client address, per address and account, and
 * per account; a browser that has signed in to the account before (its login-device cookie) is never
 * held by the per-account count, so a stranger asking for many mails cannot lock the owner out.
 */
export interface AccountRequestLimits {
  windowMs: number;
  /** Mails (reset or login link) one address may ask for, over all accounts. */
  mailsPerAddress: number;
  /** Mails one address may ask for one account. */
  mailsPerAddressAndAccount: number;
  /** Mails one account may be sent, from browsers that never signed in to it. */
  mailsPerAccountFromStrangers: number;
  /** Registrations one address may attempt. */
  registrationsPerAddress: number;
  /** Failed reset or login-link tokens one address may present. */
  badTokensPerAddress: number;
}

export const DEFAULT_ACCOUNT_REQUEST_LIMITS: AccountRequestLimits = {
  windowMs: 15 * 60_000,
  mailsPerAddress: 20,
  mailsPerAddressAndAccount: 5,
  mailsPerAccountFromStrangers: 10,
  registrationsPerAddress: 20,
  badTokensPerAddress: 20,
};

export const ACCOUNT_REQUESTS_LIMITED_MESSAGE = 'Too many requests. Try again in 15 minutes.';

const emailOf = (req: Request) => (typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '');
/** Counter keys never hold an email in clear. */
const accountKey = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);
const addressOf = (req: Request) => ipKeyGenerator(req.clientAddress);

export interface AccountRequestGuards {
  mail: RequestHandler[];
  register: RequestHandler;
  badToken: RequestHandler;
}

export function accountRequestGuards(options: { limits: AccountRequestLimits; stores: RateLimitStores; loginGuard: LoginGuard }): AccountRequestGuards {
  const { limits, stores, loginGuard } = options;
  const limiter = (prefix: string, limit: number, key: (req: Request) => string, extra: Partial<Parameters<typeof rateLimit>[0]> = {}) =>
    rateLimit({
      windowMs: limits.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: stores(prefix),
      keyGenerator: key,
      handler: (_req, res, next) => {
        res.setHeader('retry-after', String(Math.ceil(limits.windowMs / 1000)));
        next(new HttpProblem(429, ACCOUNT_REQUESTS_LIMITED_MESSAGE, { title: ACCOUNT_REQUESTS_LIMITED_MESSAGE }));
      },
      ...extra,
    });
  return {
    mail: [
      limiter('acct-mail-a:', limits.mailsPerAddress, addressOf),
      limiter('acct-mail-aa:', limits.mailsPerAddressAndAccount, (req) => `${addressOf(req)}:${accountKey(emailOf(req))}`),
      limiter('acct-mail-acct:', limits.mailsPerAccountFromStrangers, (req) => accountKey(emailOf(req)), {
        skip: (req) => emailOf(req) === '' || loginGuard.recognises(req, emailOf(req)),
      }),
    ],
    register: limiter('acct-register-a:', limits.registrationsPerAddress, addressOf),
    badToken: limiter('acct-token-a:', limits.badTokensPerAddress, addressOf, { skipSuccessfulRequests: true }),
  };
}
