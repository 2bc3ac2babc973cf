import type { ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from './test/stack.js';
import { registeredCookie, sessionCookie } from './test/support.js';

let stack: TestStack;
let bff: TestStack['bff'];
let buyable: ProductSummary[];

const CUSTOMER = { first_name: 'Dana', last_name: 'Reef', email: `dana-${Date.now()}@example.com` };
const PASSWORD = 'a-long-enough-password-1';

beforeAll(async () => {
  stack = await startStack({ commerce: { size: 120 } });
  ({ bff } = stack);
  buyable = (await stack.catalogue('per_page=100')).filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5);
  expect(buyable.length).toBeGreaterThanOrEqual(2);
});

afterAll(async () => {
  await stack?.close();
});

/** The session's cart as lines of product id and quantity, and the header's count. */
async function cartOf(cookie: string) {
  const cart = await request(bff).get('/v1/cart').set('cookie', cookie).expect(200);
  const session = await request(bff).get('/v1/session').set('cookie', cookie).expect(200);
  const lines = (cart.body.lines as { productId: number; quantity: number }[]).map(({ productId, quantity }) => ({ productId, quantity }));
  return { lines, count: session.body.cartCount as number };
}

const signIn = async (cookie?: string) => {
  const login = request(bff).post('/v1/session/login');
  if (cookie) login.set('cookie', cookie);
  return sessionCookie(await login.send({ email: CUSTOMER.email, password: PASSWORD }).expect(200));
};

describe("the session's cart on sign-in (SessionCart.adoptOnSignIn)", () => {
  it("a guest with lines signs in to an account with its own cart: the guest's lines stay, none lost, none mixed in", async () => {
    const [own, guests] = [buyable[0]!, buyable[1]!];
    // The account's own cart, filled while signed in elsewhere.
    const account = await registeredCookie(bff, { ...CUSTOMER });
    await request(bff).post('/v1/cart/items').set('cookie', account).send({ productId: own.id, quantity: 2 }).expect(200);

    const guest = sessionCookie(await request(bff).post('/v1/cart/items').send({ productId: guests.id, quantity: 3 }).expect(200));
    const signedIn = await signIn(guest);
    expect(signedIn).not.toBe(guest);
    expect(await cartOf(signedIn)).toEqual({ lines: [{ productId: guests.id, quantity: 3 }], count: 3 });
    // The customer's next add lands in the cart they kept.
    const added = await request(bff).post('/v1/cart/items').set('cookie', signedIn).send({ productId: own.id, quantity: 1 }).expect(200);
    expect(added.body.lines.map((l: { productId: number }) => l.productId).sort()).toEqual([guests.id, own.id].sort());
  });

  it("a browser without a cart signs in and adopts the customer's newest cart: the account's own, as it was", async () => {
    const own = buyable[0]!;
    expect(await cartOf(await signIn())).toEqual({ lines: [{ productId: own.id, quantity: 2 }], count: 2 });
  });
});
