#!/usr/bin/env node
// `pnpm bench:web`: Lighthouse figures of the store's pages as a shopper's phone gets them (issue #16,
// "fast pages"). Loopback only; every run bounded in time; every process stopped on exit.
//
// 1. Builds the three apps (turbo cache) and starts them on their own ports (4410-4430, loopback)
//    over their own data in .data/bench-web (the default catalogue, seeded on the first run).
// 2. Builds and serves the bare Remix app (scripts/bench-bare-remix: one route, a heading and a link,
//    the storefront's Remix, React and future flags) on port 4440: the framework's floor of
//    first-load JavaScript.
// 3. Finds real pages: home, the first category of the menu, a product page, search results
//    (`/search?query=pool`), and the cart of a guest who has added that product (a form post to
//    /cart as a browser without JavaScript sends it; the session cookie goes with every request of
//    the cart's runs).
// 4. Runs Lighthouse (default config: mobile emulation, simulated throttling; performance only) on
//    each page BENCH_WEB_RUNS times in a fresh headless Chromium each (a failed run is tried again,
//    at most BENCH_WEB_RUNS more attempts a page), and prints the median run by performance score
//    against the issue's targets (also written to .data/bench-web/results.md, with the median runs'
//    full reports as JSON under .data/bench-web/lighthouse/, and the servers' logs in servers.log).
//
// The figures depend on the machine's load (Lighthouse measures real CPU time, then scales it): the
// date, commit and 1-minute load average are printed at the start and end. About 10 s a run: 6-7
// minutes with 5 runs a page, 2 with BENCH_WEB_RUNS=1 (the first run also seeds the catalogue).
//
// Env: BENCH_WEB_RUNS (5), BENCH_WEB_DIR (.data/bench-web), BENCH_WEB_PORT_BASE (4410),
// BENCH_WEB_RUN_TIMEOUT_S (120, per Lighthouse run), CHROMIUM_PATH (/usr/bin/chromium).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildBareRemix, startBareRemix } from './lib/bare-remix.mjs';
import { killChromes, medianRun, runLighthouse } from './lib/lighthouse.mjs';
import { readServiceKey, repoRoot, startStack, stopApp, stopStack } from './lib/stack.mjs';

/** A positive whole number from the environment, or `fallback`. */
function envInt(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not ${JSON.stringify(value)}`);
  return n;
}

const RUNS = envInt('BENCH_WEB_RUNS', 5);
const RUN_TIMEOUT_MS = envInt('BENCH_WEB_RUN_TIMEOUT_S', 120) * 1000;
const PORT_BASE = envInt('BENCH_WEB_PORT_BASE', 4410);
const DIR = path.resolve(repoRoot, process.env.BENCH_WEB_DIR ?? '.data/bench-web');
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ports = { commerceApi: PORT_BASE, bff: PORT_BASE + 10, storefront: PORT_BASE + 20, bare: PORT_BASE + 30 };
/** The store as a shopper reaches it: the storefront's public origin (its PUBLIC_ORIGIN default). */
const STORE = `http://localhost:${ports.storefront}`;
const BARE = `http://127.0.0.1:${ports.bare}`;
const COMMERCE_API = `http://127.0.0.1:${ports.commerceApi}`;

/** The issue's targets, for a page's median run. */
const TARGETS = { score: 95, tbtMs: 150, lcpMs: 2000, cls: 0.01, jsKiB: 100 };

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

/** The date, commit and load: what makes two runs' figures comparable or not. */
function machineLine(when) {
  const [one, five] = os.loadavg();
  return `${when}: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, 1-minute load average ${one.toFixed(2)} (5-minute ${five.toFixed(2)}) on ${os.cpus().length} cores`;
}

/** The commit measured, marked when the work tree has changes. */
function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

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
    { name: 'bare Remix app', url: `${BARE}/` },
  ];
}

const kib = (bytes) => bytes / 1024;
const mark = (ok) => (ok ? '✓' : '✗');

