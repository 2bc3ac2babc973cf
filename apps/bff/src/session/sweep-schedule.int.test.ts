import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { claimRedisPeriod } from './sweep-schedule.js';

// The production path: runs when REDIS_URL points at a server (`pnpm test` passes the machine's own).
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the session sweep across BFF copies (Redis)', () => {
  const copies = [new Redis(redisUrl!), new Redis(redisUrl!)];
  const key = `pool:bff:test:${randomUUID()}:session-sweep`;
  afterAll(async () => {
    const keys = await copies[0]!.keys(`${key}:*`);
    if (keys.length > 0) await copies[0]!.del(...keys);
    await Promise.all(copies.map((c) => c.quit()));
  });

  it('runs once per hour whatever the number of copies ticking each minute', async () => {
    const HOUR = 3_600_000;
    const start = Date.parse('2026-12-07T00:00:30Z');
    const runs: number[] = [];
    for (let minute = 0; minute < 180; minute += 1) {
      const now = start + minute * 60_000;
      const wins = await Promise.all(copies.map((redis) => claimRedisPeriod(redis, key, HOUR, now)));
      for (const won of wins) if (won) runs.push(now);
    }
    expect(runs.map((t) => new Date(t).toISOString().slice(11, 16))).toEqual(['00:00', '01:00', '02:00']);
  });
});
