#!/usr/bin/env node
// `pnpm test:cluster` (docs/decisions/0068): two copies of each app (commerce-api, BFF, storefront) on
// loopback ports, each pair behind a round-robin balancer (scripts/lib/balancer.mjs), on the local
// PostgreSQL (a database of its own, made here and dropped at the end) and Redis, with a local SMTP
// server and a CDN purge endpoint. Proves: a shopper's session, cart and checkout survive a different
// copy on every request; one attempt placed through two copies at once makes one order and one charge;
// each sweep runs once an hour across the copies; each mail goes out once; a price change reaches
// every copy's pages within 2 s (and the CDN hook); killing one copy of each app mid-traffic loses no
// order and no cart line. Prints `N passed, N failed`; exits 1 on a failure.
//
// Needs `pnpm build` first. Env: CLUSTER_DATABASE_URL (a server URL; default TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres), CLUSTER_DB_PREFIX (the made database's name prefix,
// `cluster_`), CLUSTER_REDIS_URL (default TEST_REDIS_URL or redis://127.0.0.1:6379), CLUSTER_PORT_BASE
// (4600: ports base..base+399), CLUSTER_SHOPPERS (6, the kill test's concurrent shoppers).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBalancer } from './lib/balancer.mjs';
import { envInt } from './lib/env-int.mjs';
import { commerceApiEnv, readStaffDemoPassword, repoRoot, startApp, stopApp } from './lib/stack.mjs';

const started = Date.now();
const serverUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const base = envInt('CLUSTER_PORT_BASE', 4600);
const SHOPPERS = envInt('CLUSTER_SHOPPERS', 6);
const dbName = `${process.env.CLUSTER_DB_PREFIX ?? 'cluster_'}${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const ports = {
  storefrontLb: base, bffLb: base + 10, commerceLb: base + 20, smtp: base + 30, cdn: base + 31,
  commerce: [base + 101, base + 102], outbox: [base + 111, base + 112], processor: [base + 121, base + 122],
  bff: [base + 201, base + 202], storefront: [base + 301, base + 302],
};
const origin = `http://localhost:${ports.storefrontLb}`;
const dir = mkdtempSync(path.join(tmpdir(), 'pool-cluster-'));
const secretsDir = path.join(dir, 'secrets');
const keys = { COMMERCE_API_KEY: randomBytes(32).toString('hex'), BFF_SERVICE_KEY: randomBytes(32).toString('hex') };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── the local PostgreSQL database, SMTP server and CDN purge endpoint ───────────────────────────────
const sql = (query, url = databaseUrl) => {
  const out = spawnSync('psql', [url, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', query], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`psql: ${out.stderr.trim()}`);
  return out.stdout.trim();
};
const sqlNumber = (query) => Number(sql(query));

// The SMTP server of commerce-api's own tests (a devDependency there).
const { SMTPServer } = createRequire(path.join(repoRoot, 'apps/commerce-api/package.json'))('smtp-server');
/** Message-IDs received, one entry per delivery. */
const mailReceived = [];
const smtp = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      mailReceived.push(/^Message-ID:\s*<([^>]+)>/im.exec(raw)?.[1] ?? 'none');
      callback();
    });
  },
});
const cdnPurges = [];
const cdn = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    cdnPurges.push({ at: Date.now(), body: JSON.parse(text || '{}') });
    res.writeHead(204).end();
  });
});

// ── the cluster ─────────────────────────────────────────────────────────────────────────────────────
const children = { commerce: [], bff: [], storefront: [] };
const balancers = [];
const logFile = (name) => path.join(dir, `${name}.log`);
const stdioFor = (name) => {
  const fd = openSync(logFile(name), 'a');
  return ['ignore', fd, fd];
};
const shared = {
  ...keys, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SECRETS_DIR: secretsDir, METRICS_PORT: '0', WARM_UP_REQUESTS: '0',
};

