#!/usr/bin/env node
// `pnpm test:soak` (also the last step of `pnpm test:chaos`): SOAK_SECONDS (600) of mixed traffic
// against the built store, started on its own ports and data directory, while the resident memory
// and open file descriptors of the three processes are sampled every 5 s. Guests browse categories,
// product pages and search; shoppers with a session add, change and remove cart lines through the
// storefront's own form posts. Passes when no request got a 500, memory and descriptors are flat
// (the last minute's median within 25% / 64 MB and 20 descriptors of the second minute's), and prints
// a table; figures go to test-results/soak.json.
//
// Needs `pnpm build` first. Env: SOAK_SECONDS (600), SOAK_CONNECTIONS (6), SOAK_DIR (.data/soak).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readServiceKey, repoRoot, startStack, stopStack, dataDirEnv } from './lib/stack.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 6);
const dataDir = path.resolve(repoRoot, process.env.SOAK_DIR ?? '.data/soak');
const ports = { storefront: 3310, bff: 4310, commerceApi: 4410 };
const origin = `http://localhost:${ports.storefront}`;

const procStatus = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rssMb: rssKb / 1024, fds: readdirSync(`/proc/${pid}/fd`).length };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

mkdirSync(dataDir, { recursive: true });
console.log(`soak: starting the store on :${ports.storefront} over ${dataDir} (seeding the first time takes a while)`);
const children = await startStack({ ports, dataDir, env: { LOG_LEVEL: 'warn', METRICS_PORT: '0', CATALOG_SIZE: '2000' }, stdio: 'ignore' });
const commerceKey = readServiceKey('commerce-api-key', { secretsDir: dataDirEnv(dataDir).SECRETS_DIR });
const bffKey = readServiceKey('bff-service-key', { secretsDir: dataDirEnv(dataDir).SECRETS_DIR });

const search = await fetch(`http://127.0.0.1:${ports.commerceApi}/search/products/query?per_page=100`, { headers: { 'x-service-key': commerceKey } });
const hits = (await search.json()).hits.filter((hit) => !hit.hide_price && hit.inventory_status === 'in');
const menu = await (await fetch(`http://127.0.0.1:${ports.commerceApi}/menu.json`, { headers: { 'x-service-key': commerceKey } })).json();
const flatten = (items) => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const categories = flatten(menu.items).map((item) => `/category/${item.url.replace(/^\/?(category\/)?/, '').replace(/\.html$/, '')}.html`).slice(0, 20);
const productPaths = hits.slice(0, 60).map((hit) => `/${hit.handle}.html`);
const terms = ['pump', 'filter', 'chlorine', 'hayward', 'cartridge', 'heater', 'skimmer', 'test strips'];

const tally = { requests: 0, byStatus: {}, errors: 0 };
const note = (status) => {
  tally.requests += 1;
  tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
};
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function get(url, cookie) {
  const res = await fetch(`${origin}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  await res.arrayBuffer();
  note(res.status);
  return res;
}

async function post(form, cookie) {
  const res = await fetch(`${origin}/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  note(res.status);
  return res;
}

const cookieOf = (res, current) => {
  const set = res.headers.getSetCookie().find((value) => value.startsWith('session_id='));
  return set ? set.split(';')[0] : current;
};

const deadline = Date.now() + SECONDS * 1000;

async function guest() {
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.35) await get(pick(categories));
    else if (roll < 0.8) await get(pick(productPaths));
    else await get(`/search?q=${encodeURIComponent(pick(terms))}`);
  }
}

async function shopper() {
  while (Date.now() < deadline) {
    let cookie;
    // One shopper's visit: a few pages, three adds, a change, a removal, the cart page.
    for (let i = 0; i < 3 && Date.now() < deadline; i += 1) {
      const product = pick(hits);
      cookie = cookieOf(await get(`/${product.handle}.html`, cookie), cookie);
      cookie = cookieOf(await post({ intent: 'add', productId: String(product.id), quantity: '1', idempotencyKey: crypto.randomUUID().replaceAll('-', '') }, cookie), cookie);
    }
    const cart = await fetch(`http://127.0.0.1:${ports.bff}/v1/cart`, { headers: { cookie: cookie ?? '', 'x-service-key': bffKey } });
    const lines = cart.ok ? (await cart.json()).lines : [];
    if (lines[0]) await post({ intent: 'update', lineId: lines[0].id, quantity: '2' }, cookie);
    if (lines[1]) await post({ intent: 'remove', lineId: lines[1].id }, cookie);
    await get('/cart', cookie);
  }
}

const samples = [];
const started = Date.now();
const sample = () => {
  const row = { t: Math.round((Date.now() - started) / 1000) };
  for (const [name, child] of Object.entries(children)) row[name] = procStatus(child.pid);
  samples.push(row);
};
sample();
const sampler = setInterval(sample, 5_000);
const progress = setInterval(() => console.log(`soak: ${Math.round((Date.now() - started) / 1000)} s, ${tally.requests} requests`), 60_000);

const workers = Array.from({ length: CONNECTIONS }, (_, i) => (i % 3 === 0 ? shopper() : guest()).catch((error) => {
  tally.errors += 1;
  console.error('soak worker failed:', error);
}));
await Promise.all(workers);
clearInterval(sampler);
clearInterval(progress);
sample();
await stopStack(children);

// Second minute (after warm-up: caches filled, JIT settled) against the last minute.
const window = (from, to) => samples.filter((row) => row.t >= from && row.t < to);
const early = window(60, 120).length ? window(60, 120) : samples.slice(0, Math.max(1, Math.floor(samples.length / 3)));
const late = window(SECONDS - 60, SECONDS + 60).length ? window(SECONDS - 60, SECONDS + 60) : samples.slice(-Math.max(1, Math.floor(samples.length / 3)));
const processes = {};
let flat = true;
for (const name of Object.keys(children)) {
  const rssEarly = median(early.map((row) => row[name].rssMb));
  const rssLate = median(late.map((row) => row[name].rssMb));
  const fdsEarly = median(early.map((row) => row[name].fds));
  const fdsLate = median(late.map((row) => row[name].fds));
  const rssFlat = rssLate <= Math.max(rssEarly * 1.25, rssEarly + 64);
  const fdsFlat = fdsLate <= fdsEarly + 20;
  flat &&= rssFlat && fdsFlat;
  processes[name] = { rssEarlyMb: Math.round(rssEarly), rssLateMb: Math.round(rssLate), fdsEarly, fdsLate, flat: rssFlat && fdsFlat };
}
const serverErrors = tally.byStatus[500] ?? 0;
const figures = { seconds: SECONDS, connections: CONNECTIONS, requests: tally.requests, byStatus: tally.byStatus, workerErrors: tally.errors, serverErrors, processes, flat };
mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'test-results/soak.json'), JSON.stringify({ ...figures, samples }, null, 2));

console.log(`\nsoak: ${tally.requests} requests in ${SECONDS} s, statuses ${JSON.stringify(tally.byStatus)}`);
console.log('process       RSS 2nd min → last min     fds 2nd min → last min   flat');
for (const [name, p] of Object.entries(processes)) {
  console.log(`${name.padEnd(13)} ${String(p.rssEarlyMb).padStart(6)} MB → ${String(p.rssLateMb).padStart(6)} MB      ${String(p.fdsEarly).padStart(5)} → ${String(p.fdsLate).padStart(5)}          ${p.flat ? 'yes' : 'NO'}`);
}
const ok = flat && serverErrors === 0 && tally.errors === 0;
console.log(ok ? 'soak passed' : 'soak FAILED');
process.exit(ok ? 0 : 1);
