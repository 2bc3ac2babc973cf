import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { LoginResponseSchema, upstreamContract } from '@pool/api-contract';
import {
  contractRoutes, describeFindings, fuzzRoute, fuzzRuns, fuzzSeed, send, writeFuzzReport, type AuthContext, type RouteReport,
} from '@pool/contract-fuzz';
import { asc } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from './db/schema.js';
import { dbFingerprint, fingerprintChange, installWriteCounter, writeCounts, writesBetween } from './test/db-fingerprint.js';
import { useTestContext, TEST_STAFF_PASSWORD } from './test/test-app.js';

/**
 * Contract-driven fuzzing of commerce-api: for every route of `upstreamContract`, FUZZ_RUNS requests
 * (40 by default; `pnpm test:chaos` sends 10,000) that break the route's contract (or name ids that
 * cannot exist), as anonymous, with an unknown token and signed in as the demo shopper and staff
 * member. Each must be answered below 500, a 4xx as problem+json with a title, and write nothing: a
 * row trigger on every table counts rows written (read after each write-method request, and after
 * each route for the reads), and a fingerprint of the database (row counts of all tables, a hash of
 * every row of the mutable ones) is compared after each route.
 */
const RUNS = fuzzRuns();
const SEED = fuzzSeed();
const routes = contractRoutes(upstreamContract);
const reportDir = process.env.FUZZ_REPORT_DIR ?? fileURLToPath(new URL('../../../test-results/', import.meta.url));

const ctx = useTestContext();
let server: Server;
let baseUrl: string;
let auth: AuthContext[];
let known: Record<string, string[]>;
let baseline: Record<string, string>;
let written: Record<string, number>;
const reports: RouteReport[] = [];

beforeAll(async () => {
  server = createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const tokenOf = async (email: string, password: string) =>
    LoginResponseSchema.parse((await request(ctx.app).post('/api/login').send({ email, password }).expect(200)).body).token;
  auth = [
    { name: 'anonymous', headers: { authorization: null } },
    { name: 'unknown-token', headers: { authorization: 'Bearer unknown-0123456789abcdef0123456789abcdef' } },
    { name: 'shopper', headers: { authorization: `Bearer ${await tokenOf('shopper@example.com', 'pool-demo-1')}` } },
    { name: 'staff', headers: { authorization: `Bearer ${await tokenOf('admin@example.com', TEST_STAFF_PASSWORD)}` } },
  ];

  // A real cart with a line: an unknown line of a real cart reaches deeper than an unknown cart.
  const catalogue = await ctx.db.select({ id: products.id, sku: products.sku, handle: products.handle }).from(products).orderBy(asc(products.id)).limit(20);
  const created = await request(ctx.app).post('/api/v1/carts/fuzz-session-0001').send({ line_items: [{ product_id: catalogue[0]!.id, quantity: 1 }] });
  const cart = created.status === 201 ? (created.body as { id: string; products: { id: string }[] }) : null;
  const urls = (await ctx.db.select({ url: categories.url }).from(categories).limit(10)).map((row) => row.url);
  known = {
    cartId: cart ? [cart.id] : [],
    itemId: cart ? cart.products.map((line) => line.id) : [],
    sku: catalogue.map((row) => row.sku),
    file: [...catalogue.slice(0, 5).map((row) => `${row.handle}.json`), 'home.json', ...urls.slice(0, 3).map((url) => `${url}.json`)],
    category: urls,
    handle: catalogue.map((row) => row.handle),
  };
  await installWriteCounter(ctx.db);
  baseline = await dbFingerprint(ctx.db);
  written = await writeCounts(ctx.db);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe(`commerce-api under malformed requests (${RUNS} per route, seed ${SEED})`, () => {
  it('fuzzes every route of the contract', () => {
    expect(routes.length).toBeGreaterThanOrEqual(23);
    expect(routes.map((route) => route.id)).toContain('cart.updateItem');
  });

  it('sees a real write with both detectors (the canary)', async () => {
    await request(ctx.app).post('/api/subscriptions').send({ email: 'fuzz-canary@example.com' }).expect(201);
    expect(writesBetween(written, await writeCounts(ctx.db))).toMatch(/subscriptions: 1 row/);
    expect(fingerprintChange(baseline, await dbFingerprint(ctx.db))).toMatch(/^subscriptions: /);
    baseline = await dbFingerprint(ctx.db);
    written = await writeCounts(ctx.db);
  });

  for (const route of routes) {
    it(`${route.id}: ${route.method} ${route.path}`, async () => {
      const report = await fuzzRoute(route, {
        routes,
        baseUrl,
        runs: RUNS,
        seed: SEED,
        auth,
        hints: { known },
        parseQuery: (raw) => (ctx.bareApp.get('query parser fn') as (raw: string) => unknown)(raw),
        // Checked after every write-method request; a GET that wrote shows in the route's final check.
        async writeCheck(fuzz) {
          if (fuzz.method === 'GET') return null;
          const now = await writeCounts(ctx.db);
          const change = writesBetween(written, now);
          written = now;
          return change;
        },
        async finalWriteCheck() {
          const [counts, fingerprint] = [await writeCounts(ctx.db), await dbFingerprint(ctx.db)];
          const change = [writesBetween(written, counts), fingerprintChange(baseline, fingerprint)].filter(Boolean).join('; ');
          [written, baseline] = [counts, fingerprint];
          return change || null;
        },
        async aliveCheck() {
          const health = await send(baseUrl, { method: 'GET', target: '/healthz', headers: {}, body: null });
          const menu = await send(baseUrl, { method: 'GET', target: '/menu.json', headers: {}, body: null });
          return health.status === 200 && menu.status === 200 ? null : `after fuzzing, /healthz answered ${health.status} and /menu.json ${menu.status}`;
        },
      });
      reports.push(report);
      // After every route, so a long chaos run shows progress and a stopped one keeps its figures.
      writeFuzzReport(reportDir, 'commerce-api', RUNS, SEED, reports);
      expect(report.requests, 'requests sent').toBeGreaterThan(0);
      expect(report.findings, describeFindings(report)).toEqual([]);
    }, 60_000 + RUNS * 200);
  }
});
