import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CartSchema } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { allProducts } from '../testing/queries.js';
import { useTestContext } from '../test/test-app.js';

// `pnpm test:chaos`: CHAOS_TRIALS (200) trials of 50 adds at once to one cart, half of them retries
// under an idempotency key, on the database of DATABASE_URL (PostgreSQL in the chaos run).
const TRIALS = Number(process.env.CHAOS_TRIALS ?? 200);
const PARALLEL = 50;

const ctx = useTestContext();
let sellable: number[];
beforeAll(async () => {
  sellable = (await allProducts(ctx.db)).filter((r) => r.status === 'in' && !r.tiered).map((r) => r.id).slice(0, 5);
});

describe('cart adds under concurrency (chaos)', () => {
  it(`loses no update in ${TRIALS} trials of ${PARALLEL} parallel adds`, { timeout: 60 * 60_000 }, async () => {
    let lost = 0;
    let doubled = 0;
    let requests = 0;
    let failures = 0;
    const started = Date.now();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const session = `chaos-${randomUUID()}`;
      // Every add of the trial, including the first ones that create the cart, at once.
      const keys = Array.from({ length: PARALLEL / 2 }, () => `chaos-${randomUUID()}`);
      const sends = Array.from({ length: PARALLEL }, (_, i) => {
        // Pairs send the same add under the same key: the second of each pair is a retry and must not add.
        const pair = Math.floor(i / 2);
        const productId = sellable[pair % sellable.length]!;
        return request(ctx.app).post(`/api/v1/carts/${session}`).set('idempotency-key', keys[pair]!)
          .send({ line_items: [{ product_id: productId, quantity: 1 }], custom_items: [], customer_id: null });
      });
      const answers = await Promise.all(sends);
      requests += answers.length;
      failures += answers.filter((res) => res.status >= 500).length;
      const cartIds = new Set(answers.map((res) => res.body.id));
      if (cartIds.size !== 1) lost += cartIds.size - 1;
      const cart = CartSchema.parse((await request(ctx.app).get(`/api/v1/carts/${[...cartIds][0]}`)).body);
      // Each pair (one add and its retry) counts once.
      const expected = new Map<number, number>();
      for (let pair = 0; pair < PARALLEL / 2; pair += 1) {
        const productId = sellable[pair % sellable.length]!;
        expected.set(productId, (expected.get(productId) ?? 0) + 1);
      }
      for (const [productId, quantity] of expected) {
        const got = cart.products.find((line) => line.product_id === productId)?.quantity ?? 0;
        if (got < quantity) lost += quantity - got;
        if (got > quantity) doubled += got - quantity;
      }
    }
    const figures = { trials: TRIALS, parallel: PARALLEL, requests, failures5xx: failures, updatesLost: lost, updatesDoubled: doubled, seconds: (Date.now() - started) / 1000, database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' };
    mkdirSync(path.resolve(import.meta.dirname, '../../../../test-results'), { recursive: true });
    writeFileSync(path.resolve(import.meta.dirname, '../../../../test-results/chaos-concurrency.json'), JSON.stringify(figures, null, 2));
    expect({ lost, doubled, failures }).toEqual({ lost: 0, doubled: 0, failures: 0 });
  });
});
