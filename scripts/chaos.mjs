#!/usr/bin/env node
// `pnpm test:chaos`: the contract fuzz tests (apps/*/src/**/*.fuzz.test.ts) at chaos size, then the
// concurrency trials and fault latency runs (*.chaos.test.ts) and the soak (scripts/soak.mjs).
//   FUZZ_RUNS  requests per route (default 10000; `pnpm test` runs the same tests at 40)
//   FUZZ_SEED  the seed (default: a new one each run, printed, so a finding can be replayed)
// The BFF's and commerce-api's fuzz tests run side by side (one process each, on PGlite). Each writes
// test-results/chaos/fuzz-{app}.json; this script prints one table from them: route, requests sent,
// 5xx seen, writes seen (and 4xx answers that were not problem+json, requests left unanswered).
// Exits non-zero when anything was found or a test run failed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/stack.mjs';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`FUZZ_RUNS must be a positive whole number (got ${process.env.FUZZ_RUNS})`);
  process.exit(2);
}
const seed = Number.isInteger(Number(process.env.FUZZ_SEED)) && process.env.FUZZ_SEED !== '' && process.env.FUZZ_SEED !== undefined
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const outDir = path.join(repoRoot, 'test-results', 'chaos');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const apps = [
  { name: 'commerce-api', dir: 'apps/commerce-api' },
  { name: 'bff', dir: 'apps/bff' },
];

console.log(`Chaos fuzzing: ${runs} malformed requests per route, seed ${seed} (replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} pnpm test:chaos)`);
console.log(`Logs and reports: ${path.relative(repoRoot, outDir)}/\n`);

const started = Date.now();
const results = await Promise.all(apps.map((app) => new Promise((resolve) => {
  const log = createWriteStream(path.join(outDir, `${app.name}.log`));
  const appStarted = Date.now();
  const child = spawn('pnpm', ['--dir', app.dir, 'exec', 'vitest', 'run', '.fuzz.test.', '--reporter=default'], {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0', FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT_DIR: outDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  // The tests rewrite their report after every route: one line per finished route, so a long run shows progress.
  let shown = 0;
  const progress = setInterval(() => {
    let report;
    try {
      report = JSON.parse(readFileSync(path.join(outDir, `fuzz-${app.name}.json`), 'utf8'));
    } catch {
      return;
    }
    for (const route of report.routes.slice(shown)) {
      const found = route.fiveXx + route.writes + route.badProblems + route.noResponse;
      console.log(`  ${app.name.padEnd(12)} ${found ? '×' : '✓'} ${route.route.padEnd(26)} ${String(route.requests).padStart(6)} requests, ${route.fiveXx} 5xx, ${route.writes} writes (${(route.durationMs / 1000).toFixed(1)} s)`);
    }
    shown = report.routes.length;
  }, 2_000);
  child.on('close', (code) => {
    clearInterval(progress);
    log.end();
    resolve({ ...app, ok: code === 0, seconds: (Date.now() - appStarted) / 1000 });
  });
})));

const rows = [];
const totals = { routes: 0, requests: 0, fiveXx: 0, writes: 0, badProblems: 0, noResponse: 0, skipped: 0, ms: 0 };
for (const app of results) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(outDir, `fuzz-${app.name}.json`), 'utf8'));
  } catch {
    app.ok = false;
    rows.push([app.name, '(no report: see the log)', '-', '-', '-', '-', '-', '-']);
    continue;
  }
  for (const route of report.routes) {
    rows.push([
      app.name, `${route.route} ${route.method} ${route.path}`, route.requests, route.fiveXx, route.writes,
      route.badProblems + route.noResponse, (route.durationMs / 1000).toFixed(1), (route.durationMs / Math.max(1, route.requests)).toFixed(2),
    ]);
  }
  // The report's own totals (contract-fuzz `totalsOf`), summed over the apps.
  for (const key of Object.keys(totals)) totals[key] += key === 'ms' ? report.totals.durationMs : report.totals[key];
}

const header = ['app', 'route', 'requests', '5xx', 'writes', 'other', 'seconds', 'ms/request'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
const line = (cells) => cells.map((cell, i) => (i >= 2 ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
console.log(line(['total', `${totals.routes} routes`, totals.requests, totals.fiveXx, totals.writes, totals.badProblems + totals.noResponse, (totals.ms / 1000).toFixed(1), (totals.ms / Math.max(1, totals.requests)).toFixed(2)]));
console.log(`\n"other": 4xx answers without a problem+json title, and requests left unanswered. ${totals.skipped} generated well-formed writes were not sent.`);
for (const app of results) console.log(`${app.ok ? 'ok  ' : 'FAIL'} ${app.name}: ${app.seconds.toFixed(0)} s${app.ok ? '' : ` (findings and failures in ${path.relative(repoRoot, path.join(outDir, `${app.name}.log`))})`}`);
console.log(`Fuzzing wall time ${((Date.now() - started) / 60_000).toFixed(1)} min, seed ${seed}.`);
const fuzzOk = results.every((app) => app.ok) && totals.fiveXx + totals.writes + totals.badProblems + totals.noResponse === 0;

// Then the runs that do not fit in `pnpm test` (CHAOS=1 includes the *.chaos.test.ts files):
// concurrency trials on PostgreSQL, page p99 through a hanging commerce-api, and the soak.
function step(label, command, args, env = {}) {
  console.log(`\n━━ ${label}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  return result.status === 0;
}
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const steps = {
  concurrency: step('concurrency: 200 trials of 50 parallel adds and 100 checkout trials (2 tabs x 4 submits) on PostgreSQL', 'pnpm', ['--dir', 'apps/commerce-api', 'exec', 'vitest', 'run', '.chaos.test.'], { CHAOS: '1', DATABASE_URL: postgresUrl }),
  faults: step('faults: page p99 with commerce-api hanging', 'pnpm', ['--dir', 'apps/bff', 'exec', 'vitest', 'run', '.chaos.test.'], { CHAOS: '1', DATABASE_URL: '' }),
  soak: process.env.SOAK === '0' ? true : step('soak (SOAK=0 skips it; needs pnpm build)', 'node', ['scripts/soak.mjs']),
};
const figure = (file) => {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, 'test-results', file), 'utf8'));
  } catch {
    return null;
  }
};
const concurrency = figure('chaos-concurrency.json');
const faults = figure('chaos-faults.json');
const soak = figure('soak.json');
console.log('\n━━ Chaos summary');
console.log(`fuzzing      ${fuzzOk ? 'ok  ' : 'FAIL'} ${totals.requests} malformed requests over ${totals.routes} routes, ${totals.fiveXx} 5xx, ${totals.writes} writes`);
console.log(`concurrency  ${steps.concurrency ? 'ok  ' : 'FAIL'} ${concurrency ? `${concurrency.trials} trials × ${concurrency.parallel} adds: ${concurrency.updatesLost} lost, ${concurrency.updatesDoubled} doubled, ${concurrency.failures5xx} 5xx` : 'no figures'}`);
console.log(`faults       ${steps.faults ? 'ok  ' : 'FAIL'} ${faults ? `p99 healthy ${faults.healthyP99Ms} ms, hanging ${faults.hangingP99Ms} ms; ${faults.fiveHundreds} 500s; recovered ${faults.recovered}` : 'no figures'}`);
console.log(`soak         ${steps.soak ? 'ok  ' : 'FAIL'} ${soak ? `${soak.requests} requests in ${soak.seconds} s, flat ${soak.flat}` : 'skipped'}`);
process.exit(fuzzOk && Object.values(steps).every(Boolean) ? 0 : 1);
