import { ContentPageSchema, HandleSchema, RedirectSchema, SitemapProductsSchema, SitemapSchema, SubscriptionSchema } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema.js';
import { useTestContext, TEST_STAFF_PASSWORD } from '../test/test-app.js';
import { EXTRA_SEEDED_PRODUCTS } from '../testing/index.js';

const ctx = useTestContext(120);

describe('POST /api/subscriptions', () => {
  it('stores the address trimmed and lower-cased, and answers 201', async () => {
    const res = await request(ctx.app).post('/api/subscriptions').send({ email: '  Pat.Owner@Example.COM ' }).expect(201);
    expect(SubscriptionSchema.parse(res.body).email).toBe('pat.owner@example.com');
    const rows = await ctx.db.select().from(subscriptions).where(eq(subscriptions.email, 'pat.owner@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('answers success again for a repeat sign-up, in any case, without a second row', async () => {
    const first = await request(ctx.app).post('/api/subscriptions').send({ email: 'repeat@example.com' }).expect(201);
    const again = await request(ctx.app).post('/api/subscriptions').send({ email: 'REPEAT@example.com' }).expect(200);
    expect(again.body.subscribed_at).toBe(first.body.subscribed_at);
    const rows = await ctx.db.select().from(subscriptions).where(eq(subscriptions.email, 'repeat@example.com'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: '   ' }, 'Email is required.'],
    [{ email: 'sam@' }, 'Invalid email address.'],
    [{ email: 'no at sign.com' }, 'Invalid email address.'],
  ])('refuses %j with 422 %s and writes nothing', async (body, message) => {
    const before = (await ctx.db.select().from(subscriptions)).length;
    const res = await request(ctx.app).post('/api/subscriptions').send(body).expect(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ title: message, errors: { email: [message] } });
    expect(await ctx.db.select().from(subscriptions)).toHaveLength(before);
  });

  it('refuses an email that is not a string with 400', async () => {
    const res = await request(ctx.app).post('/api/subscriptions').send({ email: ['a@b.co'] }).expect(400);
    expect(res.body.errors.email).toEqual(['Invalid email address.']);
  });
});

describe('GET /api/redirects', () => {
  it('answers a seeded redirect as a 301 to its target', async () => {
    const res = await request(ctx.app).get('/api/redirects').query({ url: '/pool-chemicals' }).expect(200);
    expect(RedirectSchema.parse(res.body)).toEqual({ to: '/category/chemicals.html', status: 301 });
  });

  it('looks up the path of a url with a query or an origin', async () => {
    expect((await request(ctx.app).get('/api/redirects').query({ url: '/contact?ref=mail' })).body.to).toBe('/support');
    expect((await request(ctx.app).get('/api/redirects').query({ url: 'https://shop.example/contact' })).body.to).toBe('/support');
  });

  it('is 404 for a path without a redirect, and 400 without a url', async () => {
    const missing = await request(ctx.app).get('/api/redirects').query({ url: '/about' }).expect(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    await request(ctx.app).get('/api/redirects').expect(400);
  });
});

describe('seeded content pages', () => {
  it.each([
    'home', 'about', 'support', 'rewards', 'blog', 'blog/how-to', 'blog/how-to/open-your-pool', 'blog/pool-closing-checklist',
    'articles/pool-shock-explained', 'articles/salt-water-pools', 'location/san-antonio-tx-4', 'location/phoenix-az-54',
    'san-antonio-pool-supplies', 'phoenix',
  ])('has %s with a title and a meta description', async (handle) => {
    const res = await request(ctx.app).get(`/handles/${encodeURIComponent(handle)}.json`).expect(200);
    const parsed = HandleSchema.parse(res.body);
    if (parsed.type !== 'page') throw new Error(`${handle} is a ${parsed.type}`);
    expect(parsed.page.title.length).toBeGreaterThan(3);
    expect(parsed.page.description.length).toBeGreaterThan(10);
  });

  it('links the home page to the how-to blog', async () => {
    const res = await request(ctx.app).get('/handles/home.json').expect(200);
    expect(JSON.stringify(res.body)).toContain('"href":"/blog/how-to.html"');
  });
});

describe('sitemap listing', () => {
  it('lists content pages with dates, categories and the product count', async () => {
    const res = await request(ctx.app).get('/api/sitemap').expect(200);
    const sitemap = SitemapSchema.parse(res.body);
    expect(sitemap.pages.map((p) => p.handle)).toEqual(expect.arrayContaining(['about', 'blog/how-to', 'location/san-antonio-tx-4']));
    expect(sitemap.pages.every((p) => p.updated_at !== null)).toBe(true);
    expect(sitemap.categories.map((c) => c.handle)).toContain('pumps');
    // The generated catalogue and the seeded service products (src/db/seed/line-kinds.ts).
    expect(sitemap.products_total).toBe(120 + EXTRA_SEEDED_PRODUCTS);
  });

  it('pages through every product handle exactly once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await request(ctx.app).get('/api/sitemap/products').query({ page, per_page: 50 }).expect(200);
      const body = SitemapProductsSchema.parse(res.body);
      expect(body.total).toBe(120 + EXTRA_SEEDED_PRODUCTS);
      seen.push(...body.products.map((p) => p.handle));
    }
    expect(seen).toHaveLength(120 + EXTRA_SEEDED_PRODUCTS);
    expect(new Set(seen).size).toBe(120 + EXTRA_SEEDED_PRODUCTS);
  });

  it('refuses a page size above the sitemap limit', async () => {
    await request(ctx.app).get('/api/sitemap/products').query({ per_page: 50_001 }).expect(400);
  });
});

describe('drafts and the staff preview (docs/decisions/0066)', () => {
  const login = async (email: string, password: string) =>
    (await request(ctx.app).post('/api/login').send({ email, password }).expect(200)).body.token as string;

  it('a draft is not a page to shoppers, nor in the sitemap', async () => {
    await request(ctx.app).get(`/handles/${encodeURIComponent('summer-sale')}.json`).expect(404);
    await request(ctx.app).get(`/handles/${encodeURIComponent('blog/opening-your-pool')}.json`).expect(404);
    const sitemap = SitemapSchema.parse((await request(ctx.app).get('/api/sitemap').expect(200)).body);
    expect(sitemap.pages.map((p) => p.handle)).not.toContain('summer-sale');
  });

  it('staff preview drafts and published pages; shoppers get 403, guests 401, an unknown handle 404', async () => {
    const staff = await login('admin@example.com', TEST_STAFF_PASSWORD);
    const shopper = await login('shopper@example.com', 'pool-demo-1');
    const draft = await request(ctx.app).get('/api/admin/preview').query({ handle: 'summer-sale' }).set('authorization', `Bearer ${staff}`).expect(200);
    expect(ContentPageSchema.parse(draft.body)).toMatchObject({ handle: 'summer-sale', title: 'Summer Sale' });
    expect(draft.headers['cache-control']).toBe('private, no-store');
    await request(ctx.app).get('/api/admin/preview').query({ handle: 'about' }).set('authorization', `Bearer ${staff}`).expect(200);
    await request(ctx.app).get('/api/admin/preview').query({ handle: 'no-such-draft' }).set('authorization', `Bearer ${staff}`).expect(404);
    await request(ctx.app).get('/api/admin/preview').query({ handle: '../etc' }).set('authorization', `Bearer ${staff}`).expect(400);
    await request(ctx.app).get('/api/admin/preview').query({ handle: 'summer-sale' }).set('authorization', `Bearer ${shopper}`).expect(403);
    await request(ctx.app).get('/api/admin/preview').query({ handle: 'summer-sale' }).expect(401);
  });
});
