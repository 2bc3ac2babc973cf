import { ACCOUNT_FAILURE_MESSAGES, passwordProblems, validateNewsletterEmail } from '@pool/account-domain';
import type { Customer, RegisterBody } from '@pool/api-contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerOneTimeTokens, customers, customerTokens } from '../db/schema.js';
import { HttpError } from '../http/problem.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { renderLoginLink, renderPasswordReset } from '../mail/templates/account-access.js';
import { hashPassword } from './password.js';
import { newToken, TOKEN_TTL_MS, tokenDigest } from './tokens.js';
import { toCustomer } from './customers.service.js';

/** A reset link lives one hour, a login link 15 minutes (decision 0023). */
export const RESET_TTL_MS = 60 * 60_000;
export const LOGIN_LINK_TTL_MS = 15 * 60_000;
/** Forgot and login-link requests take at least this long, so a known email cannot be told from an unknown one by time. */
export const MAIL_REQUEST_MIN_MS = 400;

type Purpose = 'reset' | 'login_link';
type CustomerRow = typeof customers.$inferSelect;

const REGISTER_FAILED = 'The given data was invalid.';
export const EMAIL_TAKEN = 'The email has already been taken.';

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

  async function issueOneTime(customerId: number, purpose: Purpose): Promise<string> {
    const token = newToken();
    const issued = now();
    const ttl = purpose === 'reset' ? RESET_TTL_MS : LOGIN_LINK_TTL_MS;
    await db.insert(customerOneTimeTokens).values({ tokenHash: tokenDigest(token), purpose, customerId, createdAt: issued, expiresAt: new Date(issued.getTime() + ttl) });
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

  /** Mails a token; when the mail cannot leave, the token goes too (nothing half-written), and the caller gets the mailer's error. */
  async function sendOrForget(token: string, message: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      await db.delete(customerOneTimeTokens).where(eq(customerOneTimeTokens.tokenHash, tokenDigest(token)));
      throw error;
    }
  }

  /** Runs `work` and answers no sooner than {@link MAIL_REQUEST_MIN_MS}, whatever it did. */
  async function evenly(work: () => Promise<void>): Promise<void> {
    const started = Date.now();
    try {
      await work();
    } finally {
      const left = MAIL_REQUEST_MIN_MS - (Date.now() - started);
      if (left > 0) await sleep(left);
    }
  }

  return {
    async register(body: RegisterBody): Promise<{ user: Customer; token: string }> {
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
      if (await byEmail(address)) throw new HttpError(422, REGISTER_FAILED, { errors: { email: [EMAIL_TAKEN] } });
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (txn) => {
          const [row] = await txn.insert(customers).values({ email: address, firstName, lastName, passwordHash }).returning();
          const token = newToken();
          const issued = now();
          await txn.insert(customerTokens).values({ tokenHash: tokenDigest(token), customerId: row!.id, createdAt: issued, expiresAt: new Date(issued.getTime() + TOKEN_TTL_MS) });
          return { user: toCustomer(row!), token };
        });
      } catch (error) {
        // Two registrations of one email at once: the unique index decides, the loser gets the field error.
        if ((error as { code?: string }).code === '23505') throw new HttpError(422, REGISTER_FAILED, { errors: { email: [EMAIL_TAKEN] } });
        throw error;
      }
    },

    /** Mails a reset link when the email is a customer's; answers alike (and about as slowly) either way. */
    async forgot(email: string): Promise<void> {
      await evenly(async () => {
        const row = await byEmail(email);
        if (!row) return;
        const token = await issueOneTime(row.id, 'reset');
        await sendOrForget(token, renderPasswordReset({ to: row.email, firstName: row.firstName, token, storefrontUrl }));
        logger.info({ customerId: row.id }, 'password reset mailed');
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
        if (!row) return;
        const token = await issueOneTime(row.id, 'login_link');
        await sendOrForget(token, renderLoginLink({ to: row.email, firstName: row.firstName, token, redirect: samePath(redirect), storefrontUrl }));
        logger.info({ customerId: row.id }, 'login link mailed');
      });
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
