import { PageAtPathViewSchema, type ProductSummary } from '@pool/api-contract';
import { parseSetCookie } from 'cookie';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

// The real commerce-api, which answers only with its key: the BFF must send it.
const stack = useStack({ commerce: { size: 120 } });

let catalog: ProductSummary[];

const buyable = () => catalog.find((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5)!;
const anotherBuyable = () => catalog.filter((p) => p.inventory_status === 'in' && !p.hide_price && p.inventory_level >= 5)[1]!;

beforeAll(async () => {
  const pages = await Promise.all([1, 2].map((page) => stack.catalogue(`per_page=100&page=${page}`)));
  catalog = pages.flat();
  expect(buyable()).toBeDefined();
});

describe('cart against the real commerce-api', () => {
  let cookie: string;
  let lineId: string;

  it('starts empty without creating a session', async () => {
    const res = await request(stack.bff).get('/v1/cart');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: [], itemCount: 0, checkoutEnabled: false });
    expect(res.body).not.toHaveProperty('id');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('creates the cart and the HttpOnly, SameSite=Lax session cookie on the first add', async () => {
    const product = buyable();
    const res = await request(stack.bff).post('/v1/cart/items').send({ productId: product.id, quantity: 2 });
    expect(res.status).toBe(200);
    const setCookie = parseSetCookie(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!);
    expect(setCookie).toMatchObject({ name: 'session_id', httpOnly: true, sameSite: 'lax', path: '/' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ productId: product.id, quantity: 2 });
    expect(res.body.itemCount).toBe(2);
    expect(res.body.checkoutEnabled).toBe(true);
    cookie = sessionCookie(res);
    lineId = res.body.lines[0].id;
  });

  it('reuses the same cart on the second add', async () => {
    const first = await request(stack.bff).get('/v1/cart').set('cookie', cookie);
    const res = await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: anotherBuyable().id, quantity: 1 });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(first.body.id);
    expect(res.body.lines).toHaveLength(2);
    expect(res.body.itemCount).toBe(3);
  });

  it('caps a quantity of 501 at the allowed maximum for the line', async () => {
    const res = await request(stack.bff).patch(`/v1/cart/items/${lineId}`).set('cookie', cookie).send({ quantity: 501 });
    expect(res.status).toBe(200);
    const line = res.body.lines.find((candidate: { id: string }) => candidate.id === lineId);
    expect(line.quantity).toBe(line.maxQuantity);
    expect(line.maxQuantity).toBe(Math.min(buyable().inventory_level, 500));
  });

  it('answers 404 for a line that is not in the cart', async () => {
    const res = await request(stack.bff).patch('/v1/cart/items/00000000-0000-4000-8000-000000000000').set('cookie', cookie).send({ quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('does not let another session see or change this cart', async () => {
    const stranger = await request(stack.bff).get('/v1/cart');
    expect(stranger.body.lines).toEqual([]);
    const change = await request(stack.bff).patch(`/v1/cart/items/${lineId}`).send({ quantity: 1 });
    expect(change.status).toBe(404);
    const remove = await request(stack.bff).delete(`/v1/cart/items/${lineId}`);
    expect(remove.status).toBe(404);
    const forged = await request(stack.bff).get('/v1/cart').set('cookie', 'session_id=' + 'A'.repeat(43));
    expect(forged.body.lines).toEqual([]);
    const mine = await request(stack.bff).get('/v1/cart').set('cookie', cookie);
    expect(mine.body.lines).toHaveLength(2);
  });

  it('passes an upstream 422 on as the same problem', async () => {
    const soldOut = catalog.find((p) => p.inventory_status === 'out' && !p.can_backorder);
    expect(soldOut, 'the seed has an out-of-stock product').toBeDefined();
    const res = await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: soldOut!.id, quantity: 1 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, title: 'Product is out of stock' });
  });

  it('keeps the session when the BFF app is recreated on the same session dir', async () => {
    const { app: restarted } = await stack.buildBff({ sessionDir: stack.built.sessionDir });
    const res = await request(restarted).get('/v1/cart').set('cookie', cookie);
    expect(res.body.lines).toHaveLength(2);
    const shell = await request(restarted).get('/v1/session').set('cookie', cookie);
    expect(shell.body.cartCount).toBe(res.body.itemCount);
  });

  it('removes a line on PATCH 0, and drops the cart when the last line goes', async () => {
    const zero = await request(stack.bff).patch(`/v1/cart/items/${lineId}`).set('cookie', cookie).send({ quantity: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body.lines.map((line: { id: string }) => line.id)).not.toContain(lineId);
    const last = zero.body.lines[0].id as string;
    const emptied = await request(stack.bff).delete(`/v1/cart/items/${last}`).set('cookie', cookie);
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ lines: [], checkoutEnabled: false, freeShipping: { kind: 'none' } });
    const next = await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: buyable().id, quantity: 1 });
    expect(next.body).not.toHaveProperty('id');
    expect(next.body.lines[0].id).not.toBe(last);
    expect(next.body.lines).toHaveLength(1);
  });
});

