import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTwoCopies } from '../test/two-copies.js';
import { claimPeriod, startScheduler } from './schedule.js';

// On PostgreSQL (DATABASE_URL): two connection pools on one scratch database, as two copies of
// commerce-api have. On PGlite: one database, two schedulers.
const HOUR = 3_600_000;
let copies: Database[] = [];
let close = async () => {};
beforeAll(async () => {
  ({ copies, close } = await openTwoCopies());
});
afterAll(() => close());

const quiet = pino({ level: 'silent' });

describe('claimPeriod', () => {
  it('gives each period to one caller only, and the next period again', async () => {
    const [a, b] = copies as [Database, Database];
    const t = new Date('2026-12-06T10:20:00Z');
    expect(await claimPeriod(a.db, 'claim-test', HOUR, t)).toBe(true);
    expect(await claimPeriod(b.db, 'claim-test', HOUR, new Date('2026-12-06T10:59:59Z'))).toBe(false);
    expect(await claimPeriod(a.db, 'claim-test', HOUR, t)).toBe(false);
    expect(await claimPeriod(b.db, 'claim-test', HOUR, new Date('2026-12-06T11:00:00Z'))).toBe(true);
    // A clock that went back never re-runs an earlier period.
    expect(await claimPeriod(a.db, 'claim-test', HOUR, t)).toBe(false);
  });

  it('lets one of many racing copies win', async () => {
    const t = new Date('2026-12-06T12:00:00Z');
    const wins = await Promise.all(Array.from({ length: 20 }, (_, i) => claimPeriod(copies[i % 2]!.db, 'race-test', HOUR, t)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});

describe('startScheduler', () => {
  it('runs each job once per period across two runners ticking every minute', async () => {
    const runs: Record<string, Date[]> = { 'sweep-a': [], 'sweep-b': [] };
    const clock = { now: new Date('2026-12-07T00:00:30Z') };
    const runners = copies.map((copy) => startScheduler({
      db: copy.db,
      logger: quiet,
      timer: false,
      now: () => clock.now,
      jobs: Object.keys(runs).map((name) => ({ name, periodMs: HOUR, run: async () => void runs[name]!.push(clock.now) })),
    }));
    // Three hours of minute ticks by both runners, at the same time.
    for (let minute = 0; minute < 180; minute += 1) {
      clock.now = new Date(Date.parse('2026-12-07T00:00:30Z') + minute * 60_000);
      await Promise.all(runners.map((r) => r.tick()));
    }
    for (const name of Object.keys(runs)) {
      expect(runs[name]!.map((d) => d.toISOString().slice(11, 13))).toEqual(['00', '01', '02']);
    }
  });

  it('logs a failing job and runs it again next period', async () => {
    let calls = 0;
    const clock = { now: new Date('2026-12-08T00:10:00Z') };
    const scheduler = startScheduler({
      db: copies[0]!.db, logger: quiet, timer: false, now: () => clock.now,
      jobs: [{ name: 'failing', periodMs: HOUR, run: async () => { calls += 1; throw new Error('boom'); } }],
    });
    expect(await scheduler.tick()).toEqual(['failing']);
    expect(await scheduler.tick()).toEqual([]);
    clock.now = new Date('2026-12-08T01:10:00Z');
    expect(await scheduler.tick()).toEqual(['failing']);
    expect(calls).toBe(2);
  });
});

describe("startScheduler with claim: 'process' (PGlite, one copy)", () => {
  it('runs from the next period on, once per period, without the database', async () => {
    let calls = 0;
    const clock = { now: new Date('2026-12-09T05:30:00Z') };
    const scheduler = startScheduler({
      db: copies[0]!.db, logger: quiet, timer: false, now: () => clock.now, claim: 'process',
      jobs: [{ name: 'local', periodMs: HOUR, run: async () => { calls += 1; } }],
    });
    expect(await scheduler.tick()).toEqual([]);
    clock.now = new Date('2026-12-09T06:00:00Z');
    expect(await scheduler.tick()).toEqual(['local']);
    expect(await scheduler.tick()).toEqual([]);
    expect(calls).toBe(1);
  });
});