async function startCluster() {
  sql(`create database ${dbName}`, serverUrl);
  await new Promise((resolve) => smtp.listen(ports.smtp, '127.0.0.1', resolve));
  await new Promise((resolve) => cdn.listen(ports.cdn, '127.0.0.1', resolve));
  for (const i of [0, 1]) {
    // One after the other: the first migrates and seeds, the second finds it done.
    children.commerce[i] = await startApp('commerce-api', {
      port: ports.commerce[i],
      stdio: stdioFor(`commerce-api-${i + 1}`),
      env: {
        ...shared, ...commerceApiEnv({ storefront: ports.storefrontLb, outbox: ports.outbox[i], testProcessor: ports.processor[i] }),
        // The storefront frames the first copy's listener only: every copy's 3-D Secure challenges are
        // shown there (one database, docs/decisions/0078).
        TEST_PROCESSOR_PUBLIC_URL: `http://localhost:${ports.processor[0]}`,
        LOG_LEVEL: 'info', CATALOG_SIZE: '200', SEED_DEMO_ACCOUNTS: 'true', SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        SCHEDULER_TICK_MS: '1000', CDN_PURGE_URL: `http://127.0.0.1:${ports.cdn}/purge`,
      },
    });
  }
  balancers.push(await startBalancer({ nameUpstream: true, port: ports.commerceLb, upstreams: ports.commerce.map((port, i) => ({ name: `commerce-api-${i + 1}`, host: '127.0.0.1', port })) }));
  children.bff = await Promise.all([0, 1].map((i) => startApp('bff', {
    port: ports.bff[i],
    stdio: stdioFor(`bff-${i + 1}`),
    env: { ...shared, LOG_LEVEL: 'warn', COMMERCE_API_URL: `http://127.0.0.1:${ports.commerceLb}`, TRUSTED_ORIGINS: `${origin},http://127.0.0.1:${ports.storefrontLb}` },
  })));
  balancers.push(await startBalancer({ nameUpstream: true, port: ports.bffLb, upstreams: ports.bff.map((port, i) => ({ name: `bff-${i + 1}`, host: '127.0.0.1', port })) }));
  children.storefront = await Promise.all([0, 1].map((i) => startApp('storefront', {
    port: ports.storefront[i],
    stdio: stdioFor(`storefront-${i + 1}`),
    env: { ...shared, LOG_LEVEL: 'warn', BFF_URL: `http://127.0.0.1:${ports.bffLb}`, PUBLIC_ORIGIN: origin, TEST_PROCESSOR_URL: `http://localhost:${ports.processor[0]}` },
  })));
  balancers.push(await startBalancer({ nameUpstream: true, port: ports.storefrontLb, upstreams: ports.storefront.map((port, i) => ({ name: `storefront-${i + 1}`, host: '127.0.0.1', port })) }));
}

async function stopCluster() {
  await Promise.all(balancers.map((balancer) => balancer.close()));
  await Promise.all([...children.storefront, ...children.bff].map((child) => stopApp(child)));
  await Promise.all(children.commerce.map((child) => stopApp(child)));
  await new Promise((resolve) => smtp.close(resolve));
  cdn.closeAllConnections();
  cdn.close();
  try {
    sql(`drop database if exists ${dbName} with (force)`, serverUrl);
  } catch (error) {
    console.error(`could not drop ${dbName}: ${error.message}`);
  }
}

