import { CartViewSchema, ShippingEstimateViewSchema } from '@pool/api-contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 60 }, faultProxy: true });

describe('the cart\'s shipping estimate (docs/decisions/0065)', () => {
  let cookie: string;

  it('answers none without a cart', async () => {
    const res = await request(stack.bff).get('/v1/cart/shipping-estimate').expect(200);
    expect(ShippingEstimateViewSchema.parse(res.body)).toEqual({ kind: 'none' });
  });

  it('estimates standard shipping for the session cart as checkout prices it', async () => {
    const product = (await stack.catalogue('per_page=40')).find((p) => !p.hide_price && p.price < 50 && p.inventory_status === 'in')!;
    const added = await request(stack.bff).post('/v1/cart/items').send({ productId: product.id, quantity: 1 }).expect(200);
    cookie = sessionCookie(added);
    expect(CartViewSchema.parse(added.body).subtotal).toBeLessThan(7500);
    const res = await request(stack.bff).get('/v1/cart/shipping-estimate').set('cookie', cookie).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(ShippingEstimateViewSchema.parse(res.body)).toEqual({ kind: 'estimate', zip: null, label: expect.any(String), estimate: '2-5 days', price: 695 });
  });

  it('gives up after the spec\'s 3 s and answers the standard fee rule instead of an error', async () => {
    stack.proxy.set({ kind: 'hang' });
    try {
      const started = Date.now();
      const res = await request(stack.bff).get('/v1/cart/shipping-estimate').set('cookie', cookie).timeout(10_000);
      const elapsed = Date.now() - started;
      expect(res.status).toBe(200);
      expect(ShippingEstimateViewSchema.parse(res.body)).toEqual({ kind: 'standard' });
      expect(elapsed).toBeGreaterThanOrEqual(2_900);
      expect(elapsed).toBeLessThan(6_000);
    } finally {
      stack.proxy.set({ kind: 'pass' });
    }
  });
});
