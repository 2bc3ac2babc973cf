#!/usr/bin/env node
// `pnpm bench`: what the operator's servers carry, against the store's target. Loopback only, bounded
// in requests and time. Exits 0 whatever the figures (a benchmark reports, it does not fail CI), 1
// only when the run itself broke.
//
// 1. Builds the three apps (turbo cache), starts the store's production build on its own ports over
//    its own embedded database in .data/bench (seeded once with CATALOG_SIZE=50000 products; later
//    runs reuse it): commerce-api, the BFF, and the storefront twice: as deployed (default
//    environment) and with its page cache off (PAGE_CACHE_SECONDS=0: every page runs its loaders and
//    React renders it; the BFF's data cache has no switch and stays on).
// 2. Typeahead THROUGH THE BFF: 4 concurrent clients "type" real search terms one keystroke a request;
//    pass 1 asks each keystroke string for the first time (cache misses, except shared prefixes),
//    pass 2 replays them (cache hits). p50/p95/p99 per pass, and CPU time per request of each process
//    (from /proc: robust where wall-clock percentiles are not, with other work on the cores).
// 3. CAPACITY: pages a second the storefront serves with p95 ≤ 150 ms, for a realistic mix: 70 %
//    guests on cacheable pages (home 10 %, category 20 %, product 30 %, search results 10 %) and 30 %
//    signed-in customers with carts (their cart page 10 %, account dashboard 5 %, product pages with
//    their prices 15 %). The customers are BENCH_CUSTOMERS (8) accounts registered through the
//    storefront, each with 2 products in the cart; each of their requests carries one of their cookies.
//    Open-loop load (the offered rate does not slow down when the server does): requests start on a
//    fixed schedule, at most BENCH_MAX_IN_FLIGHT (512) at once, and each one's latency counts from its
//    scheduled start (a request the generator could only send late is as late for the shopper). The
//    offered rate rises step by step (×1.2; a step is 1 s not counted, then BENCH_STEP_SECONDS (4)
//    or long enough for 100 pages, whichever is longer) from 10 pages/s until a step's p95 passes
//    150 ms, or over 1 % of its requests fail, or the generator could not send the offered rate on
//    time: the highest offered rate that held is the ramp's figure.
//    BENCH_RUNS (5) ramps; the median is reported, divided by the machine's cores (the load generator
//    runs on the same cores: a conservative figure). The same with the page cache off, a figure to watch
//    (no target). Requests are made with undici's `request` on keep-alive connections, as a browser
//    sends them (brotli/gzip accepted, a browser's user agent).
//
// Prints a `target | figure | pass/fail` table and the steps of the median ramps; writes the figures as
// JSON to .data/bench-results/bench-<date>.json (and bench-latest.json; ignored by git) and the text
// to .data/bench/results.md. The machine's load moves every figure: the 1-minute load average is printed.
//
// Env: BENCH_CATALOG_SIZE (50000), BENCH_DIR (.data/bench), BENCH_ONLY=typeahead or capacity (one part),
// BENCH_RUNS (5), BENCH_STEP_SECONDS (4), BENCH_CUSTOMERS (8), BENCH_MAX_IN_FLIGHT (512),
// BENCH_PORT_BASE (4310: ports base..base+40), BENCH_RESULTS_DIR (.data/bench-results),
// BENCH_BUILD=0 (measure the apps as they are built, e.g. an older build copied into dist/),
// BENCH_CPU_PROF=dir (every server started here writes V8 CPU profiles there when it stops; the
// measured parts' monotonic start and end are printed, to cut the profiles to them:
// scripts/cpu-profile-top.mjs), BENCH_NODE_ARGS (flags for node on every server started here, e.g.
// V8's garbage-collector flags, which NODE_OPTIONS refuses).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineLine, median, percentile, targetTable, writeResults } from './lib/bench-report.mjs';
import { readServiceKey, repoRoot, startApp, stopApp, dataDirEnv, waitForHttp } from './lib/stack.mjs';
import { envInt } from './lib/env-int.mjs';
import { get } from './lib/load-client.mjs';

/**
 * What a browser sends: the servers compress (br or gzip) and stream the shell as they would for one
 * (isbot takes Node's own user agent for a crawler, which gets the complete document instead).
 */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};