// ── a shopper, through the balancers ────────────────────────────────────────────────────────────────
const commerceHeaders = { 'x-service-key': keys.COMMERCE_API_KEY, 'content-type': 'application/json' };
const ADDRESS = { firstName: 'Cluster', lastName: 'Shopper', street1: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85004' };

/** Retries a request on a 502/503 or a broken connection (a copy going away), `tries` times. */
async function withRetries(send, tries = 12) {
  let last;
  for (let i = 0; i < tries; i += 1) {
    try {
      const res = await send();
      if (res.status !== 502 && res.status !== 503) return res;
      last = new Error(`status ${res.status}`);
    } catch (error) {
      last = error;
    }
    await sleep(250);
  }
  throw last;
}

class Shopper {
  constructor(n) {
    this.cookie = '';
    this.address = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    /** The copy that answered each request, in order, per app. */
    this.upstreams = [];
    this.added = new Map();
  }

  note(res) {
    const set = res.headers.getSetCookie().find((value) => value.startsWith('session_id='));
    if (set) this.cookie = set.split(';')[0];
    this.upstreams.push(res.headers.get('x-upstream'));
    return res;
  }

  async page(url) {
    const res = await fetch(`${origin}${url}`, { headers: { cookie: this.cookie, 'x-forwarded-for': this.address }, redirect: 'manual' });
    await res.arrayBuffer();
    return this.note(res);
  }

  /** Adds one of `productId` through the storefront's own form post; the same idempotency key on a retry. */
  async add(productId, retry = false) {
    const idempotencyKey = randomBytes(16).toString('hex');
    const send = async () => {
      const res = await fetch(`${origin}/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: this.cookie, 'x-forwarded-for': this.address },
        body: new URLSearchParams({ intent: 'add', productId: String(productId), quantity: '1', idempotencyKey }).toString(),
        redirect: 'manual',
      });
      await res.arrayBuffer();
      return this.note(res);
    };
    const res = retry ? await withRetries(send) : await send();
    if (res.status >= 400) throw new Error(`add ${productId}: ${res.status}`);
    this.added.set(productId, (this.added.get(productId) ?? 0) + 1);
  }

  async bff(method, url, body) {
    const res = await fetch(`http://127.0.0.1:${ports.bffLb}${url}`, {
      method,
      headers: { cookie: this.cookie, 'x-service-key': keys.BFF_SERVICE_KEY, origin, 'content-type': 'application/json', 'x-forwarded-for': this.address },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    this.note(res);
    return { status: res.status, upstream: res.headers.get('x-upstream'), body: await res.json().catch(() => null) };
  }

  async cartLines() {
    const cart = await withRetries(async () => {
      const answer = await this.bff('GET', '/v1/cart');
      return Object.assign(answer, { status: answer.status });
    });
    if (cart.status !== 200) throw new Error(`cart: ${cart.status}`);
    return cart.body.lines;
  }

  /** The order request for the session's cart: a new attempt key, a fresh card token, the total shown. */
  async orderRequest() {
    const view = await withRetries(() => this.bff('GET', '/v1/checkout?state=AZ&zip=85004&shippingMethod=standard'));
    if (view.status !== 200 || !view.body.ready) throw new Error(`checkout view: ${view.status} ${JSON.stringify(view.body).slice(0, 200)}`);
    return {
      attemptKey: view.body.attemptKey, email: `shopper-${randomBytes(4).toString('hex')}@example.com`, address: ADDRESS, shippingMethod: 'standard',
      paymentToken: await cardToken(), expectedTotal: view.body.totals.total,
    };
  }

  async checkout(retry = false) {
    const order = await this.orderRequest();
    const send = () => this.bff('POST', '/v1/checkout/orders', order);
    const placed = retry ? await withRetries(send) : await send();
    if (placed.status !== 201 && placed.status !== 200) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body).slice(0, 300)}`);
    return { ...placed.body, attemptKey: order.attemptKey };
  }
}

/** A one-time token for the approved test card, from the test processor's listener of a live copy. */
async function cardToken() {
  for (const port of [...ports.processor].reverse()) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/tokens`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' }),
      });
      if (res.ok) return (await res.json()).id;
    } catch {
      // that copy is gone: the other
    }
  }
  throw new Error('no test processor listener answered');
}