/** The table of median runs, one row a page, each figure marked against its target. */
function resultsTable(results) {
  const lines = [
    `| page | path | performance (≥ ${TARGETS.score}) | TBT ms (≤ ${TARGETS.tbtMs}) | LCP s (≤ ${TARGETS.lcpMs / 1000}) | CLS (≤ ${TARGETS.cls}) | FCP s | JS KiB (≤ ${TARGETS.jsKiB}) | total KiB | scores of the runs |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, runs, failures } of results) {
    const pathOf = new URL(page.url).pathname + new URL(page.url).search;
    const median = medianRun(runs);
    const scores = runs.map((r) => r.summary.score).sort((a, b) => a - b).join(', ');
    const runsCell = `${scores || '-'}${failures.length ? ` (${failures.length} failed, tried again)` : ''}`;
    if (!median) {
      lines.push(`| ${page.name} | ${pathOf} | failed | - | - | - | - | - | - | ${runsCell} |`);
      continue;
    }
    const s = median.summary;
    lines.push(
      `| ${page.name} | ${pathOf} | ${s.score} ${mark(s.score >= TARGETS.score)} | ${s.tbtMs.toFixed(0)} ${mark(s.tbtMs <= TARGETS.tbtMs)} | ${(s.lcpMs / 1000).toFixed(2)} ${mark(s.lcpMs <= TARGETS.lcpMs)} | ${s.cls.toFixed(3)} ${mark(s.cls <= TARGETS.cls)} | ${(s.fcpMs / 1000).toFixed(2)} | ${kib(s.jsBytes).toFixed(1)} ${mark(kib(s.jsBytes) <= TARGETS.jsKiB)} | ${kib(s.totalBytes).toFixed(1)} | ${runsCell} |`,
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

async function main() {
  const commit = gitCommit();
  const started = machineLine('Start');
  log(`pnpm bench:web: commit ${commit}; ${chromiumVersion()}; Node ${process.version}; ${RUNS} Lighthouse run(s) per page`);
  log(started);
  for (const port of Object.values(ports)) await assertPortFree(port);

  log('Building the apps (turbo cache)...');
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@pool/storefront', '--filter=@pool/bff', '--filter=@pool/commerce-api', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`build failed (${build.status ?? build.signal})`);
  log('Building the bare Remix app...');
  buildBareRemix();

  mkdirSync(path.join(DIR, 'lighthouse'), { recursive: true });
  const logFile = path.join(DIR, 'servers.log');
  const logFd = openSync(logFile, 'w');
  // The servers while they start: startStack hands back no process before all are ready (and stops
  // them itself when the start fails), so a stop that comes meanwhile waits for the start to settle.
  // (Ctrl-C reaches the servers too, which ends their start at once.)
  /** @type {Promise<Record<string, import('node:child_process').ChildProcess | undefined>>} */
  let stackStarted = Promise.resolve({});
  /** @type {Promise<import('node:child_process').ChildProcess | undefined>} */
  let bareStarted = Promise.resolve(undefined);
  /** The servers once started, for the last-resort kill on exit. */
  let stack = {};
  let bare;
  let stopping;
  const stopAll = () => {
    stopping ??= (async () => {
      killChromes();
      // The stack first: the bare app starts after it (unless the stop came first).
      await stopStack(await stackStarted.catch(() => ({})));
      await stopApp(await bareStarted.catch(() => undefined));
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
    for (const child of [bare, ...Object.values(stack)]) if (child && child.exitCode === null) child.kill('SIGKILL');
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
    bareStarted = startBareRemix(ports.bare, { stdio: ['ignore', logFd, logFd] });
    bare = await bareStarted;
    goOn();
    const key = readServiceKey('commerce-api-key', { secretsDir: path.join(DIR, 'secrets') });
    const pages = await findPages(key);
    log('Pages:');
    for (const page of pages) log(`  ${page.name}: ${page.url}${page.headers ? ' (with the session cookie)' : ''}`);

    // Warm every page (JIT, BFF cache, the storefront's page cache): a store in service is warm.
    for (const page of pages) for (let i = 0; i < 3; i++) await getPage(page.url, page.headers ? { cookie: page.headers.Cookie } : {});

    const results = [];
    for (const page of pages) {
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
      results.push({ page, runs, failures });
    }
    const ended = machineLine('End');

    const benchmarkIndexes = results.flatMap(({ runs }) => runs.map((r) => r.summary.benchmarkIndex)).filter(Number.isFinite);
    const warnings = [...new Set(results.flatMap(({ runs }) => runs.flatMap((r) => r.summary.warnings)))];
    const lines = [
      `Lighthouse ${results.find((r) => r.runs.length)?.runs[0].lhr.lighthouseVersion ?? '?'}, default config (mobile emulation, simulated throttling), performance only; ${RUNS} run(s) per page, median by performance score. Commit ${commit}.`,
      `${started}.`,
      `${ended}.`,
      `Lighthouse's CPU benchmark index over the runs: ${benchmarkIndexes.length ? `${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}` : '-'} (higher is faster; it falls when the machine is busy).`,
      '',
      ...resultsTable(results),
      '',
      `Targets: performance ≥ ${TARGETS.score}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, first-load JS ≤ ${TARGETS.jsKiB} KiB compressed. JS and total are bytes transferred (compressed, with headers). The bare Remix app is the framework's floor, not a page of the store.`,
      '',
      ...scriptLines(results),
      ...(warnings.length ? ['', 'Lighthouse warnings:', ...warnings.map((w) => `- ${w}`)] : []),
    ];
    log(`\n${lines.join('\n')}`);
    writeFileSync(path.join(DIR, 'results.md'), `${lines.join('\n')}\n`);
    log(`\n(also written to ${path.relative(repoRoot, path.join(DIR, 'results.md'))}; the median runs' reports in ${path.relative(repoRoot, path.join(DIR, 'lighthouse'))}/)`);
    if (results.some(({ runs }) => runs.length === 0)) process.exitCode = 1;
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
