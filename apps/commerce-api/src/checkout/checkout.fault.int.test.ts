import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_KEY_HEADER } from '@pool/http-kit';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { orders, payments, processorCharges } from '../db/schema.js';
import { TEST_CARDS } from '../payments/test-processor.js';
import { createScratchDatabase, TEST_SERVICE_KEY } from '../test/test-app.js';

/**
 * Exactly once across a crash (issue #11): commerce-api is killed with SIGKILL between the charge and
 * the answer; after a restart over the same database, the shopper's retry of the same attempt shows
 * the same order, and there is one charge. Runs on PGlite (a data folder) and on PostgreSQL.
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const serverEntry = path.join(here, '../test/fault-server.ts');
const serverUrl = process.env.DATABASE_URL;
let databaseEnv: Record<string, string>;
let cleanup = async () => {};

beforeAll(async () => {
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    databaseEnv = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'pool-fault-'));
    databaseEnv = { PGLITE_DIR: dir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await cleanup();
});

interface Server { child: ChildProcess; base: string; tokens: string }

function start(fault?: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...databaseEnv, FAULT: fault ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const ports = /listening (\d+) tokens (\d+)/.exec(out);
      if (ports) resolve({ child, base: `http://127.0.0.1:${ports[1]}`, tokens: `http://127.0.0.1:${ports[2]}/v1/tokens` });
    });
    child.once('exit', (code, signal) => reject(new Error(`the server exited before listening (${code ?? signal})`)));
  });
}

const exited = (child: ChildProcess) => new Promise<NodeJS.Signals | number | null>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
  else child.once('exit', (code, signal) => resolve(signal ?? code));
});

async function call(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

/** The browser's call to the test processor: the card for a one-time token. */
async function tokenize(url: string): Promise<string> {
  const card = new URLSearchParams({ number: TEST_CARDS.approved, expMonth: '12', expYear: String(new Date().getUTCFullYear() + 1), cvc: '123' });
  const res = await fetch(url, { method: 'POST', body: card });
  if (res.status !== 200) throw new Error(`tokenization answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

async function firstSellable(base: string): Promise<number> {
  for (let id = 1; id < 60; id += 1) {
    const res = await call(base, 'POST', `/api/v1/carts/session-${randomUUID()}`, { line_items: [{ product_id: id, quantity: 1 }] });
    if (res.status === 201) return id;
  }
  throw new Error('no sellable product in the seed');
}

async function ledger(cartId: string) {
  const database = await openDatabase(databaseEnv.DATABASE_URL ? { databaseUrl: databaseEnv.DATABASE_URL } : { dataDir: databaseEnv.PGLITE_DIR! });
  try {
    const [placed] = await database.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId));
    const charges = await database.db.select({ status: processorCharges.status }).from(processorCharges).where(eq(processorCharges.description, `cart ${cartId}`));
    const paid = await database.db.select({ status: payments.status }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.cartId, cartId));
    return { orders: placed!.n, charges: charges.map((c) => c.status), payments: paid.map((p) => p.status) };
  } finally {
    await database.close();
  }
}

describe.each(['after-authorize', 'before-capture'])('commerce-api killed %s', (fault) => {
  it('answers the retried attempt with one order and one charge after a restart', async () => {
    let server = await start(fault);
    const productId = await firstSellable(server.base);
    const cart = await call(server.base, 'POST', `/api/v1/carts/session-${randomUUID()}`, { line_items: [{ product_id: productId, quantity: 1 }] });
    const cartId = cart.body.id as string;
    const quote = await call(server.base, 'POST', '/api/v1/checkout/quote', { cartId, state: 'TX', shippingMethod: 'standard' });
    const attempt = {
      cartId, email: 'crash@example.com', shippingMethod: 'standard', expectedTotal: quote.body.total,
      address: { firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      paymentToken: await tokenize(server.tokens),
    };
    const key = `attempt-${randomUUID()}`;
    await expect(call(server.base, 'POST', '/api/v1/orders', attempt, { 'idempotency-key': key })).rejects.toThrow();
    expect(await exited(server.child)).toBe('SIGKILL');

    server = await start();
    try {
      const retry = await call(server.base, 'POST', '/api/v1/orders', attempt, { 'idempotency-key': key });
      expect([200, 201]).toContain(retry.status);
      expect(retry.body).toMatchObject({ cartId, total: quote.body.total, payment: { last4: '4242', status: 'captured' } });
      const again = await call(server.base, 'POST', '/api/v1/orders', attempt, { 'idempotency-key': key });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(retry.body.id);
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    expect(await ledger(cartId)).toEqual({ orders: 1, charges: ['captured'], payments: ['captured'] });
  });
});
