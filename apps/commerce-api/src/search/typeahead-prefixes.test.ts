import { describe, expect, it } from 'vitest';
import { PENDING_MAX, PENDING_REBUILD_MS, prefixBuildStale, REBUILD_MS } from './typeahead-prefixes.js';

describe('prefixBuildStale', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  const builtAgo = (ms: number, pending = 0, version = 7) => ({ version, builtAt: new Date(now - ms), pending });

  it('builds when there are no lists yet', () => {
    expect(prefixBuildStale(null, 7, now)).toBe(true);
  });

  it('takes waiting products in after ten minutes, or after a minute when many wait', () => {
    expect(prefixBuildStale(builtAgo(PENDING_REBUILD_MS - 1, 1), 7, now)).toBe(false);
    expect(prefixBuildStale(builtAgo(PENDING_REBUILD_MS, 1), 7, now)).toBe(true);
    expect(prefixBuildStale(builtAgo(59_000, PENDING_MAX), 7, now)).toBe(false);
    expect(prefixBuildStale(builtAgo(60_000, PENDING_MAX), 7, now)).toBe(true);
  });

  it('follows a changed catalogue (review counts move the order) hourly, and never an unchanged one', () => {
    expect(prefixBuildStale(builtAgo(REBUILD_MS - 1, 0, 6), 7, now)).toBe(false);
    expect(prefixBuildStale(builtAgo(REBUILD_MS, 0, 6), 7, now)).toBe(true);
    expect(prefixBuildStale(builtAgo(10 * REBUILD_MS), 7, now)).toBe(false);
  });
});
