#!/usr/bin/env node
// `pnpm bench:web`: what a shopper's phone feels of the store's pages, against the store's targets.
// Loopback only; every run bounded in time; every process stopped on exit. Exits 0 whatever the
// figures (a benchmark reports, it does not fail CI), 1 only when the run itself broke.
//
// 1. Builds the three apps (turbo cache) and starts the store's production build on its own ports
//    (4410-4430, loopback) over its own data in .data/bench-web (the default catalogue, seeded on the
//    first run), the storefront as deployed (page cache at its default).
// 2. Finds real pages: home, the first category of the menu, a product page, search results
//    (`/search?query=pool`), and the cart of a guest who has added that product (a form post to
//    /cart as a browser without JavaScript sends it; the session cookie goes with every request of
//    the cart's runs).
// 3. Lighthouse (default config: MOBILE emulation, simulated throttling; performance only) on each
//    page BENCH_WEB_RUNS times (5) in a fresh headless Chromium each (a failed run is tried again, at
//    most BENCH_WEB_RUNS more attempts a page); the median run by performance score is the page's.
//    Targets: score ≥ 95 on each page.
// 4. First-load JavaScript of each page: every script the median Lighthouse run loaded, fetched again
//    as a browser asks (`accept-encoding: br`), its body counted as sent (brotli, no headers).
//    Target: ≤ 100 KiB on each page.
// 5. Interaction to next paint, in the lab (scripts/lib/interactions.mjs has the method): Playwright
//    on the same Chromium, CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), a phone's viewport,
//    Event Timing entries (PerformanceObserver, type 'event', durationThreshold 16) of one click a
//    fresh page load: Add to Cart and the header's cart button on the product page, a filter link on
//    the category page and on search results; BENCH_WEB_RUNS clicks of each. Target: p75 of all the
//    clicks ≤ 200 ms (each kind's p75 is printed too).
//
// Prints a `target | figure | pass/fail` table, then the details; writes the figures as JSON to
// .data/bench-results/bench-web-<date>.json (and bench-web-latest.json; ignored by git), the median
// runs' Lighthouse reports to .data/bench-web/lighthouse/ and the servers' logs to servers.log there.
// The figures depend on the machine's load (Lighthouse measures real CPU time, then scales it; the
// clicks run on the real CPU slowed 4×): the date, commit and 1-minute load average are printed at the
// start and end. About 8-10 minutes with 5 runs, 3 with BENCH_WEB_RUNS=1.
//
// Env: BENCH_WEB_RUNS (5), BENCH_WEB_DIR (.data/bench-web), BENCH_WEB_PORT_BASE (4410),
// BENCH_WEB_RUN_TIMEOUT_S (120, per Lighthouse run), CHROMIUM_PATH (/usr/bin/chromium),
// BENCH_RESULTS_DIR (.data/bench-results), BENCH_WEB_ONLY (`clicks`: only the lab clicks, no Lighthouse),
// BENCH_WEB_SCENARIOS (comma-separated scenario keys of scripts/lib/interactions.mjs, e.g. `cart-button`).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gitCommit, machineLine, percentile, targetTable, writeResults } from './lib/bench-report.mjs';
import { CPU_SLOWDOWN, SCENARIOS, launchBrowser, measureInteraction } from './lib/interactions.mjs';
import { killChromes, medianRun, runLighthouse } from './lib/lighthouse.mjs';
import { readServiceKey, repoRoot, startStack, stopStack } from './lib/stack.mjs';
import { envInt } from './lib/env-int.mjs';


