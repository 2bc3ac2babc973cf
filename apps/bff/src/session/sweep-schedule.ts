import type { Redis } from 'ioredis';

/**
 * Claims the current period of the job `key` among every BFF sharing `redis`: true for the one copy
 * whose `SET NX` lands first in a period, false for the others (docs/decisions/0063). The claim
 * outlives its period, so a copy whose clock lags a little cannot claim the same period again.
 *
 * @example
 * await claimRedisPeriod(redis, 'pool:bff:jobs:session-sweep', 3_600_000, Date.now()); // true once an hour
 */
export async function claimRedisPeriod(redis: Redis, key: string, periodMs: number, nowMs: number): Promise<boolean> {
  const period = Math.floor(nowMs / periodMs);
  return (await redis.set(`${key}:${period}`, String(nowMs), 'PX', periodMs * 2, 'NX')) === 'OK';
}

/**
 * Runs `sweep` once per `periodMs`: with `redis`, once across every copy (each checks each `tickMs`
 * whether it claims the period; the first claim is in the period after the start); without it, on this
 * process's own timer, at the start and then each period (session files are one machine's).
 */
export function scheduleSweep(options: {
  sweep: () => void;
  periodMs: number;
  redis?: Redis;
  key: string;
  tickMs?: number;
}): () => void {
  const { sweep, periodMs, redis, key } = options;
  if (!redis) {
    sweep();
    const timer = setInterval(sweep, periodMs);
    timer.unref();
    return () => clearInterval(timer);
  }
  const started = Math.floor(Date.now() / periodMs);
  const timer = setInterval(() => {
    const now = Date.now();
    if (Math.floor(now / periodMs) <= started) return;
    claimRedisPeriod(redis, key, periodMs, now).then((won) => won && sweep(), () => {});
  }, options.tickMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