const CATALOG_SIZE = process.env.BENCH_CATALOG_SIZE ?? '50000';
const DIR = path.resolve(repoRoot, process.env.BENCH_DIR ?? '.data/bench');
const TYPEAHEAD_CLIENTS = 4;
const TYPEAHEAD_MAX_REQUESTS = 4000;
const TYPEAHEAD_MAX_MS = 120_000;
/** `typeahead`: only the typeahead passes (no storefront); `capacity`: only the capacity ramps. */
const ONLY = process.env.BENCH_ONLY ?? '';
if (ONLY !== '' && ONLY !== 'typeahead' && ONLY !== 'capacity') throw new Error(`BENCH_ONLY=${ONLY}: only "typeahead" and "capacity" are known`);
const RUNS = envInt('BENCH_RUNS', 5);
const STEP_SECONDS = envInt('BENCH_STEP_SECONDS', 4);
const CUSTOMERS = envInt('BENCH_CUSTOMERS', 8);
const MAX_IN_FLIGHT = envInt('BENCH_MAX_IN_FLIGHT', 512);
/** The capacity target: the highest offered rate whose p95 stays at or under this. */
const P95_TARGET_MS = 150;
const START_RATE = 10;
/** Fewest pages a step counts: at low rates a step lasts longer, so one slow page is not its p95. */
const MIN_STEP_PAGES = 100;
const RATE_FACTOR = 1.2;
const MAX_RATE = 20_000;
const EXTRA_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(repoRoot, process.env.BENCH_CPU_PROF) : '';
const PORT_BASE = envInt('BENCH_PORT_BASE', 4310);
const ports = { commerceApi: PORT_BASE, bff: PORT_BASE + 10, storefront: PORT_BASE + 20, storefrontUncached: PORT_BASE + 40 };
const url = (port, p) => `http://127.0.0.1:${port}${p}`;
const CORES = os.availableParallelism();

const log = (...args) => console.log(...args);

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
 * The mix, in hundredths: who asks for which kind of page. Guests' pages are cacheable (the same for
 * every guest); customers' carry their session cookie.
 */
const MIX = [
  { kind: 'home', share: 10 },
  { kind: 'category', share: 20 },
  { kind: 'product', share: 30 },
  { kind: 'search', share: 10 },
  { kind: 'cart', share: 10, customer: true },
  { kind: 'account', share: 5, customer: true },
  { kind: 'product', share: 15, customer: true },
];

