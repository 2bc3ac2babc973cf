import { ACCOUNT_FAILURE_MESSAGES, passwordProblems, validateNewsletterEmail } from '@pool/account-domain';
import type { Customer, RegisterBody } from '@pool/api-contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerOneTimeTokens, customers, customerTokens } from '../db/schema.js';
import { HttpError } from '../http/problem.js';
import type { Logger } from '../logger.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { loginLinkUrl, renderLoginLink, renderPasswordReset, renderRegistrationAttempt } from '../mail/templates/account-access.js';
import { storefrontLink } from '../mail/templates/html.js';
import { hashPassword } from './password.js';
import { newToken, TOKEN_TTL_MS, tokenDigest } from './tokens.js';
import { toCustomer } from './customers.service.js';
import { isUniqueViolation } from '../db/errors.js';

/** A reset link lives one hour, a login link 15 minutes (decision 0023). */
export const RESET_TTL_MS = 60 * 60_000;
export const LOGIN_LINK_TTL_MS = 15 * 60_000;
/**
 * Registration, forgot and login-link requests answer no sooner than this, whether or not the email
 * has an account, so a known email cannot be told from an unknown one by time (decision 0054). The
 * mail they send is waited for until then at most, then left to finish on its own.
 */
export const EVEN_ANSWER_MS = 400;

type Purpose = 'reset' | 'login_link';
type CustomerRow = typeof customers.$inferSelect;

const REGISTER_FAILED = 'The given data was invalid.';

/** A registration: the new customer signed in, or (the email already has an account) nothing to say but "check your email". */
export type Registration = { kind: 'created'; user: Customer; token: string } | { kind: 'existing' };

/** A same-site path, or null: a login link never sends anyone to another site. */
function samePath(value: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return null;
  return value;
}

export interface AccountAccessDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  storefrontUrl: string;
  logger: Logger;
  /** How a request waits out its minimum time (tests skip it). */
  sleep?: (ms: number) => Promise<void>;
}

