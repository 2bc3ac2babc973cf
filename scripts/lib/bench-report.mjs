// What `pnpm bench` and `pnpm bench:web` hand back: a short `target | figure | pass/fail` table and a
// JSON file of the run under .data/bench-results/ (ignored by git; BENCH_RESULTS_DIR moves it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

export const RESULTS_DIR = path.resolve(repoRoot, process.env.BENCH_RESULTS_DIR ?? '.data/bench-results');

/**
 * @typedef {object} TargetRow
 * @property {string} target what is promised, e.g. "Lighthouse mobile score, home ≥ 95"
 * @property {string} figure what was measured, as printed
 * @property {boolean | null} pass null: a figure to watch, with no target
 */

/** The rows as a Markdown table. @param {TargetRow[]} rows */
export function targetTable(rows) {
  const verdict = (pass) => (pass === null ? 'watch' : pass ? 'pass' : 'FAIL');
  return ['| target | figure | pass/fail |', '|---|---|---|', ...rows.map((r) => `| ${r.target} | ${r.figure} | ${verdict(r.pass)} |`)];
}

/** The commit measured, marked when the work tree has changes. */
export function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

/** The date, commit and load: what makes two runs' figures comparable or not. */
export function machineLine(when) {
  const [one, five] = os.loadavg();
  return `${when}: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, 1-minute load average ${one.toFixed(2)} (5-minute ${five.toFixed(2)}) on ${os.cpus().length} cores`;
}

/**
 * Writes `data` (with the date, commit, machine and the target rows) to
 * RESULTS_DIR/<name>-<date>.json and to RESULTS_DIR/<name>-latest.json; resolves to the dated file's path.
 * @param {string} name `bench` or `bench-web`
 * @param {{ targets: TargetRow[] } & Record<string, unknown>} data
 */
export function writeResults(name, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const body = JSON.stringify({ name, date, commit: gitCommit(), node: process.version, cores: os.cpus().length, loadAverage: os.loadavg(), ...data }, null, 2);
  const file = path.join(RESULTS_DIR, `${name}-${date.replace(/:/g, '-')}.json`);
  writeFileSync(file, `${body}\n`);
  writeFileSync(path.join(RESULTS_DIR, `${name}-latest.json`), `${body}\n`);
  return file;
}

/** The nearest-rank percentile `p` (0-100) of ascending `sorted` numbers; NaN when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of numbers (the lower middle one of an even count); NaN when there are none. */
export function median(values) {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
}