const RUNS = envInt('BENCH_WEB_RUNS', 5);
const RUN_TIMEOUT_MS = envInt('BENCH_WEB_RUN_TIMEOUT_S', 120) * 1000;
const PORT_BASE = envInt('BENCH_WEB_PORT_BASE', 4410);
const CLICKS_ONLY = process.env.BENCH_WEB_ONLY === 'clicks';
const SCENARIO_KEYS = process.env.BENCH_WEB_SCENARIOS?.split(',').map((key) => key.trim()).filter(Boolean);
const scenarios = SCENARIO_KEYS?.length ? SCENARIOS.filter((s) => SCENARIO_KEYS.includes(s.key)) : SCENARIOS;
if (!scenarios.length) throw new Error(`BENCH_WEB_SCENARIOS names no scenario (known: ${SCENARIOS.map((s) => s.key).join(', ')})`);
const DIR = path.resolve(repoRoot, process.env.BENCH_WEB_DIR ?? '.data/bench-web');
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ports = { commerceApi: PORT_BASE, bff: PORT_BASE + 10, storefront: PORT_BASE + 20 };
/** The store as a shopper reaches it: the storefront's public origin (its PUBLIC_ORIGIN default). */
const STORE = `http://localhost:${ports.storefront}`;
const COMMERCE_API = `http://127.0.0.1:${ports.commerceApi}`;

/**
 * The targets: Lighthouse mobile performance score of each page's median run, its first-load
 * JavaScript (brotli, as sent), and the p75 of the lab clicks' durations to the next paint.
 */
const TARGETS = { score: 95, jsKiB: 100, interactionP75Ms: 200 };

/** What a browser sends with a document request (isbot takes Node's user agent for a crawler). */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

const log = (...args) => console.log(...args);

/** Thrown between steps once Ctrl-C or SIGTERM has begun stopping everything. */
class StoppedError extends Error {
  constructor() {
    super('stopped');
  }
}
/** Set by Ctrl-C or SIGTERM: what fails while everything stops is no error of the bench. */
let signalled = false;

function chromiumVersion() {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    throw new Error(`no Chromium at ${CHROME_PATH} (set CHROMIUM_PATH)`);
  }
}

/** Fails early, with a clear message, when another process holds one of the bench's ports. */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`port ${port} is in use (another bench:web? set BENCH_WEB_PORT_BASE)`)));
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

/** One JSON read from commerce-api with its service key. */
async function commerceApi(p, key) {
  const res = await fetch(`${COMMERCE_API}${p}`, { headers: { accept: 'application/json', 'x-service-key': key }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`commerce-api ${p}: ${res.status}`);
  return res.json();
}

/** A page as a browser gets it (decoded); throws unless it answers 200. */
async function getPage(url, headers = {}) {
  const res = await fetch(url, { headers: { ...BROWSER_HEADERS, ...headers }, signal: AbortSignal.timeout(15_000) });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  // React separates adjacent text nodes with empty comments.
  return html.replaceAll('<!-- -->', '');
}

/**
 * Adds a product to a new guest cart as the product page's form posts it (the fields of the form
 * without JavaScript plus the idempotency key the hydrated form adds; `Origin` for the same-origin
 * guard). Resolves with the `Cookie` header of the session it started (every cookie the answer set),
 * or undefined when the add was refused.
 */
async function addToCart(product) {
  const res = await fetch(`${STORE}/cart`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...BROWSER_HEADERS, origin: STORE, referer: `${STORE}/${product.handle}.html`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'add', productId: String(product.id), quantity: '1', redirectTo: `/${product.handle}.html`, idempotencyKey: randomUUID() }),
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 303 || !cookies.some((c) => /^(?:__Host-)?session_id=/.test(c))) return undefined;
  return cookies.join('; ');
}

/**
 * The pages measured, found in the running store: home, the menu's first category, a product a
 * guest can add to the cart, search results, and that guest's cart.
 * @returns {Promise<{ name: string, url: string, headers?: Record<string, string> }[]>}
 */