/** A small deterministic generator (mulberry32): the same shuffled mix every run. */
function seeded(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One hundred slots of the mix, shuffled (Fisher-Yates with a fixed seed). */
function mixSlots() {
  const slots = MIX.flatMap((entry) => Array.from({ length: entry.share }, () => entry));
  const random = seeded(16);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots;
}

/**
 * Registers a customer through the storefront (as its form posts) and adds two products to the cart,
 * the first of `productIds` (from the n-th on) it takes (one out of stock is refused): resolves to the
 * session's `Cookie` header.
 */
async function registerCustomer(base, productIds, n) {
  const form = (fields) => ({ method: 'POST', redirect: 'manual', headers: { ...BROWSER_HEADERS, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), signal: AbortSignal.timeout(15_000) });
  const email = `bench-${randomUUID().slice(0, 8)}-${n}@example.com`;
  const registered = await fetch(`${base}/register`, form({ first_name: 'Bench', last_name: `Customer ${n}`, email, password: `Pool-bench-${randomUUID()}` }));
  await registered.arrayBuffer();
  const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (registered.status !== 302 || !/(?:^|; )signed_in=/.test(cookie)) throw new Error(`registering ${email} answered ${registered.status} (cookies: ${cookie || 'none'})`);
  let lines = 0;
  const statuses = [];
  for (let i = 0; lines < 2 && i < productIds.length; i++) {
    const productId = productIds[(n * 2 + i) % productIds.length];
    const added = await fetch(`${base}/cart`, { ...form({ intent: 'add', productId: String(productId), quantity: '1', idempotencyKey: randomUUID() }), headers: { ...form({}).headers, cookie } });
    await added.arrayBuffer();
    statuses.push(added.status);
    if (added.status < 400) lines++;
  }
  if (lines < 2) throw new Error(`${email}'s cart took ${lines} of ${productIds.length} products (answers ${statuses.join(', ')})`);
  return cookie;
}

/**
 * The pages of the mix, found in the running store, and the customers' cookies.
 * @returns {Promise<{ paths: Record<string, string[]>, cookies: string[] }>}
 */
async function capacityPages(base) {
  const menu = await getJson(url(ports.commerceApi, '/menu.json'));
  const category = menu.items.flatMap((top) => [top, ...top.children.slice(0, 2)]).slice(0, 12).map((c) => `/category/${c.url}.html`);
  const sample = (await getJson(url(ports.commerceApi, '/search/products/query?per_page=24&sort=rating'))).hits;
  const product = sample.map((p) => `/${p.handle}.html`);
  const search = ['pool', 'pump', 'filter', 'chlorine', 'cleaner', 'heater', 'skimmer', 'ladder'].map((q) => `/search?${new URLSearchParams({ query: q })}`);
  const cookies = [];
  // Forms are posted from the store's public origin (its PUBLIC_ORIGIN default): the same-origin guard.
  const origin = `http://localhost:${new URL(base).port}`;
  for (let n = 0; n < CUSTOMERS; n++) cookies.push(await registerCustomer(origin, sample.map((p) => p.id), n));
  return { paths: { home: ['/'], category, product, search, cart: ['/cart'], account: ['/account/dashboard'] }, cookies };
}

/** The request of the i-th page of the mix: its path and headers. */
function mixRequest(slots, pages, i) {
  const entry = slots[i % slots.length];
  const round = Math.floor(i / slots.length);
  const list = pages.paths[entry.kind];
  const headers = entry.customer ? { ...BROWSER_HEADERS, cookie: pages.cookies[(i + round) % pages.cookies.length] } : BROWSER_HEADERS;
  return { path: list[(i + round) % list.length], headers, kind: entry.customer ? `${entry.kind} (customer)` : entry.kind };
}

/**
 * Open-loop load at `rate` pages a second for `seconds`: request i starts at i / rate s (or as soon as
 * fewer than MAX_IN_FLIGHT are in flight), its latency counted from that scheduled time. Requests
 * started in the first `warmSeconds` are not counted. Waits for every request started.
 */
async function offeredLoad(base, slots, pages, rate, seconds, warmSeconds, first = 0) {
  const latencies = [];
  const byKind = {};
  let errors = 0;
  let late = 0;
  let inFlight = 0;
  const pending = new Set();
  const started = performance.now();
  const total = Math.round(rate * (warmSeconds + seconds));
  const warm = Math.round(rate * warmSeconds);
  const cache = { hit: 0, miss: 0, none: 0 };
  for (let i = 0; i < total; ) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1);
    for (; i < due && inFlight < MAX_IN_FLIGHT; i++) {
      const scheduled = started + (i / rate) * 1000;
      const counted = i >= warm;
      const { path: p, headers, kind } = mixRequest(slots, pages, first + i);
      inFlight++;
      const done = get(`${base}${p}`, headers).then(
        (res) => {
          const elapsed = performance.now() - scheduled;
          if (!counted) return;
          if (res.status !== 200) errors++;
          latencies.push(elapsed);
          (byKind[kind] ??= []).push(elapsed);
          const cached = res.headers['x-page-cache'];
          cache[cached === 'hit' || cached === 'miss' ? cached : 'none']++;
        },
        () => {
          if (counted) errors++;
        },
      );
      pending.add(done);
      void done.finally(() => {
        inFlight--;
        pending.delete(done);
      });
    }
    if (i < due) late++;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const sent = performance.now();
  await Promise.all(pending);
  return {
    rate,
    seconds: warmSeconds + seconds,
    ...stats(latencies),
    errors,
    sendSeconds: (sent - started) / 1000,
    /** Ticks of the schedule on which MAX_IN_FLIGHT requests were already waiting. */
    saturatedTicks: late,
    pageCache: cache,
    p95ByKind: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, percentile(values.sort((a, b) => a - b), 95)])),
  };
}

/**
 * Whether a step held: p95 within target, at most 1 % errors, and the generator sent the offered rate
 * on time (within half a second of the step's length; it shares the cores with the servers).
 */
const held = (step) => step.n > 0 && step.p95 <= P95_TARGET_MS && step.errors <= 0.01 * step.n && step.sendSeconds <= step.seconds + 0.5;

