#!/usr/bin/env node
// `pnpm test`: every check and test of the monorepo, in order, with one summary line at the end:
//   lint + the dependency-patch check + import cycles (madge) + typecheck → the docs check (scripts/check-docs.mjs) → unit and integration tests of every package (vitest; PGlite) →
//   commerce-api and BFF integration tests again on the PostgreSQL server (and Redis) → build → the storefront's
//   JavaScript budget (read from the build) → the cluster test (scripts/cluster.mjs; with PostgreSQL and Redis) →
//   end-to-end (Playwright, Chromium).
// Prints `N passed, N failed` last; exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from './lib/stack.mjs';

const resultsDir = path.join(repoRoot, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const report = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** A check that is not a test runner (lint, typecheck, build) counts as one passed or failed item. */
function check(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  tally[ok ? 'passed' : 'failed'] += 1;
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Each Playwright test's outcome and a readable name (project, file, titles) from its JSON report's nested suites. */
function playwrightOutcomes(suites, titles = []) {
  return suites.flatMap((suite) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ status: test.status, name: `[${test.projectName}] ${spec.file} › ${[...here, spec.title].join(' › ')}` })),
    );
    return [...specs, ...playwrightOutcomes(suite.suites ?? [], here)];
  });
}

function vitest(label, dir, env = {}, filters = []) {
  const out = path.join(resultsDir, `${label.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const { ok, seconds } = run(label, 'pnpm', ['--dir', dir, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...filters], env);
  const json = readJson(out);
  if (!json) {
    tally.failed += 1;
    report.push(`FAIL ${label}: no test report (${seconds} s)`);
    return;
  }
  const passed = json.numPassedTests ?? 0;
  const failed = (json.numFailedTests ?? 0) + (ok || json.numFailedTests ? 0 : 1);
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  report.push(`${failed ? 'FAIL' : 'ok  '} ${label}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds} s)`);
  // The summary names each failed test, so a run whose log is cut to its tail still says what failed.
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') report.push(`       ✗ ${path.relative(repoRoot, file.name)} › ${test.fullName ?? test.title}`);
    }
  }
}

function canReach(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const turbo = ['exec', 'turbo', 'run', '--output-logs=errors-only'];
check('lint', 'pnpm', [...turbo, 'lint']);
// Dependencies run as published: a patch needs a decision record naming it and its upstream issue (docs/decisions/0056).
check('no undocumented dependency patches', 'node', ['scripts/check-patches.mjs']);
check('import cycles', 'pnpm', ['check:cycles']);
check('typecheck', 'pnpm', [...turbo, 'typecheck']);
check('docs: commands, paths and links the READMEs name exist', 'node', ['scripts/check-docs.mjs']);

const testedDirs = ['packages', 'apps']
  .flatMap((group) => readdirSync(path.join(repoRoot, group)).map((name) => path.join(group, name)))
  .filter((dir) => {
    const pkg = readJson(path.join(repoRoot, dir, 'package.json'));
    return pkg?.scripts?.test?.includes('vitest');
  });
for (const dir of testedDirs) vitest(`unit+integration ${dir}`, dir, { DATABASE_URL: '' });
vitest('unit scripts', '.', {}, ['--config', 'scripts/vitest.config.mjs']);

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverEnv = (await canReach(redisUrl)) ? { REDIS_URL: redisUrl } : {};
if (!serverEnv.REDIS_URL) report.push(`skip Redis-backed tests: ${redisUrl} not reachable`);
if (await canReach(postgresUrl)) {
  for (const dir of ['apps/commerce-api', 'apps/bff'].filter((d) => testedDirs.includes(d))) {
    vitest(`integration on PostgreSQL ${dir}`, dir, { DATABASE_URL: postgresUrl, ...serverEnv }, ['.int.test.']);
  }
} else {
  report.push(`skip integration on PostgreSQL: ${postgresUrl} not reachable`);
}

const clusterReachable = serverEnv.REDIS_URL !== undefined && (await canReach(postgresUrl));
if (check('build', 'pnpm', [...turbo, 'build'])) {
  // Reads the client build: first-load JavaScript of home, category, product, search and cart (docs/decisions/0015).
  check('JavaScript budget (first load ≤ 100 KiB a page)', 'node', ['apps/storefront/scripts/first-load-js.mjs', '--budget', '100']);
  // Two copies of each app behind balancers on the PostgreSQL server and Redis (about 2-3 minutes, docs/decisions/0068).
  if (clusterReachable) check('cluster: two copies of each app (pnpm test:cluster)', 'node', ['scripts/cluster.mjs'], { CLUSTER_DATABASE_URL: postgresUrl, CLUSTER_REDIS_URL: redisUrl });
  else report.push('skip cluster test: PostgreSQL or Redis not reachable');
  const out = path.join(resultsDir, 'e2e.json');
  const { ok, seconds } = run('end-to-end (Playwright, Chromium)', 'pnpm', ['--dir', 'e2e', 'exec', 'playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const json = readJson(out);
  if (json?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
    tally.passed += expected + flaky;
    tally.failed += unexpected + (ok || unexpected ? 0 : 1);
    tally.skipped += skipped;
    report.push(`${unexpected ? 'FAIL' : 'ok  '} end-to-end: ${expected + flaky} passed (${flaky} flaky), ${unexpected} failed, ${skipped} skipped (${seconds} s)`);
    for (const { status, name } of playwrightOutcomes(json.suites ?? [])) {
      if (status === 'unexpected' || status === 'flaky') report.push(`       ${status === 'flaky' ? '~' : '✗'} ${name}`);
    }
  } else {
    tally.failed += 1;
    report.push(`FAIL end-to-end: no report (${seconds} s)`);
  }
}

console.log(`\n━━ Summary\n${report.join('\n')}\n`);
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed ? 1 : 0);
