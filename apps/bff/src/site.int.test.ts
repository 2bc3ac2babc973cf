import { CartViewSchema, ContentPageViewSchema, PageAtPathViewSchema, PartsFinderViewSchema, SitemapViewSchema, type ProductSummary } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_SEEDED_PRODUCTS, TEST_STAFF_PASSWORD } from '@pool/commerce-api/testing';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

// The real commerce-api, which answers only with its key: the BFF must send it.
const stack = useStack({ commerce: { size: 120 } });

let catalog: ProductSummary[];

beforeAll(async () => {
  catalog = await stack.catalogue('per_page=100');
});

describe('session against the real commerce-api', () => {
  it('signs the demo shopper in and out, keeping the token out of every answer', async () => {
    const login = await request(stack.bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' });
    expect(login.status).toBe(200);
    expect(login.body.viewer).toMatchObject({ signedIn: true, firstName: 'Sam' });
    const cookie = sessionCookie(login);
    const shell = await request(stack.bff).get('/v1/session').set('cookie', cookie);
    expect(shell.body.viewer).toMatchObject({ signedIn: true, firstName: 'Sam', isAdmin: false });
    expect(shell.headers['cache-control']).toBe('private, no-store');
    const logout = await request(stack.bff).post('/v1/session/logout').set('cookie', cookie).send({ pathname: '/account/dashboard' });
    expect(logout.body).toMatchObject({ message: 'Logout successfully!', redirectTo: '/' });
    expect((await request(stack.bff).get('/v1/session').set('cookie', sessionCookie(logout))).body.viewer.signedIn).toBe(false);
  });

  it('answers a wrong password with the spec message', async () => {
    const res = await request(stack.bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.title).toBe('Email or Password is incorrect. Try again or reset your password.');
  });
});

describe('hide_price products in the cart (docs/decisions/0006)', () => {
  it('refuses a guest, and sells to a signed-in customer with the price shown', async () => {
    const target = catalog.find((p) => p.inventory_status === 'in')!;
    await stack.commerce.hidePrice(target.id);
    const guest = await request(stack.bff).post('/v1/cart/items').send({ productId: target.id, quantity: 1 });
    expect(guest.status).toBe(422);
    expect(guest.body.title).toBe('Available in store. Call for details');
    expect(guest.text).not.toContain(String(Math.round(target.price * 100)));

    const login = await request(stack.bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' });
    const cookie = sessionCookie(login);
    const added = await request(stack.bff).post('/v1/cart/items').set('cookie', cookie).send({ productId: target.id, quantity: 1 });
    expect(added.status).toBe(200);
    const cart = CartViewSchema.parse(added.body);
    expect(cart.lines[0]).toMatchObject({ priceHidden: false, productId: target.id });
    expect(cart.lines[0]!.unitPrice).toBeGreaterThan(0);

    // Signing out drops the customer's cart from the browser: the next person sees an empty cart.
    const logout = await request(stack.bff).post('/v1/session/logout').set('cookie', cookie).send({});
    const after = await request(stack.bff).get('/v1/cart').set('cookie', sessionCookie(logout));
    expect(after.body).toMatchObject({ lines: [], itemCount: 0 });
  });
});

describe('site reads against the real commerce-api', () => {
  it('signs up for the newsletter, and again without an error', async () => {
    const first = await request(stack.bff).post('/v1/newsletter').send({ email: 'Pool.Fan@example.com' });
    const again = await request(stack.bff).post('/v1/newsletter').send({ email: 'pool.fan@example.com ' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.message).toBe("Success! You're now subscribed to receive savings and tips.");
    const bad = await request(stack.bff).post('/v1/newsletter').send({ email: 'pool.fan@' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['Invalid email address.'] });
  });

  it('reads the page at a redirect, a product, a diagram address, a location page and nothing', async () => {
    const product = catalog[0]!;
    const pageAt = (path: string) => request(stack.bff).get('/v1/page').query({ path });
    expect((await pageAt('/pool-chemicals')).body).toEqual({ kind: 'redirect', to: '/category/chemicals.html', status: 301 });
    expect((await pageAt(`/${product.handle}.html`)).body).toMatchObject({ kind: 'product', page: { product: { handle: product.handle } } });
    const diagram = PartsFinderViewSchema.parse((await request(stack.bff).get('/v1/catalog/parts-finder')).body).diagrams[0]!;
    expect((await pageAt(`/diagram/${diagram.handle}`)).body).toMatchObject({ kind: 'diagram', page: { href: diagram.href } });
    expect((await pageAt('/location/san-antonio-tx-4.html')).body).toMatchObject({ kind: 'content', page: { canonicalPath: '/location/san-antonio-tx-4.html' } });
    expect((await pageAt('/definitely-not-here')).status).toBe(404);
  });

  it('renders content pages with meta data, and 404s a path that names none', async () => {
    const read = PageAtPathViewSchema.parse((await request(stack.bff).get('/v1/page').query({ path: '/blog/how-to.html' })).body);
    if (read.kind !== 'content') throw new Error(`a content page, not ${read.kind}`);
    expect(read.page).toMatchObject({ canonicalPath: '/blog/how-to.html', title: 'How-To Guides' });
    expect(read.page.description.length).toBeGreaterThan(0);
    expect((await request(stack.bff).get('/v1/page').query({ path: '/no-such-page' })).status).toBe(404);
  });

  it('lists every product, category and content page in the sitemap', async () => {
    const sitemap = SitemapViewSchema.parse((await request(stack.bff).get('/v1/sitemap')).body);
    expect(sitemap.pageCount).toBe(1);
    // The generated catalogue and the seeded service products (commerce-api src/db/seed/line-kinds.ts).
    expect(sitemap.entries.filter((entry) => entry.kind === 'product')).toHaveLength(120 + EXTRA_SEEDED_PRODUCTS);
    expect(sitemap.entries.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/about', '/blog/how-to.html', '/category/pumps.html', '/phoenix']));
  });
});

describe('the staff preview of drafts (docs/decisions/0066)', () => {
  const signIn = async (email: string, password: string) =>
    sessionCookie(await request(stack.bff).post('/v1/session/login').send({ email, password }).expect(200));

  it('staff read a draft; a shopper gets 403, a guest 401; the draft is no page at its own path', async () => {
    const staff = await signIn('admin@example.com', TEST_STAFF_PASSWORD);
    const shopper = await signIn('shopper@example.com', 'pool-demo-1');
    const preview = (path: string) => request(stack.bff).get('/v1/preview').query({ path });
    const draft = await preview('/preview/blog/opening-your-pool').set('cookie', staff).expect(200);
    expect(ContentPageViewSchema.parse(draft.body)).toMatchObject({ handle: 'blog/opening-your-pool', title: 'Opening Your Pool for the Season' });
    expect(draft.headers['cache-control']).toMatch(/private/);
    await preview('/preview/summer-sale').set('cookie', staff).expect(200);
    await preview('/preview/no-such-draft').set('cookie', staff).expect(404);
    await preview('/preview/summer-sale').set('cookie', shopper).expect(403);
    await preview('/preview/summer-sale').expect(401);
    await request(stack.bff).get('/v1/page').query({ path: '/summer-sale' }).expect(404);
  });
});

describe('the product page read with its reviews and questions (docs/decisions/0037)', () => {
  const productRead = async (handle: string) => {
    const res = await request(stack.bff).get('/v1/page').query({ path: `/${handle}.html` });
    expect(res.status).toBe(200);
    const read = PageAtPathViewSchema.parse(res.body);
    if (read.kind !== 'product') throw new Error(`a product page, not ${read.kind}`);
    return { page: read.page, cacheControl: res.headers['cache-control'] };
  };

  it('brings the first page of reviews and questions, fresh: a new review shows on the next read once approved', async () => {
    const product = catalog[3]!;
    const before = await productRead(product.handle);
    expect(before.cacheControl).toMatch(/^public/);
    expect(before.page.feedback).toMatchObject({ reviews: { current_page: 1, per_page: 5 }, questions: { current_page: 1 } });
    const cookie = sessionCookie(await request(stack.bff).post('/v1/session/login').send({ email: 'shopper@example.com', password: 'pool-demo-1' }));
    const review = await request(stack.bff).post('/v1/reviews').set('cookie', cookie).send({ sku: product.sku, rating: 5, title: 'Inline review', text: 'Shows with the page read.' }).expect(200);
    await request(stack.bff).post('/v1/questions').set('cookie', cookie).send({ sku: product.sku, text: 'Does it come with the page?' }).expect(200);
    // Held for moderation (decision 0055): the page read does not show it yet.
    const held = await productRead(product.handle);
    expect(held.page.feedback!.reviews.total).toBe(before.page.feedback!.reviews.total);
    await stack.commerce.approveReview(review.body.id);
    const after = await productRead(product.handle);
    expect(after.cacheControl).toMatch(/^public/);
    expect(after.page.feedback!.reviews.total).toBe(before.page.feedback!.reviews.total + 1);
    expect(after.page.feedback!.reviews.data[0]).toMatchObject({ author: 'Sam S.', rating: 5, title: 'Inline review' });
    expect(after.page.feedback!.questions.data[0]).toMatchObject({ text: 'Does it come with the page?' });
  });

  it('still renders the product when commerce-api cannot answer its reviews or questions: without them, private, never a 5xx', async () => {
    const product = catalog[4]!;
    for (const table of ['product_reviews', 'product_questions'] as const) {
      await stack.commerce.withTableAway(table, async () => {
        const { page, cacheControl } = await productRead(product.handle);
        expect(page.product.handle, table).toBe(product.handle);
        expect(page.feedback, table).toBeNull();
        expect(cacheControl, table).toBe('private, no-store');
      });
    }
    expect((await productRead(product.handle)).page.feedback).not.toBeNull();
  });
});