/**
 * One ramp: the offered rate rises by RATE_FACTOR from `from` until a step fails; resolves to the
 * highest rate that held (0 when the first step failed) and every step.
 */
async function ramp(base, slots, pages, from) {
  const steps = [];
  let best = 0;
  let i = 0;
  for (let rate = from; rate <= MAX_RATE; rate = Math.ceil(rate * RATE_FACTOR)) {
    const seconds = Math.max(STEP_SECONDS, MIN_STEP_PAGES / rate);
    const step = await offeredLoad(base, slots, pages, rate, seconds, 1, i);
    i += Math.round(rate * (seconds + 1));
    step.held = held(step);
    steps.push(step);
    log(`    ${rate} pages/s offered: p95 ${ms(step.p95)} ms, p50 ${ms(step.p50)} ms, ${step.n} answered, ${step.errors} errors, load ${os.loadavg()[0].toFixed(1)}${step.held ? '' : ' ← over'}`);
    if (!step.held) break;
    best = rate;
  }
  return { best, steps };
}

/**
 * BENCH_RUNS ramps against the storefront at `base`: the first from START_RATE, later ones from half
 * the first's figure (the steps below hold anyway). Resolves to each ramp's figure and the median.
 */
async function capacity(base, slots, pages, label) {
  log(`  ${label}:`);
  // Warm (JIT, the BFF's and the storefront's caches): every page of the mix twice, not counted.
  for (let i = 0; i < 2 * slots.length; i++) {
    const { path: p, headers } = mixRequest(slots, pages, i);
    const res = await get(`${base}${p}`, headers);
    if (res.status !== 200) throw new Error(`${base}${p} answered ${res.status}`);
  }
  const ramps = [];
  for (let run = 0; run < RUNS; run++) {
    const from = run === 0 ? START_RATE : Math.max(START_RATE, Math.floor(ramps[0].best / 2));
    log(`   ramp ${run + 1}/${RUNS} from ${from} pages/s:`);
    ramps.push(await ramp(base, slots, pages, from));
  }
  const figure = median(ramps.map((r) => r.best));
  return { figure, perCore: figure / CORES, ramps };
}

/** The typeahead passes: each keystroke once (mostly cache misses), then again (cache hits). */
async function measureTypeahead(children) {
  const sequences = await searchTerms();
  // Warm-up (JIT, connection pools) on texts the measured passes never type ('#' keeps them apart in
  // every cache): about 600 keystrokes of other products' titles. A server that has just started
  // answers its first few hundred requests 1.5-2x slower while V8 optimises; a store in service is warm.
  const warmTitles = (await getJson(url(ports.commerceApi, '/search/products/query?per_page=60&page=20&sort=newest'))).hits.map((p) => p.title.slice(0, 10));
  await typeaheadPass(warmTitles.map((t) => Array.from(t, (_, i) => `${t.slice(0, i + 1)}#`)), new Set());
  const seen = new Set();
  const loadBefore = os.loadavg()[0];
  const cpu0 = cpuNow(children);
  const monotonic0 = process.hrtime.bigint();
  const first = await typeaheadPass(sequences, seen);
  const monotonic1 = process.hrtime.bigint();
  const cpu1 = cpuNow(children);
  const second = await typeaheadPass(sequences, seen);
  const cpu2 = cpuNow(children);
  if (CPU_PROF_DIR) log(`  pass 1 ran from ${monotonic0 / 1000n} to ${monotonic1 / 1000n} µs (monotonic; the profiles' clock)`);
  return { first, second, cpuFirst: cpuPerRequest(cpu0, cpu1, first.all.n), cpuSecond: cpuPerRequest(cpu1, cpu2, second.all.n), loadBefore, loadAfter: os.loadavg()[0] };
}

