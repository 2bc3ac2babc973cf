import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { scheduledRuns } from '../db/schema.js';
import type { Logger } from '../logger.js';

/**
 * Claims the current period of the job `name` for this process: true for exactly one caller per period
 * among every copy of commerce-api on the same database, false for the others and for a period already
 * claimed. One statement, so two copies racing for it cannot both win (docs/decisions/0063).
 *
 * @example
 * await claimPeriod(db, 'idempotency-sweep', 3_600_000, new Date('2026-12-06T10:20:00Z')); // true
 * await claimPeriod(db, 'idempotency-sweep', 3_600_000, new Date('2026-12-06T10:50:00Z')); // false: same hour
 */
export async function claimPeriod(db: Db, name: string, periodMs: number, now: Date): Promise<boolean> {
  const period = Math.floor(now.getTime() / periodMs);
  const rows = await db.insert(scheduledRuns).values({ name, period, claimedAt: now })
    .onConflictDoUpdate({ target: scheduledRuns.name, set: { period, claimedAt: now }, setWhere: sql`${scheduledRuns.period} < ${period}` })
    .returning({ name: scheduledRuns.name });
  return rows.length === 1;
}

export interface ScheduledJob {
  name: string;
  periodMs: number;
  /** Resolves with a count to log (rows removed), or nothing. */
  run(): Promise<number | void>;
}

export interface Scheduler {
  /** One look at every job: runs those whose period this process claims. Resolves with the names it ran. */
  tick(): Promise<string[]>;
  stop(): void;
}

/**
 * Runs `jobs` once per period across every copy sharing `db` (PostgreSQL): each `tickMs` (a minute by
 * default, the first after one tick, so not during the warm-up) every copy tries to claim each job's
 * current period and only the one that wins runs it. A job that fails is logged and waits for its next
 * period, as the timer it replaces did. With `claim: 'process'` (PGlite: one copy) the periods are this
 * process's own, and the first run is in the period after the start.
 */
export function startScheduler(options: {
  db: Db;
  jobs: ScheduledJob[];
  logger: Logger;
  /** 'database' (default): periods claimed in `scheduled_runs`; 'process': by this process alone (PGlite, one copy), from the next period on. */
  claim?: 'database' | 'process';
  tickMs?: number;
  now?: () => Date;
  timer?: boolean;
}): Scheduler {
  const { db, jobs, logger } = options;
  const now = options.now ?? (() => new Date());
  const started = now().getTime();
  const claimed = new Map(jobs.map((job) => [job.name, Math.floor(started / job.periodMs)]));
  const claimPeriodOf = async (job: ScheduledJob, at: Date) => {
    if (options.claim !== 'process') return claimPeriod(db, job.name, job.periodMs, at);
    const period = Math.floor(at.getTime() / job.periodMs);
    if (period <= (claimed.get(job.name) ?? -1)) return false;
    claimed.set(job.name, period);
    return true;
  };
  const log = logger.child({ component: 'scheduler' });
  const tick = async () => {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        const at = now();
        if (!(await claimPeriodOf(job, at))) continue;
        ran.push(job.name);
        const result = await job.run();
        // One line a job a period (whichever copy ran it): the cluster test counts them.
        log.info({ job: job.name, period: Math.floor(at.getTime() / job.periodMs), removed: typeof result === 'number' ? result : undefined }, 'scheduled job done');
      } catch (err) {
        log.warn({ err, job: job.name }, 'scheduled job failed');
      }
    }
    return ran;
  };
  const handle = options.timer === false ? undefined : setInterval(() => void tick(), options.tickMs ?? 60_000);
  handle?.unref();
  return { tick, stop: () => clearInterval(handle) };
}
