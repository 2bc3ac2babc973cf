import type { OutboxMessage, OutboxSummary } from '@pool/api-contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `mail_outbox` table: every message the store sends, written with what caused it and delivered by
 * the worker (./delivery.ts); while no SMTP server is configured it stays here to be read.
 */
export function createOutboxStore(db: Db) {
  return {
    /** Writes a message (in `tx`, when given: it is sent only if that transaction commits). */
    async store(message: { to: string; from: string; subject: string; text: string; html?: string; replyTo?: string; template?: string }, tx: Db = db): Promise<string> {
      const [row] = await tx.insert(mailOutbox).values({
        toAddress: message.to,
        fromAddress: message.from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        template: message.template ?? null,
      }).returning({ id: mailOutbox.id });
      if (!row) throw new Error('the outbox insert returned no row');
      return row.id;
    },

    /** Newest first, a page at a time; `to`: only the mail to that address (any case). */
    async list(page: number, perPage: number, to?: string): Promise<{ messages: OutboxSummary[]; total: number }> {
      const where = to ? sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}` : undefined;
      const [rows, [totals]] = await Promise.all([
        db.select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
          .from(mailOutbox).where(where).orderBy(desc(mailOutbox.position)).limit(perPage).offset((page - 1) * perPage),
        db.select({ total: count() }).from(mailOutbox).where(where),
      ]);
      return {
        messages: rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, created_at: row.createdAt.toISOString() })),
        total: totals?.total ?? 0,
      };
    },

    async read(id: string): Promise<OutboxMessage | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row) return null;
      return {
        id: row.id,
        to: row.toAddress,
        from: row.fromAddress,
        reply_to: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
        template: row.template,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}
export type OutboxStore = ReturnType<typeof createOutboxStore>;
