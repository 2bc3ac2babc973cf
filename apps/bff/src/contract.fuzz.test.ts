import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { bffContract, upstreamContract } from '@pool/api-contract';
import {
  contractRoutes, describeFindings, fuzzRoute, fuzzRuns, fuzzSeed, matchRoute, send, writeFuzzReport, type AuthContext, type RouteReport,
} from '@pool/contract-fuzz';
import { parseSetCookie } from 'cookie';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintChange, TEST_STAFF_PASSWORD, writesBetween, type CommerceApiUnderTest } from '@pool/commerce-api/testing';
import { DEFAULT_SHOPPER_LIMITS, type ShopperLimits } from './http/shopper-limits.js';
import { startStack, type TestApp, type TestStack } from './test/stack.js';

/**
 * Contract-driven fuzzing of the BFF against a real commerce-api: for every route of `bffContract`,
 * FUZZ_RUNS requests (40 by default; `pnpm test:chaos` sends 10,000) that break the route's contract
 * (or name cart lines and products that cannot exist), as a guest, with a forged or mangled session
 * cookie, and signed in as the demo shopper (with a cart) and staff member. Each must be answered
 * below 500 (commerce-api is healthy, so no 502-504 either), a 4xx as problem+json with a title, and
 * write nothing upstream: every non-GET call reaching commerce-api is recorded (one answered 2xx is a
 * write, and a request the BFF refuses must make none at all), rows written to commerce-api's tables
 * are counted after each write-method request (and after each route for the reads), and its database
 * fingerprint is compared after each route.
 */
const RUNS = fuzzRuns();
const SEED = fuzzSeed();
const routes = contractRoutes(bffContract);
const reportDir = process.env.FUZZ_REPORT_DIR ?? fileURLToPath(new URL('../../../test-results/', import.meta.url));

/**
 * Upstream routes that are POSTs but only read (the contract says so): answering 200 is no write.
 * The row counter below is the ground truth either way.
 */
const READ_ONLY_UPSTREAM = new Set(['catalog.productCollection', 'checkout.quote']);
const upstreamRoutes = contractRoutes(upstreamContract);
const isReadOnlyCall = (call: { method: string; url: string }) => {
  const route = matchRoute(upstreamRoutes, call.method, call.url.split('?')[0]!);
  return route !== null && READ_ONLY_UPSTREAM.has(route.route.id);
};

interface UpstreamCall {
  method: string;
  url: string;
  status: number;
}

let stack: TestStack;
let commerce: CommerceApiUnderTest;
let bffServer: Server;
let bffUrl: string;
/** Every shopper limit (0051) raised out of reach, keeping each window. */
const unlimited = (limits: ShopperLimits): ShopperLimits => ({
  ...(Object.fromEntries(Object.keys(limits).map((key) => [key, 1_000_000])) as unknown as ShopperLimits),
  lookups: { windowMs: limits.lookups.windowMs, failuresPerAddress: 1_000_000, failuresPerTarget: 1_000_000 },
});

let bff: TestApp;
let auth: AuthContext[];
let known: Record<string, string[]>;
let baseline: Record<string, string>;
let written: Record<string, number>;
/** Non-GET requests that reached commerce-api since the last check, with their answers. */
let upstreamWrites: UpstreamCall[] = [];
const reports: RouteReport[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

function sessionCookie(res: request.Response): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((value) => value.startsWith('session_id='));
  if (!header) throw new Error(`no session cookie (${res.status} ${JSON.stringify(res.body)})`);
  return `session_id=${parseSetCookie(header).value}`;
}

beforeAll(async () => {
  stack = await startStack({
    commerce: {
      // Every non-GET request that reaches commerce-api is recorded with its status.
      observe(req, res) {
        if (req.method === 'GET' || req.method === 'HEAD') return;
        const call = { method: req.method ?? '?', url: req.url ?? '?', status: 0 };
        upstreamWrites.push(call);
        res.on('finish', () => {
          call.status = res.statusCode;
        });
      },
    },
    // Limits high enough that fuzzing reaches the routes (the limiters themselves answer 429 problems).
    bff: { config: {
      writeLimitPerMinute: 1_000_000,
      loginLimits: { perAddressAndAccount: 1_000_000, perAddress: 1_000_000, accountSlowAfter: 1_000_000, accountStrangerLimit: 1_000_000 },
      shopperLimits: unlimited(DEFAULT_SHOPPER_LIMITS),
    } },
  });
  ({ commerce, built: bff } = stack);
  bffServer = createServer(bff.app);
  bffUrl = await listen(bffServer);

  const catalogue = await stack.catalogue('per_page=100');
  const buyable = catalogue.find((product) => product.inventory_status === 'in' && !product.hide_price && product.inventory_level >= 5)!;

  // The shopper signs in with a cart (the guest session's cart goes along), the staff member without.
  const added = await request(bff.app).post('/v1/cart/items').send({ productId: buyable.id, quantity: 1 }).expect(200);
  const shopper = await request(bff.app).post('/v1/session/login').set('cookie', sessionCookie(added)).send({ email: 'shopper@example.com', password: 'pool-demo-1' }).expect(200);
  const staff = await request(bff.app).post('/v1/session/login').send({ email: 'admin@example.com', password: TEST_STAFF_PASSWORD }).expect(200);
  auth = [
    { name: 'guest', headers: { cookie: null } },
    { name: 'forged-session', headers: { cookie: 'session_id=not-a-session-0123456789abcdefghijklmn' } },
    { name: 'mangled-cookie', headers: { cookie: 'session_id=%zz; session_id=; =; ;; __Host-session_id="\\"' } },
    { name: 'shopper', headers: { cookie: sessionCookie(shopper) } },
    { name: 'staff', headers: { cookie: sessionCookie(staff) } },
  ];

  const cart = await request(bff.app).get('/v1/cart').set('cookie', sessionCookie(shopper)).expect(200);
  const urls = await commerce.categoryUrls(10);
  const diagramHandles = (await commerce.diagrams()).slice(0, 3).map((diagram) => diagram.handle);
  known = {
    // Page reads: products, diagrams (and their /diagram/* addresses), content pages, categories,
    // a redirect of the table and other addresses of a page.
    path: [
      ...catalogue.slice(0, 5).flatMap((product) => [`/${product.handle}.html`, `/${product.handle}`]),
      ...diagramHandles.flatMap((handle) => [`/${handle}.html`, `/diagram/${handle}`]),
      '/', '/home', '/about', '/blog/how-to.html', '/pool-chemicals', ...urls.slice(0, 3).flatMap((url) => [`/category/${url}.html`, `/${url}.html`]),
    ],
    itemId: (cart.body as { lines: { id: string }[] }).lines.map((line) => line.id),
    url: urls,
    productId: catalogue.slice(0, 10).map((product) => String(product.id)),
  };
  expect(known.itemId).toHaveLength(1);

  await commerce.installWriteCounter();
  baseline = await commerce.fingerprint();
  written = await commerce.writeCounts();
  upstreamWrites = [];
});