async function findPages(key) {
  const menu = await commerceApi('/menu.json', key);
  const category = menu.items?.[0]?.url;
  if (!category) throw new Error('commerce-api /menu.json has no categories');
  const candidates = (await commerceApi('/search/products/query?per_page=24&sort=rating', key)).hits;
  let product;
  let cookie;
  for (const candidate of candidates) {
    cookie = await addToCart(candidate);
    if (cookie) {
      product = candidate;
      break;
    }
  }
  if (!product || !cookie) throw new Error(`none of ${candidates.length} products could be added to a cart`);
  const cart = await getPage(`${STORE}/cart`, { cookie });
  // The cart's line (its Remove button names the product).
  if (!cart.includes('aria-label="Remove ')) throw new Error('the cart page shows no line for the added product');

  let search;
  for (const term of ['pool', 'pump', 'filter']) {
    const html = await getPage(`${STORE}/search?${new URLSearchParams({ query: term })}`);
    if (html.includes('<article')) {
      search = `/search?${new URLSearchParams({ query: term })}`;
      break;
    }
  }
  if (!search) throw new Error('no search term gave results');

  return [
    { name: 'home', url: `${STORE}/` },
    { name: 'category', url: `${STORE}/category/${category}.html` },
    { name: 'product', url: `${STORE}/${product.handle}.html` },
    { name: 'search', url: `${STORE}${search}` },
    { name: 'cart (guest with 1 item)', url: `${STORE}/cart`, headers: { Cookie: cookie } },
  ];
}

const kib = (bytes) => bytes / 1024;

