import { describe, expect, it } from 'vitest';
import { totalsOf } from './report.js';
import type { RouteReport } from './runner.js';

const route = (counts: Partial<RouteReport>): RouteReport => ({
  route: 'r', method: 'GET', path: '/r', requests: 0, skipped: 0, fiveXx: 0, badProblems: 0, noResponse: 0, writes: 0, durationMs: 0,
  statuses: {}, verdicts: {}, kinds: {}, findings: [], ...counts,
});

describe('totalsOf', () => {
  it('adds up every count of the routes and counts the routes', () => {
    expect(totalsOf([
      route({ requests: 10, skipped: 2, fiveXx: 1, badProblems: 0, noResponse: 3, writes: 0, durationMs: 120 }),
      route({ requests: 5, skipped: 1, fiveXx: 0, badProblems: 4, noResponse: 0, writes: 2, durationMs: 30 }),
    ])).toEqual({ routes: 2, requests: 15, skipped: 3, fiveXx: 1, badProblems: 4, noResponse: 3, writes: 2, durationMs: 150 });
  });

  it('is all zeros for no routes', () => {
    expect(totalsOf([])).toEqual({ routes: 0, requests: 0, skipped: 0, fiveXx: 0, badProblems: 0, noResponse: 0, writes: 0, durationMs: 0 });
  });
});
