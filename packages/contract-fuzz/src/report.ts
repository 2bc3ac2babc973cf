import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteCounts, RouteReport } from './runner.js';

export interface FuzzTotals extends RouteCounts {
  routes: number;
}

const counted = ['requests', 'skipped', 'fiveXx', 'badProblems', 'noResponse', 'writes', 'durationMs'] as const satisfies readonly (keyof RouteCounts)[];

export interface FuzzReportFile {
  app: string;
  runsPerRoute: number;
  seed: number;
  finishedAt: string;
  totals: FuzzTotals;
  routes: RouteReport[];
}

export function totalsOf(reports: readonly RouteReport[]): FuzzTotals {
  const totals: FuzzTotals = { routes: reports.length, requests: 0, skipped: 0, fiveXx: 0, badProblems: 0, noResponse: 0, writes: 0, durationMs: 0 };
  for (const report of reports) {
    for (const key of counted) totals[key] += report[key];
  }
  return totals;
}

/**
 * Writes `fuzz-{app}.json` (totals and per-route figures) into `dir`: the repository's test-results/,
 * which `pnpm test` and `pnpm test:chaos` read and the README quotes.
 */
export function writeFuzzReport(dir: string, app: string, runsPerRoute: number, seed: number, reports: readonly RouteReport[]): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `fuzz-${app}.json`);
  const content: FuzzReportFile = { app, runsPerRoute, seed, finishedAt: new Date().toISOString(), totals: totalsOf(reports), routes: [...reports] };
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