/** The body of `url` as sent to a browser that takes brotli: its bytes (not decoded) and encoding. */
function sentSize(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'br', 'user-agent': BROWSER_HEADERS['user-agent'] }, timeout: 15_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }) : reject(new Error(`${url} answered ${res.statusCode}`))));
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 15 s`)));
    req.on('error', reject);
  });
}

/**
 * First-load JavaScript of a Lighthouse run: every script it loaded, fetched again with
 * `accept-encoding: br`; the bytes of the bodies as sent, and the scripts not sent as brotli.
 */
async function firstLoadJs(run) {
  let bytes = 0;
  const notBrotli = [];
  for (const { url } of run.summary.scripts) {
    const sent = await sentSize(url);
    bytes += sent.bytes;
    if (sent.encoding !== 'br') notBrotli.push(`${new URL(url).pathname} (${sent.encoding})`);
  }
  return { bytes, scripts: run.summary.scripts.length, notBrotli };
}

/** The details of each page's median Lighthouse run (the metrics behind the score, no targets). */
function lighthouseTable(results) {
  const lines = [
    '| page | path | score | TBT ms | LCP s | CLS | FCP s | JS KiB (brotli bodies) | JS KiB (Lighthouse, with headers) | total KiB | scores of the runs |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, runs, failures, js } of results) {
    const pathOf = new URL(page.url).pathname + new URL(page.url).search;
    const median = medianRun(runs);
    const scores = runs.map((r) => r.summary.score).sort((a, b) => a - b).join(', ');
    const runsCell = `${scores || '-'}${failures.length ? ` (${failures.length} failed, tried again)` : ''}`;
    if (!median) {
      lines.push(`| ${page.name} | ${pathOf} | failed | - | - | - | - | - | - | - | ${runsCell} |`);
      continue;
    }
    const s = median.summary;
    lines.push(
      `| ${page.name} | ${pathOf} | ${s.score} | ${s.tbtMs.toFixed(0)} | ${(s.lcpMs / 1000).toFixed(2)} | ${s.cls.toFixed(3)} | ${(s.fcpMs / 1000).toFixed(2)} | ${js ? kib(js.bytes).toFixed(1) : '-'} | ${kib(s.jsBytes).toFixed(1)} | ${kib(s.totalBytes).toFixed(1)} | ${runsCell} |`,
    );
  }
  return lines;
}

/** Per page, the median run's largest scripts and where its JavaScript time went. */
function scriptLines(results) {
  const name = (url) => {
    const u = new URL(url);
    return u.pathname.split('/').at(-1) || u.pathname;
  };
  const lines = ['Largest scripts of each median run (KiB transferred) and JavaScript execution by script (ms, throttled):', ''];
  for (const { page, runs } of results) {
    const median = medianRun(runs);
    if (!median) continue;
    const { scripts, bootup } = median.summary;
    const top = scripts.slice(0, 5).map((s) => `${name(s.url)} ${kib(s.transferSize).toFixed(1)}`).join(', ');
    const rest = scripts.length > 5 ? `, ${scripts.length - 5} more ${kib(scripts.slice(5).reduce((sum, s) => sum + s.transferSize, 0)).toFixed(1)}` : '';
    const time = bootup.slice(0, 3).map((b) => `${b.url.startsWith('http') ? name(b.url) : b.url} ${b.total.toFixed(0)}`).join(', ');
    lines.push(`- ${page.name}: ${scripts.length} scripts: ${top}${rest}. Execution: ${time || '-'}.`);
  }
  return lines;
}

/**
 * The lab clicks: RUNS of each scenario, one fresh page load each (a failed click is tried again, at
 * most RUNS more attempts a scenario). Resolves to each scenario's durations (ms) and failures.
 */
async function measureInteractions(pages, goOn) {
  const urlOf = { product: pages.find((p) => p.name === 'product').url, category: pages.find((p) => p.name === 'category').url, search: pages.find((p) => p.name === 'search').url };
  const browser = await launchBrowser(CHROME_PATH);
  try {
    const out = [];
    for (const scenario of scenarios) {
      const samples = [];
      const failures = [];
      for (let attempt = 1; samples.length < RUNS && attempt <= 2 * RUNS; attempt++) {
        goOn();
        try {
          const sample = await measureInteraction(browser, scenario, urlOf[scenario.page]);
          samples.push(sample);
          log(`  ${scenario.label} click ${samples.length}/${RUNS}: ${sample.belowThreshold ? '< 16' : sample.ms.toFixed(0)} ms (${sample.entries.map((e) => `${e.name} ${e.duration}`).join(', ') || 'no entry over 16 ms'}), load ${os.loadavg()[0].toFixed(2)}`);
        } catch (error) {
          failures.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
          log(`  ${scenario.label} click failed: ${failures.at(-1)}`);
        }
      }
      out.push({ scenario, samples, failures });
    }
    return out;
  } finally {
    await browser.close();
  }
}

const p75 = (values) => percentile([...values].sort((a, b) => a - b), 75);

/** The target rows of the run. */
function targetRows(results, interactions) {
  const rows = [];
  for (const { page, runs } of results) {
    const median = medianRun(runs);
    rows.push({ target: `Lighthouse mobile score, ${page.name} ≥ ${TARGETS.score}`, figure: median ? `${median.summary.score} (median of ${runs.length})` : 'no run', pass: median ? median.summary.score >= TARGETS.score : false });
  }
  for (const { page, js } of results) {
    rows.push({ target: `first-load JS, ${page.name} ≤ ${TARGETS.jsKiB} KiB brotli`, figure: js ? `${kib(js.bytes).toFixed(1)} KiB (${js.scripts} scripts)` : 'no run', pass: js ? kib(js.bytes) <= TARGETS.jsKiB && js.notBrotli.length === 0 : false });
  }
  const all = interactions.flatMap(({ samples }) => samples.map((s) => s.ms));
  for (const { scenario, samples } of interactions) {
    const value = p75(samples.map((s) => s.ms));
    rows.push({ target: `click → next paint, ${scenario.label}, p75 ≤ ${TARGETS.interactionP75Ms} ms`, figure: samples.length ? `${value.toFixed(0)} ms (${samples.length} clicks)` : 'no click', pass: samples.length ? value <= TARGETS.interactionP75Ms : false });
  }
  const overall = p75(all);
  rows.push({ target: `click → next paint, all clicks, p75 ≤ ${TARGETS.interactionP75Ms} ms (CPU ${CPU_SLOWDOWN}× slower)`, figure: all.length ? `${overall.toFixed(0)} ms (${all.length} clicks)` : 'no click', pass: all.length ? overall <= TARGETS.interactionP75Ms : false });
  return rows;
}

async function main() {
  const commit = gitCommit();
  const started = machineLine('Start');
  log(`pnpm bench:web: commit ${commit}; ${chromiumVersion()}; Node ${process.version}; ${RUNS} Lighthouse run(s) and click(s) of each kind per page`);
  log(started);
  for (const port of Object.values(ports)) await assertPortFree(port);

  log('Building the apps (turbo cache)...');
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@pool/storefront', '--filter=@pool/bff', '--filter=@pool/commerce-api', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`build failed (${build.status ?? build.signal})`);

  mkdirSync(path.join(DIR, 'lighthouse'), { recursive: true });
  const logFile = path.join(DIR, 'servers.log');
  const logFd = openSync(logFile, 'w');
  // The servers while they start: startStack hands back no process before all are ready (and stops
  // them itself when the start fails), so a stop that comes meanwhile waits for the start to settle.
  // (Ctrl-C reaches the servers too, which ends their start at once.)
  /** @type {Promise<Record<string, import('node:child_process').ChildProcess | undefined>>} */
  let stackStarted = Promise.resolve({});
  /** The servers once started, for the last-resort kill on exit. */
  let stack = {};
  let stopping;
  const stopAll = () => {
    stopping ??= (async () => {
      killChromes();
      await stopStack(await stackStarted.catch(() => ({})));
      closeSync(logFd);
    })();
    return stopping;
  };
  /** Called between steps: after a stop has begun, nothing new starts. */
  const goOn = () => {
    if (stopping) throw new StoppedError();
  };
  // Ctrl-C (the whole process group gets it) or a kill: stop the servers and Chromium, then exit.
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
    process.once(signal, () => {
      signalled = true;
      log(`\n${signal}: stopping...`);
      void stopAll().finally(() => process.exit(code));
    });
  }
  // Last resort if the process exits some other way: nothing outlives it.
  process.once('exit', () => {
    killChromes();
    for (const child of Object.values(stack)) if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  try {
    log(`Starting commerce-api, BFF and storefront on ports ${ports.commerceApi}-${ports.storefront} over ${path.relative(repoRoot, DIR)} (logs: ${path.relative(repoRoot, logFile)}; the first run seeds the catalogue)...`);
    stackStarted = startStack({
      ports: { commerceApi: ports.commerceApi, bff: ports.bff, storefront: ports.storefront },
      dataDir: DIR,
      // As deployed (the page cache at its default, whatever the caller's shell says),
      // loopback only, no metrics listener.
      env: { HOST: '127.0.0.1', METRICS_PORT: '0', LOG_LEVEL: 'warn', PAGE_CACHE_SECONDS: undefined },
      stdio: ['ignore', logFd, logFd],
    });
    stack = await stackStarted;
    goOn();
    const key = readServiceKey('commerce-api-key', { secretsDir: path.join(DIR, 'secrets') });
    const pages = await findPages(key);
    log('Pages:');
    for (const page of pages) log(`  ${page.name}: ${page.url}${page.headers ? ' (with the session cookie)' : ''}`);

    // Warm every page (JIT, BFF cache, the storefront's page cache): a store in service is warm.
    for (const page of pages) for (let i = 0; i < 3; i++) await getPage(page.url, page.headers ? { cookie: page.headers.Cookie } : {});

    log('Lighthouse:');
    const results = [];
    for (const page of CLICKS_ONLY ? [] : pages) {
      const runs = [];
      const failures = [];
      // A failed run (a timeout, or Lighthouse's NO_NAVSTART on a busy machine) is tried again, up to
      // RUNS more attempts in all per page.
      let retry = false;
      for (let attempt = 1; runs.length < RUNS && attempt <= 2 * RUNS; attempt++) {
        goOn();
        const t0 = performance.now();
        const label = `  ${page.name} run ${runs.length + 1}/${RUNS}${retry ? ' (again)' : ''}`;
        try {
          const run = await runLighthouse(page.url, { chromePath: CHROME_PATH, timeoutMs: RUN_TIMEOUT_MS, headers: page.headers });
          runs.push(run);
          retry = false;
          const s = run.summary;
          log(`${label}: ${s.score} (TBT ${s.tbtMs.toFixed(0)} ms, LCP ${(s.lcpMs / 1000).toFixed(2)} s, JS ${kib(s.jsBytes).toFixed(1)} KiB) in ${((performance.now() - t0) / 1000).toFixed(0)} s, load ${os.loadavg()[0].toFixed(2)}`);
        } catch (error) {
          failures.push(error);
          retry = true;
          log(`${label} failed: ${error instanceof Error ? error.message : error}`);
        }
      }
      const median = medianRun(runs);
      if (median) writeFileSync(path.join(DIR, 'lighthouse', `${page.name.split(' ')[0]}.json`), JSON.stringify(median.lhr));
      results.push({ page, runs, failures, js: median ? await firstLoadJs(median) : undefined });
    }

    log(`Clicks → next paint (CPU ${CPU_SLOWDOWN}× slower):`);
    const interactions = await measureInteractions(pages, goOn);
    const ended = machineLine('End');

    const rows = targetRows(results, interactions);
    const benchmarkIndexes = results.flatMap(({ runs }) => runs.map((r) => r.summary.benchmarkIndex)).filter(Number.isFinite);
    const warnings = [...new Set(results.flatMap(({ runs }) => runs.flatMap((r) => r.summary.warnings)))];
    const notBrotli = results.flatMap(({ js }) => js?.notBrotli ?? []);
    const lines = [
      `Lighthouse ${results.find((r) => r.runs.length)?.runs[0].lhr.lighthouseVersion ?? '?'}, default config (mobile emulation, simulated throttling), performance only; ${RUNS} run(s) per page, median by performance score. Commit ${commit}.`,
      `${started}.`,
      `${ended}.`,
      `Lighthouse's CPU benchmark index over the runs: ${benchmarkIndexes.length ? `${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}` : '-'} (higher is faster; it falls when the machine is busy).`,
      '',
      ...targetTable(rows),
      ...(notBrotli.length ? ['', `Scripts not sent as brotli (they fail the JS target): ${[...new Set(notBrotli)].join(', ')}.`] : []),
      '',
      'Median Lighthouse runs:',
      '',
      ...lighthouseTable(results),
      '',
      ...scriptLines(results),
      '',
      `Clicks (ms to the next paint, ${RUNS} a kind, one fresh page load each; "16" is under Event Timing's 16 ms threshold):`,
      '',
      ...interactions.map(({ scenario, samples, failures }) => `- ${scenario.label}: ${samples.map((s) => s.ms.toFixed(0)).join(', ') || '-'}${failures.length ? ` (${failures.length} failed: ${failures[0]})` : ''}`),
      ...(warnings.length ? ['', 'Lighthouse warnings:', ...warnings.map((w) => `- ${w}`)] : []),
    ];
    log(`\n${lines.join('\n')}`);
    writeFileSync(path.join(DIR, 'results.md'), `${lines.join('\n')}\n`);
    const json = writeResults('bench-web', {
      targets: rows,
      runsPerPage: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      pages: results.map(({ page, runs, failures, js }) => ({
        name: page.name,
        url: page.url,
        runs: runs.map((r) => ({ score: r.summary.score, tbtMs: r.summary.tbtMs, lcpMs: r.summary.lcpMs, cls: r.summary.cls, fcpMs: r.summary.fcpMs, jsTransferBytes: r.summary.jsBytes, totalBytes: r.summary.totalBytes, benchmarkIndex: r.summary.benchmarkIndex })),
        failures: failures.length,
        firstLoadJsBrotliBytes: js?.bytes ?? null,
      })),
      interactions: interactions.map(({ scenario, samples, failures }) => ({ key: scenario.key, label: scenario.label, ms: samples.map((s) => s.ms), entries: samples.map((s) => s.entries), failures })),
    });
    log(`\n(also written to ${path.relative(repoRoot, path.join(DIR, 'results.md'))} and ${path.relative(repoRoot, json)}; the median runs' reports in ${path.relative(repoRoot, path.join(DIR, 'lighthouse'))}/)`);
    // The run broke (not a figure missing its target): a page without a single run, or no click measured.
    if (results.some(({ runs }) => runs.length === 0) || interactions.some(({ samples }) => samples.length === 0)) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  // A stop by signal exits on its own once everything has stopped.
  if (signalled || error instanceof StoppedError) return;
  console.error(error);
  process.exitCode = 1;
});