/** The typeahead tables. */
function typeaheadReport({ first, second, cpuFirst, cpuSecond, loadBefore, loadAfter }) {
  const row = (label, s) => `| ${label} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
  const cpuRow = (label, c) => `| ${label} | ${c.bff.toFixed(2)} | ${c.commerceApi.toFixed(2)} | ${c.load.toFixed(2)} | ${(c.bff + c.commerceApi + c.load).toFixed(2)} |`;
  return [
    '',
    `Typeahead through the BFF (GET /v1/catalog/typeahead), ${TYPEAHEAD_CLIENTS} concurrent clients, one request per keystroke; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after:`,
    '',
    '| pass | requests | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|',
    row('1: first time each text is typed (all)', first.all),
    row('1: cache misses only', first.misses),
    row('2: same keystrokes again (cache hits)', second.all),
    '',
    `Errors: ${first.errors + second.errors}. Slowest keystrokes of pass 1 (ms, text): ${first.slowest.map(([t, q]) => `${ms(t)} ${JSON.stringify(q)}`).join(', ')}.`,
    '',
    'CPU time per typeahead request (user + system, all threads; ms):',
    '',
    '| pass | BFF | commerce-api | load generator | all |',
    '|---|---|---|---|---|',
    cpuRow('1: first time each text is typed', cpuFirst),
    cpuRow('2: same keystrokes again (cache hits)', cpuSecond),
  ];
}

/** The steps of the median ramp of a capacity measure. */
function capacityReport(label, { figure, perCore, ramps }) {
  const medianRamp = ramps.find((r) => r.best === figure) ?? ramps[0];
  return [
    '',
    `${label}: ${figure} pages/s (${perCore.toFixed(1)} per core) with p95 ≤ ${P95_TARGET_MS} ms; the ramps' figures: ${ramps.map((r) => r.best).join(', ')} pages/s. Steps of the median ramp:`,
    '',
    '| offered pages/s | answered | p50 ms | p95 ms | p99 ms | errors | page cache hit/miss/none | slowest kinds (p95 ms) | held |',
    '|---|---|---|---|---|---|---|---|---|',
    ...medianRamp.steps.map((s) => {
      const slowest = Object.entries(s.p95ByKind).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([kind, v]) => `${kind} ${ms(v)}`).join(', ');
      return `| ${s.rate} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.errors} | ${s.pageCache.hit}/${s.pageCache.miss}/${s.pageCache.none} | ${slowest} | ${s.held ? 'yes' : 'no'} |`;
    }),
  ];
}

