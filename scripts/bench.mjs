#!/usr/bin/env node
// `pnpm bench`: one command, prints figures. Loopback only, bounded in requests and time.
//
// 1. Builds the three apps (turbo cache), starts them on their own ports over their own embedded
//    database in .data/bench (seeded once with CATALOG_SIZE=50000 products; later runs reuse it).
// 2. Typeahead THROUGH THE BFF: 4 concurrent clients "type" real search terms (words of product
//    lines, brands, part numbers with and without separators, a few typos) one keystroke a request.
//    Pass 1 is the first time each keystroke string is asked (BFF cache misses, except shared
//    prefixes); pass 2 replays them (cache hits). p50/p95/p99 per pass, plus misses only.
// 3. SSR requests/second, side by side in the same run, of category and product pages: the naive
//    Remix page (scripts/bench-naive-ssr.mjs: the Remix runtime on a hand-written ServerBuild, same
//    BFF data, naive markup) and the real storefront three ways: a process with its page cache off
//    (every request runs its loaders and React renders it), and the storefront as deployed (default
//    environment) asked by a signed-in customer whose cart changes between requests (a cart write
//    (an add every 100 ms with the same cookies) and by guests. Pages are the same for everyone of an
//    audience (docs/decisions/0013), so both of those are answered by the page cache. Each storefront
//    row is printed as a ratio of the naive row against its target.
//
// 4. CPU time per typeahead request of each process (BFF, commerce-api, this load generator), from
//    /proc over each pass: robust where wall-clock percentiles are not (other work on the cores).
//
// Env: BENCH_CATALOG_SIZE (50000), BENCH_DIR (.data/bench), BENCH_SSR_SECONDS (8), BENCH_SSR_CONNECTIONS (8),
// BENCH_ONLY=typeahead (skip the storefronts and SSR) or ssr (skip the typeahead passes), BENCH_PORT_BASE (4310: ports base..base+40),
// BENCH_BUILD=0 (measure the apps as they are built, e.g. an older build copied into dist/),
// BENCH_CPU_PROF=dir (every server started here writes V8 CPU profiles there when it stops: commerce-api,
// the BFF, both storefronts and the naive page; the measured passes' monotonic start and end are
// printed, to cut the profiles to them: scripts/cpu-profile-top.mjs), BENCH_NODE_ARGS (flags for node
// on every server started here, e.g. V8's garbage-collector flags, which NODE_OPTIONS refuses).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { dataDirEnv, readServiceKey, repoRoot, startApp, stopApp, waitForHttp } from './lib/stack.mjs';

// The load generator asks with undici's `request` on keep-alive connections: about half the CPU of
// `fetch` per request, on the same 2 cores as the servers it measures. (undici is the BFF's
// dependency, not the repository root's.)
const { Agent, request } = createRequire(path.join(repoRoot, 'apps/bff/package.json'))('undici');
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
/**
 * What a browser sends: the servers compress (br or gzip) and stream the shell as they would for one
 * (isbot takes Node's own user agent for a crawler, which gets the complete document instead).
 */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

/** One GET, body read to the end (not decoded): status, headers and bytes over the wire. */
async function get(u, headers = {}) {
  const { statusCode, headers: answer, body } = await request(u, { headers, dispatcher });
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.length;
  return { status: statusCode, headers: answer, bytes };
}

const CATALOG_SIZE = process.env.BENCH_CATALOG_SIZE ?? '50000';
const DIR = path.resolve(repoRoot, process.env.BENCH_DIR ?? '.data/bench');
const SSR_SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 8);
const SSR_CONNECTIONS = Number(process.env.BENCH_SSR_CONNECTIONS ?? 8);
const TYPEAHEAD_CLIENTS = 4;
const TYPEAHEAD_MAX_REQUESTS = 4000;
const TYPEAHEAD_MAX_MS = 120_000;
/** `typeahead`: only the typeahead passes (no storefront, no SSR); `ssr`: only the SSR part. */
const ONLY = process.env.BENCH_ONLY ?? '';
if (ONLY !== '' && ONLY !== 'typeahead' && ONLY !== 'ssr') throw new Error(`BENCH_ONLY=${ONLY}: only "typeahead" and "ssr" are known`);
const EXTRA_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(repoRoot, process.env.BENCH_CPU_PROF) : '';
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4310);
const ports = { commerceApi: PORT_BASE, bff: PORT_BASE + 10, storefront: PORT_BASE + 20, naive: PORT_BASE + 30, storefrontRendered: PORT_BASE + 40 };
/**
 * What is measured side by side, in measuring order; the first is the baseline. `target` is the
 * issue's (#16) ratio to the naive page's requests per second; `cookie` is sent with every request
 * (set once the customer has signed in); `cartChanges` keeps writing to that customer's cart meanwhile.
 */
