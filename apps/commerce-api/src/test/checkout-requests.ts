import { randomUUID } from 'node:crypto';
import { CartSchema, CheckoutQuoteSchema } from '@pool/api-contract';
import request from 'supertest';
import type { TestContext } from './test-app.js';

/** A Texas address whose zip lies in its state. */
export const CHECKOUT_ADDRESS = { firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'San Antonio', state: 'TX', zip: '78201' };

/** A new cart with one of `productId`, and the total a checkout of it must expect (standard shipping, TX). */
export async function readyCart(ctx: TestContext, productId: number): Promise<{ cartId: string; total: number }> {
  const cart = CartSchema.parse((await request(ctx.app).post(`/api/v1/carts/session-${randomUUID()}`).send({ line_items: [{ product_id: productId, quantity: 1 }] }).expect(201)).body);
  const quote = CheckoutQuoteSchema.parse((await request(ctx.app).post('/api/v1/checkout/quote').send({ cartId: cart.id, state: 'TX' }).expect(200)).body);
  return { cartId: cart.id, total: quote.total };
}

/** Places the cart's order paid with `paymentToken`, as the attempt `key` (a new one unless given). */
export function placeOrder(ctx: TestContext, cartId: string, total: number, paymentToken: string, key = `attempt-${randomUUID()}`) {
  return request(ctx.app).post('/api/v1/orders').set('idempotency-key', key)
    .send({ cartId, email: 'ada@example.com', address: CHECKOUT_ADDRESS, shippingMethod: 'standard', paymentToken, expectedTotal: total });
}
