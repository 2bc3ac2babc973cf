import type { ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { registeredCookie, sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 120 } });

let buyable: ProductSummary[];

const CUSTOMER = { first_name: 'Dana', last_name: 'Reef', email: `dana-${Date.now()}@example.com` };
const PASSWORD = 'a-long-enough-password-1';

beforeAll(async () => {
  buyable = (await stack.catalogue('per_page=100')).filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5);
  expect(buyable.length).toBeGreaterThanOrEqual(3);
});

/** The session's cart as lines of product id and quantity, and the header's count. */
async function cartOf(cookie: string) {
  const cart = await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200);
  const session = await request(stack.bff).get('/v1/session').set('cookie', cookie).expect(200);
  const lines = (cart.body.lines as { productId: number; quantity: number }[]).map(({ productId, quantity }) => ({ productId, quantity }));
  return { lines, count: session.body.cartCount as number };
}

const signIn = async (cookie?: string) => {
  const login = request(stack.bff).post('/v1/session/login');
  if (cookie) login.set('cookie', cookie);
  return sessionCookie(await login.send({ email: CUSTOMER.email, password: PASSWORD }).expect(200));
};

describe("the session's cart on sign-in (SessionCart.adoptOnSignIn, docs/decisions/0076)", () => {
  it("a guest with lines signs in to an account with its own cart: one cart with both carts' lines, the same product's combined", async () => {
    const [own, shared, guests] = [buyable[0]!, buyable[1]!, buyable[2]!];
    // The account's own cart, filled while signed in elsewhere.
    const account = await registeredCookie(stack.bff, { ...CUSTOMER });
    await request(stack.bff).post('/v1/cart/items').set('cookie', account).send({ productId: own.id, quantity: 2 }).expect(200);
    await request(stack.bff).post('/v1/cart/items').set('cookie', account).send({ productId: shared.id, quantity: 1 }).expect(200);

    const guest = sessionCookie(await request(stack.bff).post('/v1/cart/items').send({ productId: guests.id, quantity: 3 }).expect(200));
    await request(stack.bff).post('/v1/cart/items').set('cookie', guest).send({ productId: shared.id, quantity: 2 }).expect(200);
    const cartsBefore = await stack.commerce.count('carts');
    const signedIn = await signIn(guest);
    expect(signedIn).not.toBe(guest);
    const both = [{ productId: own.id, quantity: 2 }, { productId: shared.id, quantity: 3 }, { productId: guests.id, quantity: 3 }];
    expect(await cartOf(signedIn)).toEqual({ lines: both, count: 8 });
    // The guest's cart is closed; the account's other browser sees the same one cart.
    expect(await stack.commerce.count('carts')).toBe(cartsBefore - 1);
    expect((await cartOf(account)).lines).toEqual(both);

    // The sign-in is sent again from the guest's browser (its answer was lost): nothing is added twice.
    expect(await cartOf(await signIn(guest))).toEqual({ lines: both, count: 8 });
    // The customer's next add lands in the one cart.
    const added = await request(stack.bff).post('/v1/cart/items').set('cookie', signedIn).send({ productId: own.id, quantity: 1 }).expect(200);
    expect(added.body.lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([[own.id, 3], [shared.id, 3], [guests.id, 3]]);
  });

  it("a browser without a cart signs in and adopts the customer's newest cart: the account's own, as it was", async () => {
    const [own, shared, guests] = [buyable[0]!, buyable[1]!, buyable[2]!];
    expect(await cartOf(await signIn())).toEqual({ lines: [{ productId: own.id, quantity: 3 }, { productId: shared.id, quantity: 3 }, { productId: guests.id, quantity: 3 }], count: 9 });
  });

  it("a guest's cart becomes the account's when the account has none: a later sign-in elsewhere finds it", async () => {
    const product = buyable[1]!;
    const email = `solo-${Date.now()}@example.com`;
    await registeredCookie(stack.bff, { ...CUSTOMER, email });
    const guest = sessionCookie(await request(stack.bff).post('/v1/cart/items').send({ productId: product.id, quantity: 2 }).expect(200));
    const login = (cookie?: string) => {
      const call = request(stack.bff).post('/v1/session/login');
      if (cookie) call.set('cookie', cookie);
      return call.send({ email, password: PASSWORD }).expect(200);
    };
    expect(await cartOf(sessionCookie(await login(guest)))).toEqual({ lines: [{ productId: product.id, quantity: 2 }], count: 2 });
    expect(await cartOf(sessionCookie(await login()))).toEqual({ lines: [{ productId: product.id, quantity: 2 }], count: 2 });
  });
});