describe('pages against the real commerce-api', () => {
  it('renders the home page (content handle home, at /) with categories and popular products', async () => {
    const res = await request(stack.bff).get('/v1/page').query({ path: '/' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    const read = PageAtPathViewSchema.parse(res.body);
    if (read.kind !== 'content') throw new Error(`a content page, not ${read.kind}`);
    const view = read.page;
    expect(view.blocks.find((block) => block.kind === 'hero')).toMatchObject({ heading: expect.any(String) });
    const categories = view.blocks.find((block) => block.kind === 'categories');
    expect(categories?.kind === 'categories' && categories.categories.map((tile) => tile.href)).toContain('/category/pumps.html');
    const popular = view.blocks.find((block) => block.kind === 'products');
    expect(popular?.kind === 'products' && popular.products.length).toBeGreaterThan(0);
  });

  it('renders a product page, 404s an unknown handle and a category read at its own address, and redirects other addresses', async () => {
    const product = buyable();
    const pageAt = (path: string) => request(stack.bff).get('/v1/page').query({ path });
    const res = await pageAt(`/${product.handle}.html`);
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('product');
    expect(res.body.page.product).toMatchObject({ id: product.id, href: `/${product.handle}.html`, stock: { status: 'in_stock', label: 'In Stock' } });
    expect(res.body.page.product.price.visibility).toBe('shown');
    expect((await pageAt('/no-such-product.html')).status).toBe(404);
    expect((await pageAt('/category/pumps.html')).status).toBe(404);
    expect((await pageAt('/pumps.html')).body).toEqual({ kind: 'redirect', to: '/category/pumps.html', status: 301 });
    expect((await pageAt(`/${product.handle}`)).body).toEqual({ kind: 'redirect', to: `/${product.handle}.html`, status: 301 });
  });

  it('never gives a guest the price of a hide_price product', async () => {
    let hidden = catalog.find((p) => p.hide_price);
    if (!hidden) {
      const target = catalog.find((p) => p.inventory_status === 'in')!;
      await stack.commerce.hidePrice(target.id);
      hidden = target;
    }
    const res = await request(stack.bff).get('/v1/page').query({ path: `/${hidden.handle}.html` });
    expect(res.status).toBe(200);
    const product = res.body.page.product;
    expect(product.price).toEqual({ visibility: 'hidden', message: 'Available in store. Call for details', phoneLabel: 'In store phone sales' });
    expect(product.tiers).toEqual([]);
    expect(product.jsonLd.offers).toBeUndefined();
    expect(res.text).not.toContain(`"price":${Math.round(hidden.price * 100)}`);
    expect(product.canAddToCart).toBe(false);
  });

  it('passes product images through from commerce-api', async () => {
    const product = buyable();
    const res = await request(stack.bff).get(product.image.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('is ready when commerce-api is', async () => {
    expect((await request(stack.bff).get('/readyz')).status).toBe(200);
  });
});

describe('cart adds under retries and concurrency (real commerce-api)', () => {
  const add = (productId: number, options: { cookie?: string; key?: string } = {}) => {
    const req = request(stack.bff).post('/v1/cart/items');
    if (options.cookie) req.set('cookie', options.cookie);
    if (options.key) req.set('idempotency-key', options.key);
    return req.send({ productId, quantity: 1 });
  };
  const quantityIn = (res: request.Response, productId: number) =>
    (res.body.lines as { productId: number; quantity: number }[]).find((line) => line.productId === productId)?.quantity;

  it('keeps one cart when a session makes its first two adds at once', async () => {
    // A session without a cart yet (signed out of an emptied cart, say): its cookie exists.
    const seed = await add(buyable().id);
    const cookie = sessionCookie(seed);
    const lineId = seed.body.lines[0].id as string;
    await request(stack.bff).delete(`/v1/cart/items/${lineId}`).set('cookie', cookie).expect(200);
    const [one, two] = await Promise.all([add(buyable().id, { cookie }), add(anotherBuyable().id, { cookie })]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const cart = await request(stack.bff).get('/v1/cart').set('cookie', cookie).expect(200);
    expect((cart.body.lines as { productId: number }[]).map((line) => line.productId).sort()).toEqual([buyable().id, anotherBuyable().id].sort());
  });

  it('adds once when the storefront retries an add with its key, whether the first attempt created the cart or not', async () => {
    const key = 'retry-key-0123456789abcdef';
    const first = await add(buyable().id, { key });
    const cookie = sessionCookie(first);
    // The shopper never saw the answer and presses again: same key, now with the cart in the session.
    const retry = await add(buyable().id, { cookie, key });
    expect(retry.status).toBe(200);
    expect(quantityIn(retry, buyable().id)).toBe(1);
    const again = await add(buyable().id, { cookie, key: 'next-add-key-0123456789ab' });
    expect(quantityIn(again, buyable().id)).toBe(2);
  });

  it('binds keys to the session: the same key in another session adds for that session', async () => {
    const key = 'shared-key-0123456789abcdef';
    const mine = await add(anotherBuyable().id, { key });
    const theirs = await add(anotherBuyable().id, { key });
    expect(sessionCookie(mine)).not.toBe(sessionCookie(theirs));
    expect(quantityIn(theirs, anotherBuyable().id)).toBe(1);
  });

  it('refuses a malformed key with 400 before any write', async () => {
    const res = await add(buyable().id, { key: 'bad key with spaces!' });
    expect(res.status).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