/** Register, forgot and reset password, and the one-click login link. */
export function createAccountAccessService(deps: AccountAccessDeps) {
  const { db, now, mailer, storefrontUrl, logger } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const byEmail = async (email: string): Promise<CustomerRow | undefined> =>
    (await db.select().from(customers).where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase())))[0];

  async function issueBearer(customerId: number): Promise<string> {
    const token = newToken();
    const issued = now();
    await db.insert(customerTokens).values({ tokenHash: tokenDigest(token), customerId, createdAt: issued, expiresAt: new Date(issued.getTime() + TOKEN_TTL_MS) });
    return token;
  }

  async function issueOneTime(customerId: number, purpose: Purpose, tx: Db): Promise<string> {
    const token = newToken();
    const issued = now();
    const ttl = purpose === 'reset' ? RESET_TTL_MS : LOGIN_LINK_TTL_MS;
    await tx.insert(customerOneTimeTokens).values({ tokenHash: tokenDigest(token), purpose, customerId, createdAt: issued, expiresAt: new Date(issued.getTime() + ttl) });
    return token;
  }

  /** Spends a one-time token: the row is marked used in the same statement that checks it, so two racing uses cannot both win. */
  async function spend(token: string, purpose: Purpose, customerId?: number): Promise<number | null> {
    const conditions = [
      eq(customerOneTimeTokens.tokenHash, tokenDigest(token)),
      eq(customerOneTimeTokens.purpose, purpose),
      isNull(customerOneTimeTokens.usedAt),
      gt(customerOneTimeTokens.expiresAt, now()),
    ];
    if (customerId !== undefined) conditions.push(eq(customerOneTimeTokens.customerId, customerId));
    const [row] = await db.update(customerOneTimeTokens).set({ usedAt: now() }).where(and(...conditions)).returning({ customerId: customerOneTimeTokens.customerId });
    return row?.customerId ?? null;
  }

  /**
   * Writes a mail to the outbox off the answer's path: one that cannot be written is logged; the
   * shopper's answer is the same either way, since a failure only for known emails would tell them apart.
   */
  function mailQuietly(message: MailMessage): Promise<void> {
    return mailer.send(message).then(() => undefined, (error: unknown) => {
      logger.warn({ err: error, template: message.template }, 'account mail could not be written');
    });
  }

  /**
   * Issues a one-time token and writes its mail in one transaction (the outbox, docs/decisions/0063):
   * a token goes with its mail, nothing half-written; a failure is logged as in {@link mailQuietly}.
   */
  const mailToken = (customerId: number, purpose: Purpose, render: (token: string) => MailMessage): Promise<void> =>
    db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const token = await issueOneTime(customerId, purpose, tx);
      await mailer.send(render(token), tx);
    }).catch((error: unknown) => {
      logger.warn({ err: error, purpose }, 'account mail could not be written');
    });

  /**
   * Runs `work` and answers after {@link EVEN_ANSWER_MS}, whatever it found: its mail (if any) is
   * waited for until then, not longer, so a slow mail server does not make a known email slower.
   */
  async function evenly<T>(work: () => Promise<{ result: T; mail?: Promise<void> }>): Promise<T> {
    const floor = sleep(EVEN_ANSWER_MS);
    try {
      const { result, mail } = await work();
      if (mail) await Promise.race([mail, floor]);
      return result;
    } finally {
      await floor;
    }
  }

  /** Someone registered with the email of `row`: its owner hears of it (with the way to sign in). */
  const tellOwner = (row: CustomerRow) => mailQuietly(renderRegistrationAttempt({ to: row.email, firstName: row.firstName, storefrontUrl }));

  return {
    /**
     * Creates the customer and signs them in; for an email that already has an account nothing is
     * created, its owner is mailed, and the answer says only `existing` (the BFF answers "check your
     * email"). The password is hashed either way and both answer after {@link EVEN_ANSWER_MS}.
     */
    async register(body: RegisterBody): Promise<Registration> {
      const errors: Record<string, string[]> = {};
      const firstName = body.first_name.trim();
      const lastName = body.last_name.trim();
      if (!firstName) errors.first_name = ['The first name field is required.'];
      if (!lastName) errors.last_name = ['The last name field is required.'];
      const email = validateNewsletterEmail(body.email);
      if (!email.ok) errors.email = [email.error === 'Email is required.' ? 'The email field is required.' : 'The email must be a valid email address.'];
      const password = passwordProblems(body.password, body.email);
      if (password.length > 0) errors.password = password;
      if (Object.keys(errors).length > 0) throw new HttpError(422, REGISTER_FAILED, { errors });
      const address = (email.ok ? email.email : '').toLowerCase();
      return evenly<Registration>(async () => {
        const [existing, passwordHash] = await Promise.all([byEmail(address), hashPassword(body.password)]);
        if (existing) return { result: { kind: 'existing' }, mail: tellOwner(existing) };
        try {
          return {
            result: await db.transaction(async (txn) => {
              const [row] = await txn.insert(customers).values({ email: address, firstName, lastName, passwordHash }).returning();
              const token = newToken();
              const issued = now();
              await txn.insert(customerTokens).values({ tokenHash: tokenDigest(token), customerId: row!.id, createdAt: issued, expiresAt: new Date(issued.getTime() + TOKEN_TTL_MS) });
              return { kind: 'created' as const, user: toCustomer(row!), token };
            }),
          };
        } catch (error) {
          // Two registrations of one email at once: the unique index decides (drizzle wraps the driver's
          // error), the loser is answered like any known email.
          const winner = isUniqueViolation(error) ? await byEmail(address) : undefined;
          if (!winner) throw error;
          return { result: { kind: 'existing' }, mail: tellOwner(winner) };
        }
      });
    },

    /** Mails a reset link when the email is a customer's; answers alike (and about as slowly) either way. */
    async forgot(email: string): Promise<void> {
      await evenly(async () => {
        const row = await byEmail(email);
        if (!row) return { result: undefined };
        logger.info({ customerId: row.id }, 'password reset mailing');
        return { result: undefined, mail: mailToken(row.id, 'reset', (token) => renderPasswordReset({ to: row.email, firstName: row.firstName, token, storefrontUrl })) };
      });
    },

    /**
     * Sets a new password with a reset token of this email's customer: the token is spent, every
     * bearer token of the customer is revoked, and a new one is answered (the reset signs in).
     */
    async reset(body: { token: string; email: string; password: string }): Promise<{ user: Customer; token: string }> {
      const failed = () => new HttpError(422, ACCOUNT_FAILURE_MESSAGES.passwordReset, { errors: { token: [ACCOUNT_FAILURE_MESSAGES.passwordReset] } });
      const row = await byEmail(body.email);
      if (!row) throw failed();
      const problems = passwordProblems(body.password, row.email);
      if (problems.length > 0) throw new HttpError(422, problems[0]!, { errors: { password: problems } });
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (txn) => {
        const [spent] = await txn.update(customerOneTimeTokens).set({ usedAt: now() }).where(and(
          eq(customerOneTimeTokens.tokenHash, tokenDigest(body.token)),
          eq(customerOneTimeTokens.purpose, 'reset'),
          eq(customerOneTimeTokens.customerId, row.id),
          isNull(customerOneTimeTokens.usedAt),
          gt(customerOneTimeTokens.expiresAt, now()),
        )).returning({ customerId: customerOneTimeTokens.customerId });
        if (!spent) throw failed();
        const [updated] = await txn.update(customers).set({ passwordHash }).where(eq(customers.id, row.id)).returning();
        // Every session of the customer ends; so do the other reset and login links still out there.
        await txn.delete(customerTokens).where(eq(customerTokens.customerId, row.id));
        await txn.update(customerOneTimeTokens).set({ usedAt: now() }).where(and(eq(customerOneTimeTokens.customerId, row.id), isNull(customerOneTimeTokens.usedAt), ne(customerOneTimeTokens.tokenHash, tokenDigest(body.token))));
        const token = newToken();
        const issued = now();
        await txn.insert(customerTokens).values({ tokenHash: tokenDigest(token), customerId: row.id, createdAt: issued, expiresAt: new Date(issued.getTime() + TOKEN_TTL_MS) });
        return { user: toCustomer(updated!), token };
      });
    },

    /** Mails a one-click login link when the email is a customer's; answers alike either way. */
    async requestLoginLink(email: string, redirect?: string): Promise<void> {
      await evenly(async () => {
        const row = await byEmail(email);
        if (!row) return { result: undefined };
        logger.info({ customerId: row.id }, 'login link mailing');
        return { result: undefined, mail: mailToken(row.id, 'login_link', (token) => renderLoginLink({ to: row.email, firstName: row.firstName, token, redirect: samePath(redirect), storefrontUrl })) };
      });
    },

    /**
     * A one-click login token for a signed-in customer, unmailed (`POST /api/login/token`): the
     * address a checkout host sends the customer through to be signed in there. Checkout (the default
     * return) has the spec's `/checkout/login/token/{token}`; any other same-site path returns through
     * the auto-login page. Spent like a mailed link's, once, within its 15 minutes.
     */
    async loginToken(customerId: number, redirectUrl?: string): Promise<{ token: string; url: string }> {
      const token = await issueOneTime(customerId, 'login_link', db);
      const redirect = samePath(redirectUrl) ?? '/checkout';
      const url = redirect === '/checkout'
        ? storefrontLink(storefrontUrl, `/checkout/login/token/${encodeURIComponent(token)}`)
        : loginLinkUrl(storefrontUrl, token, redirect);
      return { token, url };
    },

    /** Signs in with a login link's token, once. */
    async loginWithLink(token: string): Promise<{ user: Customer; token: string }> {
      const customerId = await spend(token, 'login_link');
      const [row] = customerId === null ? [] : await db.select().from(customers).where(eq(customers.id, customerId));
      if (!row) throw new HttpError(422, ACCOUNT_FAILURE_MESSAGES.magicLinkLogin, { errors: { token: [ACCOUNT_FAILURE_MESSAGES.magicLinkLogin] } });
      return { user: toCustomer(row), token: await issueBearer(row.id) };
    },
  };
}

export type AccountAccessService = ReturnType<typeof createAccountAccessService>;
