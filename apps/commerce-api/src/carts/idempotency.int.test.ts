import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';
import { onceFor, sweepIdempotencyKeys } from './idempotency.js';

const ctx = useTestContext();

describe('idempotency keys', () => {
  it('treat a key past 24 hours as new, and the sweep deletes only expired keys', async () => {
    let runs = 0;
    const work = async () => ({ run: ++runs });
    const request = { key: 'key-expiring-000001', fingerprint: { op: 'test' } };
    expect(await ctx.db.transaction((tx) => onceFor(tx as never, request, work))).toEqual({ run: 1 });
    expect(await ctx.db.transaction((tx) => onceFor(tx as never, request, work))).toEqual({ run: 1 });
    await ctx.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    expect(await ctx.db.transaction((tx) => onceFor(tx as never, request, work))).toEqual({ run: 2 });

    await ctx.db.transaction((tx) => onceFor(tx as never, { key: 'key-old-0000000001', fingerprint: 1 }, work));
    await ctx.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(sql`${idempotencyKeys.key} = 'key-old-0000000001'`);
    expect(await sweepIdempotencyKeys(ctx.db)).toBe(1);
    expect((await ctx.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['key-expiring-000001']);
  });

  it('leaves no key behind when the work fails', async () => {
    const request = { key: 'key-failing-0000001', fingerprint: 'x' };
    await expect(ctx.db.transaction((tx) => onceFor(tx as never, request, async () => {
      throw new Error('refused');
    }))).rejects.toThrow('refused');
    expect(await ctx.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = ${request.key}`)).toEqual([]);
  });
});