async function main() {
  if (process.env.BENCH_BUILD !== '0') {
    log(`Building (turbo cache)...`);
    const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@pool/storefront', '--filter=@pool/bff', '--filter=@pool/commerce-api', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  mkdirSync(DIR, { recursive: true });
  const started = machineLine('Start');
  log(started);

  const env = { ...dataDirEnv(DIR), CATALOG_SIZE, LOG_LEVEL: 'info' };
  // V8 CPU profiles of every server when asked for (written when they stop).
  if (CPU_PROF_DIR) mkdirSync(CPU_PROF_DIR, { recursive: true });
  const nodeArgs = [...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []), ...EXTRA_NODE_ARGS];
  const children = {};
  const stopAll = async () => {
    for (const key of ['storefrontUncached', 'storefront', 'bff', 'commerceApi']) await stopApp(children[key]);
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    log(`Starting commerce-api on ${DIR} (the first run seeds ${CATALOG_SIZE} products: a minute or two)...`);
    const t0 = performance.now();
    children.commerceApi = await startApp('commerce-api', { port: ports.commerceApi, env, stdio: 'ignore', nodeArgs });
    keys.commerceApi = readServiceKey('commerce-api-key', { secretsDir: env.SECRETS_DIR });
    // The index builds right after boot: wait until search answers.
    await waitForHttp(url(ports.commerceApi, '/search/typeahead?q=pool'), { timeoutMs: 300_000, headers: { 'x-service-key': keys.commerceApi } });
    log(`  commerce-api ready with its search index in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const origins = [ports.storefront, ports.storefrontUncached].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).join(',');
    // The storefronts' origins (required in production; http://localhost keeps the session cookie
    // non-Secure and named session_id).
    children.bff = await startApp('bff', { port: ports.bff, env: { ...env, COMMERCE_API_URL: url(ports.commerceApi, ''), TRUSTED_ORIGINS: origins }, stdio: 'ignore', nodeArgs });
    keys.bff = readServiceKey('bff-service-key', { secretsDir: env.SECRETS_DIR });
    if (ONLY !== 'typeahead') {
      // The storefront twice, one build: as deployed (the default environment, whatever the caller's
      // shell says) and with its page cache off, so every page is rendered.
      const storefrontEnv = { ...env, BFF_URL: url(ports.bff, ''), LOG_LEVEL: 'warn' };
      children.storefront = await startApp('storefront', { port: ports.storefront, env: { ...storefrontEnv, PAGE_CACHE_SECONDS: undefined }, stdio: 'ignore', nodeArgs });
      children.storefrontUncached = await startApp('storefront', { port: ports.storefrontUncached, env: { ...storefrontEnv, PAGE_CACHE_SECONDS: '0' }, stdio: 'ignore', nodeArgs });
    }
    const count = (await getJson(url(ports.commerceApi, '/search/products/query?per_page=1'))).total;
    log(`  catalogue: ${count} products`);

    const typeahead = ONLY === 'capacity' ? undefined : await measureTypeahead(children);

    let deployed;
    let uncached;
    let customers = 0;
    if (ONLY !== 'typeahead') {
      log(`Capacity (open-loop, p95 ≤ ${P95_TARGET_MS} ms, ${RUNS} ramp(s) each, ${STEP_SECONDS} s steps):`);
      const slots = mixSlots();
      const pages = await capacityPages(url(ports.storefront, ''));
      customers = pages.cookies.length;
      const from = process.hrtime.bigint() / 1000n;
      deployed = await capacity(url(ports.storefront, ''), slots, pages, 'storefront as deployed');
      uncached = await capacity(url(ports.storefrontUncached, ''), slots, pages, 'storefront with its page cache off');
      if (CPU_PROF_DIR) log(`  capacity ran from ${from} to ${process.hrtime.bigint() / 1000n} µs (monotonic)`);
    }
    const ended = machineLine('End');

    const rows = [];
    if (deployed && uncached) {
      const figure = (c) => `${c.perCore.toFixed(1)} pages/s per core (${c.figure} pages/s on ${CORES} cores; median of ${c.ramps.length} ramps)`;
      rows.push({ target: `capacity, realistic mix, as deployed: pages/s per core with p95 ≤ ${P95_TARGET_MS} ms`, figure: figure(deployed), pass: deployed.figure > 0 });
      rows.push({ target: `capacity, realistic mix, page cache off: pages/s per core with p95 ≤ ${P95_TARGET_MS} ms (no target)`, figure: figure(uncached), pass: null });
    }
    if (typeahead) {
      rows.push({ target: 'typeahead through the BFF, first-time keystrokes: p95 (no target)', figure: `${ms(typeahead.first.all.p95)} ms (${typeahead.first.all.n} requests)`, pass: null });
      rows.push({ target: 'typeahead through the BFF, repeated keystrokes: p95 (no target)', figure: `${ms(typeahead.second.all.p95)} ms (${typeahead.second.all.n} requests)`, pass: null });
    }
    const lines = [
      `Catalogue ${count} products; Node ${process.version}; ${CORES} cores; loopback; load generator in the same process group, on the same cores.`,
      `${started}.`,
      `${ended}.`,
      '',
      ...targetTable(rows),
      ...(typeahead ? typeaheadReport(typeahead) : []),
      ...(deployed ? [
        '',
        `The mix: ${MIX.map((m) => `${m.share} % ${m.kind}${m.customer ? ' (signed-in customer)' : ''}`).join(', ')}; ${customers} customers with 2 products in the cart each.`,
        ...capacityReport('As deployed', deployed),
        ...capacityReport('Page cache off', uncached),
      ] : []),
    ];
    log(`\n${lines.join('\n')}`);
    writeFileSync(path.join(DIR, 'results.md'), `${lines.join('\n')}\n`);
    const json = writeResults('bench', {
      targets: rows,
      catalogue: count,
      ...(typeahead ? { typeahead: { first: typeahead.first.all, misses: typeahead.first.misses, second: typeahead.second.all, cpuFirst: typeahead.cpuFirst, cpuSecond: typeahead.cpuSecond, errors: typeahead.first.errors + typeahead.second.errors } } : {}),
      ...(deployed ? { capacity: { p95TargetMs: P95_TARGET_MS, stepSeconds: STEP_SECONDS, mix: MIX, customers, deployed, pageCacheOff: uncached } } : {}),
    });
    log(`\n(also written to ${path.relative(repoRoot, path.join(DIR, 'results.md'))} and ${path.relative(repoRoot, json)})`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
