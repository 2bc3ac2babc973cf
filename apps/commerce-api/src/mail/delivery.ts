import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { recipientDomain } from './mailer.js';
import { outboxSms, smsNumber, type SmsProvider } from './sms.js';

/** What the worker needs of an SMTP transport (nodemailer's). */
export interface SmtpSender {
  sendMail(mail: { to: string; subject: string; text: string; html?: string; replyTo?: string; messageId: string }): Promise<{ messageId?: string }>;
  close(): void;
}

export interface MailDeliveryOptions {
  db: Db;
  logger: Logger;
  /** Unset: mail stays in the outbox (marked delivered there), as while SMTP_URL is unset. */
  smtp?: SmtpSender;
  /** Texts (`sms:<digits>` rows); the outbox by default. */
  sms?: SmsProvider;
  /** The domain of Message-IDs (`<outbox-id@domain>`), so a repeat is recognisably the same message. */
  messageIdDomain?: string;
  /** Tries before a message is given up (failed_at set). */
  maxAttempts?: number;
  /** How long a claim holds a message from other workers: longer than one delivery can take. */
  leaseMs?: number;
  /** The wait before try `attempt + 1` after try `attempt` failed. */
  backoffMs?: (attempt: number) => number;
  batch?: number;
  now?: () => Date;
}

/** 30 s, 1 min, 2 min, ... at most an hour: eight tries span about two hours. */
export const defaultBackoff = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The outbox's delivery worker (docs/decisions/0063). Each pass claims the due messages in one
 * statement (`FOR UPDATE SKIP LOCKED`, pushing each past a lease), so two workers, in this process or
 * any other copy, never hold the same message; delivers each; marks it sent, or schedules its retry
 * with backoff. A message is sent at most once unless a worker dies between the server's acceptance
 * and the mark (then it goes again after the lease, with the same Message-ID).
 */
export function createMailDelivery(options: MailDeliveryOptions) {
  const { db, smtp } = options;
  const sms = options.sms ?? outboxSms;
  const log = options.logger.child({ component: 'mail-delivery' });
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoff = options.backoffMs ?? defaultBackoff;
  const domain = options.messageIdDomain ?? 'pool-store.local';

  async function claim(): Promise<OutboxRow[]> {
    const at = now();
    const due = db.select({ id: mailOutbox.id }).from(mailOutbox)
      // Before the end of this millisecond: a message's default next_attempt_at is the database's
      // clock, in microseconds, and one written in the same millisecond as `at` is due too.
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lt(mailOutbox.nextAttemptAt, new Date(at.getTime() + 1))))
      .orderBy(asc(mailOutbox.nextAttemptAt)).limit(options.batch ?? 20).for('update', { skipLocked: true });
    return db.update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .where(inArray(mailOutbox.id, due)).returning();
  }

  /** Hands one message to its channel; answers how it went out. */
  async function hand(row: OutboxRow): Promise<string> {
    const phone = smsNumber(row.toAddress);
    if (phone !== null) {
      await sms.send({ id: row.id, to: phone, body: row.text });
      return sms.kind;
    }
    if (!smtp) return 'outbox';
    await smtp.sendMail({
      to: row.toAddress, subject: row.subject, text: row.text, html: row.html ?? undefined, replyTo: row.replyTo ?? undefined,
      messageId: `<${row.id}@${domain}>`,
    });
    return 'smtp';
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const fields = { id: row.id, toDomain: smsNumber(row.toAddress) === null ? recipientDomain(row.toAddress) : 'sms', template: row.template, attempt: row.attempts };
    try {
      const by = await hand(row);
      await db.update(mailOutbox).set({ sentAt: now(), deliveredBy: by, lastError: null }).where(eq(mailOutbox.id, row.id));
      if (by !== 'outbox') log.info({ ...fields, by }, 'message delivered');
      return true;
    } catch (err) {
      // The error of a refused message may quote the envelope: keep its code and response code only.
      const { code, responseCode } = err as { code?: string; responseCode?: number };
      const reason = [code ?? (err instanceof Error ? err.name : 'error'), responseCode].filter(Boolean).join(' ');
      // A 5xx answer (no such mailbox) will not change with a retry; anything else (451, no answer) may.
      const last = row.attempts >= maxAttempts || (responseCode !== undefined && responseCode >= 500);
      await db.update(mailOutbox).set({
        lastError: reason,
        nextAttemptAt: new Date(now().getTime() + backoff(row.attempts)),
        failedAt: last ? now() : null,
      }).where(eq(mailOutbox.id, row.id));
      log.warn({ ...fields, reason }, last ? 'message given up after its last try' : 'message not delivered; will retry');
      return false;
    }
  }

  /** One pass: claims and delivers what is due. */
  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const row of await claim()) {
      if (await deliver(row)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  return {
    deliverDue,
    /** Passes every `intervalMs` (one at a time) until {@link stop}. */
    start(intervalMs = 1_000) {
      const loop = () => {
        running = deliverDue().catch((err: unknown) => log.warn({ err }, 'outbox delivery pass failed')).finally(() => {
          if (!stopped) timer = setTimeout(loop, intervalMs).unref();
        });
      };
      timer = setTimeout(loop, intervalMs).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      smtp?.close();
    },
  };
}
export type MailDelivery = ReturnType<typeof createMailDelivery>;