afterAll(async () => {
  await new Promise<void>((resolve) => bffServer?.close(() => resolve()));
  await stack?.close();
});

describe(`the BFF under malformed requests (${RUNS} per route, seed ${SEED})`, () => {
  it('fuzzes every route of the contract', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    expect(routes.map((route) => route.id)).toContain('cart.updateItem');
  });

  it('sees a real write with every detector (the canary)', async () => {
    const shopper = auth.find((context) => context.name === 'shopper')!.headers.cookie!;
    await request(bff.app).patch(`/v1/cart/items/${known.itemId![0]}`).set('cookie', shopper).send({ quantity: 2 }).expect(200);
    expect(upstreamWrites.map((call) => `${call.method} ${call.status}`)).toEqual(['PUT 200']);
    expect(writesBetween(written, await commerce.writeCounts())).toMatch(/cart_lines: 1 row/);
    expect(fingerprintChange(baseline, await commerce.fingerprint())).toMatch(/cart_lines/);
    baseline = await commerce.fingerprint();
    written = await commerce.writeCounts();
    upstreamWrites = [];
  });

  for (const route of routes) {
    it(`${route.id}: ${route.method} ${route.path}`, async () => {
      let upstreamWriteCalls = 0;
      const report = await fuzzRoute(route, {
        routes,
        baseUrl: bffUrl,
        runs: RUNS,
        seed: SEED,
        auth,
        hints: { known },
        parseQuery: (raw) => (bff.bareApp.get('query parser fn') as (raw: string) => unknown)(raw),
        async writeCheck(fuzz) {
          const calls = upstreamWrites.filter((call) => !isReadOnlyCall(call));
          upstreamWrites = [];
          upstreamWriteCalls += calls.length;
          const problems: string[] = [];
          const succeeded = calls.filter((call) => call.status < 400);
          if (succeeded.length > 0) problems.push(`upstream write answered ${succeeded.map((call) => `${call.status}: ${call.method} ${call.url}`).join(', ')}`);
          else if (calls.length > 0 && fuzz.verdict === 'invalid') {
            problems.push(`a request the contract refuses still called upstream: ${calls.map((call) => `${call.method} ${call.url} → ${call.status}`).join(', ')}`);
          }
          // Rows are counted after every write-method request; a GET that wrote shows in the route's final check.
          if (fuzz.method !== 'GET') {
            const now = await commerce.writeCounts();
            const rows = writesBetween(written, now);
            written = now;
            if (rows) problems.push(`commerce-api ${rows}`);
          }
          return problems.length > 0 ? problems.join('; ') : null;
        },
        async finalWriteCheck() {
          const [counts, fingerprint] = [await commerce.writeCounts(), await commerce.fingerprint()];
          const change = [writesBetween(written, counts), fingerprintChange(baseline, fingerprint)].filter(Boolean).join('; ');
          [written, baseline] = [counts, fingerprint];
          return change || null;
        },
        async aliveCheck() {
          const health = await send(bffUrl, { method: 'GET', target: '/healthz', headers: {}, body: null });
          const shell = await send(bffUrl, { method: 'GET', target: '/v1/shell', headers: {}, body: null });
          return health.status === 200 && shell.status === 200 ? null : `after fuzzing, /healthz answered ${health.status} and /v1/shell ${shell.status}`;
        },
      });
      reports.push({ ...report, upstreamWriteCalls });
      // After every route, so a long chaos run shows progress and a stopped one keeps its figures.
      writeFuzzReport(reportDir, 'bff', RUNS, SEED, reports);
      expect(report.requests, 'requests sent').toBeGreaterThan(0);
      expect(report.findings, describeFindings(report)).toEqual([]);
    }, 60_000 + RUNS * 200);
  }
});