const servers = [
  { key: 'naive', port: ports.naive, label: 'naive Remix page' },
  { key: 'storefrontRendered', port: ports.storefrontRendered, label: 'storefront, every cache off (PAGE_CACHE_SECONDS=0): every request rendered by React', target: 1 },
  { key: 'storefrontMember', port: ports.storefront, label: 'storefront as deployed, a signed-in customer whose cart changes between requests', target: 2, cartChanges: true },
  { key: 'storefront', port: ports.storefront, label: 'storefront as deployed, a guest' },
];
const url = (port, p) => `http://127.0.0.1:${port}${p}`;

const log = (...args) => console.log(...args);

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) };
};

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU time (user + system, all threads) a child process has used so far, in ms; NaN without /proc. */
function processCpuMs(pid) {
  try {
    // Fields after the command name (which may hold spaces) start at state: utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** CPU ms of each process so far: the BFF, commerce-api and this load generator. */
function cpuNow(children) {
  const self = process.cpuUsage();
  return { bff: processCpuMs(children.bff.pid), commerceApi: processCpuMs(children.commerceApi.pid), load: (self.user + self.system) / 1000 };
}

/** CPU ms per request of each process between two {@link cpuNow} readings. */
function cpuPerRequest(before, after, requests) {
  const per = (key) => (after[key] - before[key]) / requests;
  return { bff: per('bff'), commerceApi: per('commerceApi'), load: per('load') };
}

/** The service keys of the bench's apps (read once each has started): the BFF and commerce-api answer nobody else. */
const keys = { commerceApi: '', bff: '' };

/** One JSON read from commerce-api, with its service key. */
async function getJson(u) {
  const res = await fetch(u, { headers: { accept: 'application/json', 'x-service-key': keys.commerceApi } });
  if (!res.ok) throw new Error(`${u}: ${res.status}`);
  return res.json();
}

/** Keystroke sequences of real search terms from the catalogue. */
async function searchTerms() {
  const products = [];
  for (let page = 1; page <= 3; page++) {
    products.push(...(await getJson(url(ports.commerceApi, `/search/products/query?per_page=100&page=${page}&sort=newest`))).hits);
  }
  const dashed = products.filter((p) => p.mpn.includes('-')).slice(0, 25);
  const plain = products.filter((p) => !p.mpn.includes('-')).slice(0, 25);
  const terms = [
    'pool cleaner', 'automatic pool cleaner', 'pool nets', 'aboveground pools', 'variable speed pump', 'chlorine tablets',
    'pool shock', 'skimmer basket', 'filter cartridge', 'sand filter', 'heat pump', 'salt cell', 'o-ring', 'pump lid',
    'hayward super pump', 'pentair intelliflo', 'polaris 280', 'dolphin nautilus', 'test strips', 'solar cover',
    'winter cover', 'pool light', 'impeller', 'multiport valve', 'pressure gauge', 'debris bag', 'ph increaser', 'algaecide',
    // typos a shopper makes
    'automatc pool cleanr', 'varaible speed', 'chlorne tablets', 'skimer basket', 'hayward pmup', 'intelliflow',
    ...dashed.map((p) => p.mpn),
    ...dashed.slice(0, 10).map((p) => p.mpn.replace(/-/g, '').toLowerCase()),
    ...dashed.slice(10, 20).map((p) => p.mpn.replace(/-/g, ' ')),
    ...plain.map((p) => p.mpn.toLowerCase()),
  ];
  return terms.map((term) => Array.from({ length: term.length }, (_, i) => term.slice(0, i + 1)).filter((q) => q.trim() !== ''));
}

/** Replays keystroke sequences with `clients` concurrent typists; bounded in count and time. */
async function typeaheadPass(sequences, seen) {
  const queue = [...sequences];
  const all = [];
  const misses = [];
  /** [ms, text] of every request, for the slowest few. */
  const timed = [];
  const started = performance.now();
  let count = 0;
  let errors = 0;
  async function client() {
    for (let seq = queue.shift(); seq; seq = queue.shift()) {
      for (const q of seq) {
        if (count >= TYPEAHEAD_MAX_REQUESTS || performance.now() - started > TYPEAHEAD_MAX_MS) return;
        count++;
        const key = q.trim().toLowerCase().replace(/\s+/g, ' ');
        const miss = !seen.has(key);
        seen.add(key);
        const t0 = performance.now();
        const res = await get(url(ports.bff, `/v1/catalog/typeahead?${new URLSearchParams({ q })}`), { 'x-service-key': keys.bff });
        const elapsed = performance.now() - t0;
        if (res.status !== 200) errors++;
        all.push(elapsed);
        timed.push([elapsed, q]);
        if (miss) misses.push(elapsed);
      }
    }
  }
  await Promise.all(Array.from({ length: TYPEAHEAD_CLIENTS }, client));
  const slowest = timed.sort((a, b) => b[0] - a[0]).slice(0, 8);
  return { all: stats(all), misses: stats(misses), slowest, errors, seconds: (performance.now() - started) / 1000 };
}

/**
 * Changes a cart every `everyMs` until `stop()`: adds one of `productIds` after another through the
 * storefront's cart action, with the customer's cookies. `stop()` resolves to the writes made.
 */
function keepChangingCart(base, cookie, productIds, everyMs = 100) {
  let running = true;
  const done = (async () => {
    let writes = 0;
    for (let i = 0; running; i++) {
      const body = new URLSearchParams({ intent: 'add', productId: String(productIds[i % productIds.length]), quantity: '1' });
      const res = await fetch(`${base}/cart`, { method: 'POST', headers: { cookie }, body, redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 400) writes++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    return writes;
  })();
  return { stop: () => { running = false; return done; } };
}

/** Closed-loop load: `connections` workers request the URLs round-robin for `seconds`. */
async function ssrLoad(base, paths, headers = {}, duration = SSR_SECONDS) {
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  /** `x-page-cache` answers (the storefront's page cache: hit or miss; none when it stays out). */
  const pageCache = { hit: 0, miss: 0, none: 0 };
  const deadline = performance.now() + duration * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const p = paths[next++ % paths.length];
      const t0 = performance.now();
      try {
        const res = await get(`${base}${p}`, { ...BROWSER_HEADERS, ...headers });
        bytes += res.bytes;
        if (res.status !== 200) errors++;
        const cached = res.headers['x-page-cache'];
        pageCache[cached === 'hit' || cached === 'miss' ? cached : 'none']++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: SSR_CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { rps: latencies.length / seconds, ...stats(latencies), errors, kib: bytes / latencies.length / 1024, pageCache };
}

/**
 * SSR pages, the naive Remix page against the storefronts: the figures by page kind and server, and
 * how many pages of each kind were asked round-robin.
 */
async function measureSsr(children) {
  const menu = await getJson(url(ports.commerceApi, '/menu.json'));
  const categoryPaths = menu.items.flatMap((top) => [top, ...top.children.slice(0, 2)]).slice(0, 12).map((c) => `/category/${c.url}.html`);
  const sample = (await getJson(url(ports.commerceApi, '/search/products/query?per_page=24&sort=rating'))).hits;
  const productPaths = sample.map((p) => `/${p.handle}.html`);
  // The signed-in customer: a real sign-in and add to cart through the storefront.
  const signedIn = await fetch(url(ports.storefront, '/login'), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ email: 'shopper@example.com', password: 'pool-demo-1' }) });
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => /^(?:session_id|signed_in)=/.test(c)).join('; ');
  if (!cookie.includes('signed_in=')) throw new Error(`sign-in answered ${signedIn.status} without the audience cookie`);
  const added = await fetch(url(ports.storefront, '/cart'), { method: 'POST', redirect: 'manual', headers: { cookie }, body: new URLSearchParams({ intent: 'add', productId: String(sample[0].id), quantity: '1' }) });
  if (added.status >= 400) throw new Error(`add to cart answered ${added.status}`);
  servers.find(({ key }) => key === 'storefrontMember').headers = { cookie };
  for (const p of [...categoryPaths, ...productPaths]) {
    // Warm all of them (BFF cache, JIT, the deployed storefront's caches) and check they render.
    for (const { port, headers } of servers) {
      // Twice, with the measured requests' headers.
      for (let i = 0; i < 2; i++) {
        const res = await get(url(port, p), { ...BROWSER_HEADERS, ...headers });
        if (res.status !== 200) throw new Error(`${url(port, p)} answered ${res.status}`);
      }
    }
  }
  const ssr = {};
  for (const [kind, paths] of [['category', categoryPaths], ['product', productPaths]]) {
    ssr[kind] = {};
    for (const { key, port, headers, cartChanges } of servers) {
      // Two seconds of the same load first, not counted: every server measured warm, as in service.
      await ssrLoad(url(port, ''), paths, headers, 2);
      const changing = cartChanges ? keepChangingCart(url(port, ''), headers.cookie, sample.map((p) => p.id)) : null;
      const from = process.hrtime.bigint() / 1000n;
      const server = children[key === 'storefrontMember' ? 'storefront' : key];
      const cpuBefore = [processCpuMs(server.pid), processCpuMs(children.bff.pid)];
      ssr[kind][key] = await ssrLoad(url(port, ''), paths, headers);
      const n = ssr[kind][key].n;
      ssr[kind][key].cpu = { server: (processCpuMs(server.pid) - cpuBefore[0]) / n, bff: (processCpuMs(children.bff.pid) - cpuBefore[1]) / n };
      ssr[kind][key].load = os.loadavg()[0];
      if (CPU_PROF_DIR) log(`  SSR ${kind} ${key} ran from ${from} to ${process.hrtime.bigint() / 1000n} µs (monotonic)`);
      if (changing) ssr[kind][key].cartWrites = await changing.stop();
    }
  }
  return { ssr, categories: categoryPaths.length, products: productPaths.length };
}

async function main() {
  if (process.env.BENCH_BUILD !== '0') {
    log(`Building (turbo cache)...`);
    const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@pool/storefront', '--filter=@pool/bff', '--filter=@pool/commerce-api', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  mkdirSync(DIR, { recursive: true });

  const env = { ...dataDirEnv(DIR), CATALOG_SIZE, LOG_LEVEL: 'info' };
  // V8 CPU profiles of the BFF and commerce-api when asked for (written when they stop).
  if (CPU_PROF_DIR) mkdirSync(CPU_PROF_DIR, { recursive: true });
  const nodeArgs = [...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []), ...EXTRA_NODE_ARGS];
  const children = {};
  const stopAll = async () => {
    for (const key of ['naive', 'storefrontRendered', 'storefront', 'bff', 'commerceApi']) await stopApp(children[key]);
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  /** The SSR servers: two storefronts of the same build and the naive Remix page. */
  async function startStorefronts(env) {
    // The storefront twice: as deployed (the default environment, whatever the caller's shell says)
    // and with its anonymous page cache off, so every request is rendered.
    children.storefront = await startApp('storefront', { port: ports.storefront, env: { ...env, BFF_URL: url(ports.bff, ''), PAGE_CACHE_SECONDS: undefined }, stdio: 'ignore', nodeArgs });
    children.storefrontRendered = await startApp('storefront', { port: ports.storefrontRendered, env: { ...env, BFF_URL: url(ports.bff, ''), PAGE_CACHE_SECONDS: '0' }, stdio: 'ignore', nodeArgs });
    // The naive Remix page: its own Express + Remix process on the storefront's node_modules.
    children.naive = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'scripts/bench-naive-ssr.mjs'), String(ports.naive), url(ports.bff, '')], {
      // It calls the BFF as the storefront does, so with the storefront's key.
      cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production', BFF_SERVICE_KEY: keys.bff }, stdio: 'ignore',
    });
    await waitForHttp(url(ports.naive, '/category/pumps.html'), { child: children.naive, timeoutMs: 30_000 });
  }
  try {
    log(`Starting commerce-api on ${DIR} (the first run seeds ${CATALOG_SIZE} products: a minute or two)...`);
    let t0 = performance.now();
    children.commerceApi = await startApp('commerce-api', { port: ports.commerceApi, env, stdio: 'ignore', nodeArgs });
    keys.commerceApi = readServiceKey('commerce-api-key', { secretsDir: env.SECRETS_DIR });
    // The index builds right after boot: wait until search answers.
    await waitForHttp(url(ports.commerceApi, '/search/typeahead?q=pool'), { timeoutMs: 300_000, headers: { 'x-service-key': keys.commerceApi } });
    log(`  commerce-api ready with its search index in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    children.bff = await startApp('bff', {
      port: ports.bff,
      // The storefronts' origins (required in production; http://localhost keeps the session cookie
      // non-Secure and named session_id, which the shopper with a cart below looks for).
      env: { ...env, COMMERCE_API_URL: url(ports.commerceApi, ''), TRUSTED_ORIGINS: `http://localhost:${ports.storefront},http://127.0.0.1:${ports.storefront}` },
      stdio: 'ignore',
      nodeArgs,
    });
    keys.bff = readServiceKey('bff-service-key', { secretsDir: env.SECRETS_DIR });
    if (ONLY !== 'typeahead') await startStorefronts(env);

    const count = (await getJson(url(ports.commerceApi, '/search/products/query?per_page=1'))).total;
    log(`  catalogue: ${count} products\n`);

    // --- typeahead through the BFF ---
    const sequences = ONLY === 'ssr' ? [] : await searchTerms();
    const seen = new Set();
    // Warm-up (JIT, connection pools) on texts the measured passes never type ('#' keeps them apart in
    // every cache): about 600 keystrokes of other products' titles. A server that has just started
    // answers its first few hundred requests 1.5-2x slower while V8 optimises; a store in service is warm.
    const warmTitles = ONLY === 'ssr' ? [] : (await getJson(url(ports.commerceApi, '/search/products/query?per_page=60&page=20&sort=newest'))).hits.map((p) => p.title.slice(0, 10));
    await typeaheadPass(warmTitles.map((t) => Array.from(t, (_, i) => `${t.slice(0, i + 1)}#`)), new Set());
    const loadBefore = os.loadavg()[0];
    const cpu0 = cpuNow(children);
    const monotonic0 = process.hrtime.bigint();
    const first = await typeaheadPass(sequences, seen);
    const monotonic1 = process.hrtime.bigint();
    const cpu1 = cpuNow(children);
    const second = await typeaheadPass(sequences, seen);
    const cpu2 = cpuNow(children);
    const loadAfter = os.loadavg()[0];
    const cpuFirst = cpuPerRequest(cpu0, cpu1, first.all.n);
    const cpuSecond = cpuPerRequest(cpu1, cpu2, second.all.n);
    if (CPU_PROF_DIR) log(`  pass 1 ran from ${monotonic0 / 1000n} to ${monotonic1 / 1000n} µs (monotonic; the profiles' clock)`);

    // --- SSR: naive Remix page vs the real storefront (rendered, and as deployed), same data ---
    const pages = ONLY === 'typeahead' ? undefined : await measureSsr(children);

    // --- report ---
    const row = (label, s) => `| ${label} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
    const cpuRow = (label, c) => `| ${label} | ${c.bff.toFixed(2)} | ${c.commerceApi.toFixed(2)} | ${c.load.toFixed(2)} | ${(c.bff + c.commerceApi + c.load).toFixed(2)} |`;
    const typeaheadLines = [
      `1-minute load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the typeahead passes (other work on the machine inflates every figure).`,
      '',
      `Typeahead through the BFF (GET /v1/catalog/typeahead), ${TYPEAHEAD_CLIENTS} concurrent clients, one request per keystroke:`,
      '',
      '| pass | requests | p50 ms | p95 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      row('1: first time each text is typed (all)', first.all),
      row('1: cache misses only', first.misses),
      row('2: same keystrokes again (cache hits)', second.all),
      '',
      `Errors: ${first.errors + second.errors}.`,
      '',
      `Slowest keystrokes of pass 1 (ms, text): ${first.slowest.map(([t, q]) => `${ms(t)} ${JSON.stringify(q)}`).join(', ')}.`,
      '',
      'CPU time per typeahead request (user + system, all threads; ms):',
      '',
      '| pass | BFF | commerce-api | load generator | all |',
      '|---|---|---|---|---|',
      cpuRow('1: first time each text is typed', cpuFirst),
      cpuRow('2: same keystrokes again (cache hits)', cpuSecond),
    ];
    const lines = [
      `Catalogue ${count} products; Node ${process.version}; ${os.cpus().length} cores; loopback; load generator in the same run.`,
      ...(ONLY === 'ssr' ? [] : typeaheadLines),
      ...(pages ? ssrReport(pages) : []),
    ];
    log(lines.join('\n'));
    writeFileSync(path.join(DIR, 'results.md'), `${lines.join('\n')}\n`);
    log(`\n(also written to ${path.relative(repoRoot, path.join(DIR, 'results.md'))})`);
  } finally {
    await stopAll();
  }
}

/** The SSR tables and verdicts of {@link measureSsr}'s figures. */
function ssrReport({ ssr, categories, products }) {
  return [
    '',
    `SSR, ${SSR_CONNECTIONS} connections, one server at a time for ${SSR_SECONDS} s each, pages round-robin (${categories} categories, ${products} products).`,
    'CPU ms/page: user + system time of the process serving the pages and of the BFF over the pass, per page (from /proc; steadier than req/s when other work shares the cores).',
    'The storefront rows are two processes of the same build: one with its page cache off, one as deployed (default environment) asked by a signed-in customer (whose cart is written every 100 ms meanwhile) and by a guest.',
    '',
    '| page | server | req/s | vs naive | p50 ms | p95 ms | p99 ms | KiB/page (compressed, as sent) | page cache hit/miss/none | cart writes meanwhile | errors | CPU ms/page: server | CPU ms/page: BFF | 1-min load after |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(ssr).flatMap(([kind, r]) => servers.map(({ key, label }) => {
      const s = r[key];
      const ratio = key === 'naive' ? 'baseline' : `${(s.rps / r.naive.rps).toFixed(2)}x naive`;
      const cache = `${s.pageCache.hit}/${s.pageCache.miss}/${s.pageCache.none}`;
      return `| ${kind} | ${label} | ${s.rps.toFixed(0)} | ${ratio} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.kib.toFixed(1)} | ${cache} | ${s.cartWrites ?? '-'} | ${s.errors} | ${s.cpu.server.toFixed(1)} | ${s.cpu.bff.toFixed(1)} | ${s.load.toFixed(1)} |`;
    })),
    '',
    "Targets (#16): the storefront's req/s as a multiple of the naive Remix page's, same run:",
    '',
    ...Object.entries(ssr).flatMap(([kind, r]) => servers.filter(({ target }) => target !== undefined).map(({ key, label, target }) => {
      const s = r[key];
      const ratio = s.rps / r.naive.rps;
      const errors = s.errors + r.naive.errors;
      const verdict = errors > 0 ? `not valid (${errors} errors)` : ratio >= target ? 'MET' : 'NOT MET';
      return `- ${kind}, ${label}: ${ratio.toFixed(2)}x naive (${s.rps.toFixed(0)} vs ${r.naive.rps.toFixed(0)} req/s): target ${target}x ${verdict}.`;
    })),
  ];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