// ── the checks ──────────────────────────────────────────────────────────────────────────────────────
const results = [];
async function check(name, run) {
  const t0 = Date.now();
  try {
    await run();
    results.push({ name, ok: true });
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`FAIL ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n     ${error instanceof Error ? error.message : String(error)}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
const alternates = (names) => names.every((name, i) => i === 0 || name !== names[i - 1]);

let products = [];
/** When copy 1 of each app was killed: mail its worker had claimed is due again after the 60 s lease (0063). */
let killedAt = Date.now();

async function sessionCartCheckoutAcrossCopies() {
  const shopper = new Shopper(0);
  for (const product of products.slice(0, 3)) {
    await shopper.page(`/${product.handle}.html`);
    await shopper.add(product.id);
  }
  const storefrontCopies = shopper.upstreams.filter(Boolean);
  assert(alternates(storefrontCopies) && new Set(storefrontCopies).size === 2, `storefront requests did not alternate between the copies: ${storefrontCopies.join(' ')}`);
  const cartCopies = [];
  for (let i = 0; i < 4; i += 1) {
    const lines = await shopper.cartLines();
    cartCopies.push(shopper.upstreams.at(-1));
    assert(lines.length === 3, `copy ${shopper.upstreams.at(-1)} shows ${lines.length} cart lines, not 3`);
  }
  assert(alternates(cartCopies), `cart reads did not alternate between the BFF copies: ${cartCopies.join(' ')}`);
  const cart = await shopper.page('/cart');
  assert(cart.status === 200, `the cart page answered ${cart.status}`);
  const order = await shopper.checkout();
  const thanks = await shopper.bff('GET', `/v1/checkout/orders/${order.cartId}`);
  assert(thanks.status === 200, `the thank-you page's order answered ${thanks.status} on ${thanks.upstream}`);
  const ordered = sqlNumber(`select coalesce(sum(quantity), 0) from order_lines l join orders o on o.id = l.order_id where o.cart_id = '${order.cartId}'`);
  assert(ordered === 3, `the order holds ${ordered} items, not 3`);
}

async function oneOrderForTwoCopies() {
  const shopper = new Shopper(1);
  await shopper.add(products[3].id);
  const charges = sqlNumber('select count(*) from processor_charges');
  const request = await shopper.orderRequest();
  const answers = await Promise.all([0, 1].map(() => shopper.bff('POST', '/v1/checkout/orders', request)));
  const copies = answers.map((answer) => answer.upstream);
  assert(new Set(copies).size === 2, `both posts went to ${copies[0]}`);
  assert(answers.every((answer) => answer.status === 200 || answer.status === 201), `answers ${answers.map((a) => a.status).join(', ')}`);
  assert(answers[0].body.orderNumber === answers[1].body.orderNumber, `two order numbers: ${answers.map((a) => a.body.orderNumber).join(', ')}`);
  const cartId = answers[0].body.cartId;
  const orders = sqlNumber(`select count(*) from orders where cart_id = '${cartId}'`);
  assert(orders === 1, `${orders} orders for one attempt`);
  const payments = sqlNumber(`select count(*) from payments p join orders o on o.id = p.order_id where o.cart_id = '${cartId}'`);
  assert(payments === 1, `${payments} payments for one attempt`);
  const newCharges = sqlNumber('select count(*) from processor_charges') - charges;
  assert(newCharges === 1, `${newCharges} charges at the processor for one attempt`);
}

async function priceChangeReachesEveryCopy() {
  const product = products[4];
  const direct = (port) => fetch(`http://127.0.0.1:${port}/${product.handle}.html`, { headers: { host: `localhost:${ports.storefrontLb}` } });
  // Both copies of the storefront (and through them the BFF copies) hold the page.
  for (const port of ports.storefront) {
    for (let i = 0; i < 3; i += 1) await (await direct(port)).arrayBuffer();
    const res = await direct(port);
    await res.arrayBuffer();
    assert(res.headers.get('x-page-cache') === 'hit', `storefront :${port} did not keep the product page (${res.headers.get('x-page-cache')}, ${res.headers.get('cache-control')})`);
    assert((res.headers.get('cache-tag') ?? '').split(' ').includes(`product:${product.id}`), `the page's Cache-Tag lacks product:${product.id}: ${res.headers.get('cache-tag')}`);
  }
  const password = readStaffDemoPassword({ secretsDir });
  const login = await fetch(`http://127.0.0.1:${ports.commerceLb}/api/login`, { method: 'POST', headers: commerceHeaders, body: JSON.stringify({ email: 'admin@example.com', password }) });
  assert(login.ok, `staff login answered ${login.status}`);
  const { token } = await login.json();
  const cents = 123_457 + Math.floor(Math.random() * 1000);
  const shown = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const t0 = Date.now();
  const changed = await fetch(`http://127.0.0.1:${ports.commerceLb}/api/admin/products/${product.id}`, {
    method: 'PATCH', headers: { ...commerceHeaders, authorization: `Bearer ${token}` }, body: JSON.stringify({ price_cents: cents }),
  });
  assert(changed.status === 200, `the price change answered ${changed.status}`);
  const seenAfter = await Promise.all(ports.storefront.map(async (port) => {
    while (Date.now() - t0 < 5_000) {
      const html = await (await direct(port)).text();
      if (html.includes(shown)) return Date.now() - t0;
      await sleep(50);
    }
    return Infinity;
  }));
  console.log(`     new price on the storefront copies after ${seenAfter.join(' and ')} ms`);
  assert(seenAfter.every((ms) => ms <= 2_000), `a copy showed the old price past 2 s: ${seenAfter.join(', ')} ms`);
  await sleep(300);
  const posted = cdnPurges.find((purge) => purge.body.reason === 'price' && purge.body.tags?.includes(`product:${product.id}`));
  assert(posted, 'the CDN purge hook received no purge of the product');
}

async function killOneCopyOfEachMidTraffic() {
  const shoppers = Array.from({ length: SHOPPERS }, (_, i) => new Shopper(10 + i));
  const placed = [];
  const failures = [];
  const traffic = shoppers.map(async (shopper, n) => {
    try {
      for (let i = 0; i < 3; i += 1) {
        const product = products[5 + ((n * 3 + i) % (products.length - 5))];
        await shopper.page(`/${product.handle}.html`).catch(() => undefined);
        await shopper.add(product.id, true);
      }
      placed.push({ shopper, order: await shopper.checkout(true) });
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  });
  await sleep(1_500);
  for (const group of ['commerce', 'bff', 'storefront']) children[group][0].kill('SIGKILL');
  killedAt = Date.now();
  await Promise.all(traffic);
  assert(failures.length === 0, `${failures.length} shoppers could not finish: ${failures.slice(0, 3).join('; ')}`);
  for (const { shopper, order } of placed) {
    const orders = sqlNumber(`select count(*) from orders where cart_id = '${order.cartId}'`);
    assert(orders === 1, `${orders} orders for cart ${order.cartId}`);
    const lines = sql(`select l.product_id || ':' || l.quantity from order_lines l join orders o on o.id = l.order_id where o.cart_id = '${order.cartId}' order by 1`).split('\n').filter(Boolean);
    const expected = [...shopper.added].map(([id, quantity]) => `${id}:${quantity}`).sort();
    assert(JSON.stringify(lines) === JSON.stringify(expected), `order ${order.orderNumber} holds ${lines.join(' ')}, the shopper added ${expected.join(' ')}`);
    const payments = sqlNumber(`select count(*) from payments p join orders o on o.id = p.order_id where o.cart_id = '${order.cartId}'`);
    assert(payments === 1, `${payments} payments for order ${order.orderNumber}`);
  }
  const stats = balancers.map((balancer) => balancer.stats);
  console.log(`     ${placed.length} orders placed while copy 1 of each app was killed; the balancers retried ${stats.reduce((sum, s) => sum + s.retries, 0)} requests and answered ${stats.reduce((sum, s) => sum + s.failed, 0)} with 502`);
}

async function eachMailOnce() {
  const deadline = Math.max(Date.now() + 10_000, killedAt + 75_000);
  const pending = () => sqlNumber('select count(*) from mail_outbox where sent_at is null and failed_at is null');
  while (pending() > 0 && Date.now() < deadline) await sleep(500);
  const left = sql("select id || ' attempts ' || attempts || ' due ' || next_attempt_at || ' ' || coalesce(last_error, '') from mail_outbox where sent_at is null");
  assert(left === '', `mail not delivered: ${left.replaceAll('\n', '; ')}`);
  const rows = sql('select id from mail_outbox where sent_at is not null order by id').split('\n').filter(Boolean);
  assert(rows.length >= 3, `only ${rows.length} mails were sent`);
  const ids = new Map();
  for (const id of mailReceived) ids.set(id.split('@')[0], (ids.get(id.split('@')[0]) ?? 0) + 1);
  const twice = [...ids].filter(([, count]) => count > 1);
  assert(twice.length === 0, `${twice.length} mails arrived more than once`);
  const missing = rows.filter((id) => !ids.has(id));
  assert(missing.length === 0, `${missing.length} mails marked sent never arrived`);
  const byCopy = sql('select delivered_by, count(*) from mail_outbox where sent_at is not null group by 1 order by 1').replaceAll('\n', ', ');
  console.log(`     ${rows.length} mails, each received once (delivered by ${byCopy})`);
}

function sweepsOncePerHour() {
  const runs = new Map();
  let ticks = 0;
  for (const i of [1, 2]) {
    for (const line of readFileSync(logFile(`commerce-api-${i}`), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line);
      if (entry.msg === 'scheduled job done') {
        const key = `${entry.job}@${entry.period}`;
        runs.set(key, [...(runs.get(key) ?? []), i]);
      }
      if (entry.msg === 'commerce-api listening') ticks += 1;
    }
  }
  const jobs = new Set([...runs.keys()].map((key) => key.split('@')[0]));
  assert(ticks === 2, `expected two copies' logs, found ${ticks}`);
  assert(jobs.size === 4, `expected 4 sweeps to have run, found ${[...jobs].join(', ') || 'none'}`);
  const repeated = [...runs].filter(([, copies]) => copies.length > 1);
  assert(repeated.length === 0, `run more than once in an hour: ${repeated.map(([key, copies]) => `${key} by ${copies.join('+')}`).join(', ')}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`     ${[...runs].map(([key, copies]) => `${key.split('@')[0]} by copy ${copies[0]}`).join(', ')}; both copies looked each second for ${seconds} s`);
}

// ── run ─────────────────────────────────────────────────────────────────────────────────────────────
console.log(`cluster: two copies of each app behind balancers on :${ports.storefrontLb} (storefront), :${ports.bffLb} (BFF), :${ports.commerceLb} (commerce-api); database ${dbName}; logs in ${dir}`);
let code = 1;
try {
  await startCluster();
  console.log(`cluster: started in ${Math.round((Date.now() - started) / 1000)} s`);
  const hits = await (await fetch(`http://127.0.0.1:${ports.commerceLb}/search/products/query?per_page=100`, { headers: commerceHeaders })).json();
  products = hits.hits.filter((hit) => !hit.hide_price && hit.inventory_status === 'in' && hit.price > 0).slice(0, 40);
  await check('a session, cart and checkout survive a different copy on every request', sessionCartCheckoutAcrossCopies);
  await check('one checkout attempt posted through two copies at once makes one order and one charge', oneOrderForTwoCopies);
  await check('a price change is on every storefront copy within 2 s, and posted to the CDN hook', priceChangeReachesEveryCopy);
  await check(`killing one copy of each app mid-traffic loses no order and no cart line (${SHOPPERS} shoppers)`, killOneCopyOfEachMidTraffic);
  await check('each mail goes out once', eachMailOnce);
  await check('each sweep runs once an hour across the copies', sweepsOncePerHour);
  code = results.every((result) => result.ok) ? 0 : 1;
} catch (error) {
  console.error('cluster: could not run:', error);
  results.push({ name: 'start', ok: false });
} finally {
  await stopCluster();
  if (code === 0) rmSync(dir, { recursive: true, force: true });
}
const passed = results.filter((result) => result.ok).length;
console.log(`\n${passed} passed, ${results.length - passed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(code);
