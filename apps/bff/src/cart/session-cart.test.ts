import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { createStorage } from 'unstorage';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/problem.js';
import { SessionContext } from '../session/session-context.js';
import { SessionStore } from '../session/session-store.js';
import { cart as cartFixture } from '../test/fixtures.js';
import type { CommerceClient } from '../upstreams/commerce.upstream.js';
import { SessionCart, upstreamIdempotency } from './session-cart.js';

const DAY = 86_400_000;
const OLD_CART = '11111111-1111-4111-8111-111111111111';
const NEW_CART = '22222222-2222-4222-8222-222222222222';

/** A request whose session holds `record` (none: a guest without a session), and the store behind it. */
async function requestWith(record?: { cartId?: string | null; stagedCoupon?: string | null }) {
  const store = new SessionStore(createStorage(), { idleMs: 7 * DAY, absoluteMs: 30 * DAY });
  let cookie: string | undefined;
  if (record) {
    const session = store.create();
    session.record = { ...session.record, ...record };
    cookie = (await store.save(session)).id;
  }
  const session = new SessionContext(store, cookie, () => undefined);
  return { session, id: 'req-1', clientAddress: '203.0.113.9' } as unknown as Pick<Request, 'session' | 'id' | 'clientAddress'>;
}

/** commerce-api's cart reads and coupon applies, scripted; every call is recorded. */
function commerce(options: { liveCarts?: string[]; coupon?: { status: number; body: unknown } } = {}) {
  const calls: string[] = [];
  const client = {
    cart: {
      getCart: async ({ params }: { params: { cartId: string } }) => {
        calls.push(`getCart ${params.cartId}`);
        return options.liveCarts?.includes(params.cartId) ? { status: 200, body: cartFixture({ id: params.cartId }) } : { status: 404, body: { status: 404, title: 'Cart not found' } };
      },
      applyCoupon: async ({ params, body }: { params: { cartId: string }; body: { coupon: string } }) => {
        calls.push(`applyCoupon ${params.cartId} ${body.coupon}`);
        return options.coupon ?? { status: 200, body: cartFixture({ id: params.cartId, coupons: [{ code: body.coupon, id: '1', coupon_type: 'percent', discount: 4, active_until: '2026-12-31T00:00:00.000Z' }] }) };
      },
    },
  } as unknown as CommerceClient;
  return { client, calls };
}

const created = (id = NEW_CART) => async () => ({ status: 201, body: cartFixture({ id }) });

describe('SessionCart', () => {
  it('starts the cart on the first add: the session keeps its id and the staged coupon is applied and unstaged', async () => {
    const req = await requestWith({ stagedCoupon: 'SPLASH10' });
    const { client, calls } = commerce();
    const { cart, refused } = await (await SessionCart.open(client, req)).add(async () => { throw new Error('no cart to add to'); }, created());
    expect(cart.id).toBe(NEW_CART);
    expect(cart.coupons.map((c) => c.code)).toEqual(['SPLASH10']);
    expect(refused).toBeUndefined();
    expect(calls).toEqual([`applyCoupon ${NEW_CART} SPLASH10`]);
    const record = (await req.session.current())!.record;
    expect([record.cartId, record.stagedCoupon]).toEqual([NEW_CART, null]);
  });

  it('answers the new cart with the reason when the staged coupon is refused, and unstages it', async () => {
    const req = await requestWith({ stagedCoupon: 'SAVE5' });
    const { client } = commerce({ coupon: { status: 422, body: { status: 422, title: 'This coupon needs a subtotal of at least $25.00' } } });
    const { cart, refused } = await (await SessionCart.open(client, req)).start(created());
    expect(cart.coupons).toEqual([]);
    expect(refused).toBe('This coupon needs a subtotal of at least $25.00');
    expect((await req.session.current())!.record.stagedCoupon).toBeNull();
  });

  it("adds to the session's cart without starting another", async () => {
    const req = await requestWith({ cartId: OLD_CART });
    const { client, calls } = commerce({ liveCarts: [OLD_CART] });
    const added: string[] = [];
    const { cart } = await (await SessionCart.open(client, req)).add(async (cartId) => {
      added.push(cartId);
      return { status: 200, body: cartFixture({ id: cartId }) };
    }, async () => { throw new Error('started a second cart'); });
    expect([cart.id, added, calls]).toEqual([OLD_CART, [OLD_CART], []]);
  });

  it('starts a new cart when the session\'s cart is gone upstream, and the session forgets the old one', async () => {
    const req = await requestWith({ cartId: OLD_CART });
    const { client, calls } = commerce();
    const { cart } = await (await SessionCart.open(client, req)).add(async () => ({ status: 404, body: { status: 404, title: 'Cart not found' } }), created());
    expect(cart.id).toBe(NEW_CART);
    expect(calls).toEqual([`getCart ${OLD_CART}`]);
    expect((await req.session.current())!.record.cartId).toBe(NEW_CART);
  });

  it("passes on a 404 for an unknown product while the session's cart lives, keeping the cart", async () => {
    const req = await requestWith({ cartId: OLD_CART });
    const { client } = commerce({ liveCarts: [OLD_CART] });
    const add = (await SessionCart.open(client, req)).add(async () => ({ status: 404, body: { status: 404, title: 'Product not found' } }), created());
    await expect(add).rejects.toBeInstanceOf(HttpProblem);
    await expect(add).rejects.toMatchObject({ status: 404 });
    expect((await req.session.current())!.record.cartId).toBe(OLD_CART);
  });

  it("binds the storefront's idempotency key to the session on every write, and sends none without one", async () => {
    const { client } = commerce();
    const req = await requestWith({});
    const owner = await SessionCart.open(client, req, 'attempt-1');
    const expected = createHash('sha256').update(`${owner.session.publicId}:attempt-1`).digest('base64url');
    expect(owner.upstream).toEqual({ headers: { 'idempotency-key': expected, 'x-buyer': 'guest' } });
    const other = await SessionCart.open(client, await requestWith({}), 'attempt-1');
    expect(other.upstream.headers['idempotency-key']).not.toBe(expected);
    expect((await SessionCart.open(client, await requestWith({}))).upstream.headers).toEqual({ 'x-buyer': 'guest' });
    expect(upstreamIdempotency('s', undefined)).toEqual({});
  });

  it("calls commerce-api through the client bound to the request: its id and the shopper's address on every call", async () => {
    const seen: unknown[] = [];
    const client = { cart: { getCart: async (args: unknown) => (seen.push(args), { status: 200, body: cartFixture({ id: OLD_CART }) }) } } as unknown as CommerceClient;
    const owner = await SessionCart.open(client, await requestWith({ cartId: OLD_CART }));
    expect(await owner.isLive(OLD_CART)).toBe(true);
    expect(seen).toEqual([{ requestId: 'req-1', clientAddress: '203.0.113.9', params: { cartId: OLD_CART }, headers: { 'x-buyer': 'guest' } }]);
  });
});
