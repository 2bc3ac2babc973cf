import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { HttpError } from '../http/problem.js';

/** How long a key's first answer is kept for replays. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** A write's key and what it asks for. */
export interface IdempotentRequest {
  key: string;
  /** Operation and arguments: the same key with other arguments is a client bug, refused with 422. */
  fingerprint: unknown;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** Takes the key for this request (a key past its replay window is taken again); false when another has it. */
async function claim(db: Db, key: string, fingerprint: string): Promise<boolean> {
  const claimed = await db.insert(idempotencyKeys)
    .values({ key, fingerprint, response: sql`'null'::jsonb` })
    .onConflictDoUpdate({
      target: idempotencyKeys.key,
      set: { fingerprint, response: sql`'null'::jsonb`, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

const keyReused = () => new HttpError(422, 'This Idempotency-Key was used for a different request.', {
  errors: { 'idempotency-key': ['Send a new key for a new request.'] },
});

/**
 * Runs `work` once per key, inside the caller's transaction `tx`: the key row is inserted first (a
 * concurrent request with the same key waits on the primary key until this transaction ends), and
 * its answer is stored before the commit, so the write and its record land together or not at all.
 * A repeated key gets the stored answer; a key older than {@link IDEMPOTENCY_TTL_HOURS} is new again.
 */
export async function onceFor<T>(tx: Db, request: IdempotentRequest | undefined, work: () => Promise<T>): Promise<T> {
  if (!request) return work();
  const fingerprint = hashOf(request.fingerprint);
  if (!(await claim(tx, request.key, fingerprint))) {
    const [first] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, request.key));
    if (first?.fingerprint !== fingerprint) throw keyReused();
    return first.response as T;
  }
  const answer = await work();
  await tx.update(idempotencyKeys).set({ response: answer as object }).where(eq(idempotencyKeys.key, request.key));
  return answer;
}

/**
 * {@link onceFor} for work that cannot run inside a transaction (mail handed to SMTP or to the outbox,
 * which writes on its own connection): the key is claimed in a statement of its own, the work runs,
 * then its answer is stored; work that fails releases the key, so a retry can try again. A repeat
 * that arrives while the first still runs waits for its answer (up to `waitMs`), then is a 409.
 */
export async function onceOutsideTransaction<T>(
  db: Db,
  request: IdempotentRequest | undefined,
  work: () => Promise<T>,
  { waitMs = 10_000, pollMs = 100 }: { waitMs?: number; pollMs?: number } = {},
): Promise<T> {
  if (!request) return work();
  const fingerprint = hashOf(request.fingerprint);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await claim(db, request.key, fingerprint)) break;
    const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, request.key));
    // Released meanwhile (the first attempt failed): claim it again.
    if (!first) continue;
    if (first.fingerprint !== fingerprint) throw keyReused();
    if (first.response !== null) return first.response as T;
    if (Date.now() >= deadline) throw new HttpError(409, 'This request is still being processed.');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  let answer: T;
  try {
    answer = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, request.key));
    throw error;
  }
  await db.update(idempotencyKeys).set({ response: answer as object }).where(eq(idempotencyKeys.key, request.key));
  return answer;
}

/** Deletes the keys past their replay window (main.ts runs it hourly). */
export async function sweepIdempotencyKeys(db: Db): Promise<number> {
  const removed = await db.delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
