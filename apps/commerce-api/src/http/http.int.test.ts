import { ProblemSchema } from '@pool/api-contract';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { carts, subscriptions } from '../db/schema.js';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();
afterAll(async () => {
  vi.restoreAllMocks();
});

describe('cross-cutting http behaviour', () => {
  it('echoes a sane x-request-id and generates one otherwise', async () => {
    const echoed = await request(ctx.app).get('/healthz').set('x-request-id', 'req-123.abc').expect(200);
    expect(echoed.headers['x-request-id']).toBe('req-123.abc');
    const generated = await request(ctx.app).get('/healthz').set('x-request-id', 'bad id with spaces <script>').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id into problem bodies', async () => {
    const res = await request(ctx.app).get('/handles/missing.json').set('x-request-id', 'trace-me').expect(404);
    expect(ProblemSchema.parse(res.body).requestId).toBe('trace-me');
  });

  it('answers a write whose body is not JSON with a 415 problem', async () => {
    const res = await request(ctx.app).post('/api/login').set('content-type', 'text/plain').send('email=a@b.c&password=x');
    expect(res.status).toBe(415);
    expect(ProblemSchema.parse(res.body)).toMatchObject({ status: 415, title: 'Unsupported Media Type' });
  });

  it('reads a +json body that it lets through, instead of taking it for no body', async () => {
    const malformed = await request(ctx.app).post('/api/subscriptions').set('content-type', 'application/merge-patch+json').send('{"email":');
    expect(malformed.status).toBe(400);
    expect(ProblemSchema.parse(malformed.body)).toMatchObject({ title: 'Bad Request', detail: 'The request body is not valid JSON.' });
    const read = await request(ctx.app).post('/api/subscriptions').set('content-type', 'application/vnd.pool+json').send('{"email":"plus-json@example.com"}');
    expect(read.status).toBe(201);
    expect(read.body.email).toBe('plus-json@example.com');
  });

  it('answers 404 problem+json for an unknown route', async () => {
    const res = await request(ctx.app).get('/no/such/route').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(ProblemSchema.parse(res.body)).toMatchObject({ status: 404, title: 'Not Found', instance: '/no/such/route' });
  });

  it('answers 400 problem+json for a path parameter that is not valid percent-encoding (was 500)', async () => {
    for (const path of ['/api/viewed/%', '/api/v1/carts/%E0%A4%A', '/api/v1/cache/%zz', '/handles/%C3.json', '/api/v1/carts/%E0%A4%A/items']) {
      const method = path.endsWith('/items') ? 'post' : 'get';
      const res = await request(ctx.app)[method](path).send(method === 'post' ? { product_id: 1, quantity: 1 } : undefined);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(ProblemSchema.parse(res.body)).toMatchObject({ status: 400, title: 'Bad Request', detail: 'The request path is not valid percent-encoding.' });
    }
  });

  it('answers 400 problem+json for a NUL character in a path, query or body, and writes nothing (was a 500)', async () => {
    const [subscriptionsBefore] = await ctx.db.select({ n: count() }).from(subscriptions);
    const [cartsBefore] = await ctx.db.select({ n: count() }).from(carts);
    const requests = [
      request(ctx.app).get('/api/v1/cache/ab%00'),
      request(ctx.app).get('/handles/a%00b.json'),
      request(ctx.app).get('/search/products/query?q=pump%00'),
      request(ctx.app).post('/api/v1/cache/collection').send({ products: ['a\u0000'] }),
      request(ctx.app).post('/api/subscriptions').send({ email: 'nul\u0000@example.com' }),
      request(ctx.app).post('/api/v1/carts/session%00-nul').send({ line_items: [{ product_id: 1, quantity: 1 }] }),
      request(ctx.app).post('/api/v1/carts/session-nul-sku').send({ line_items: [{ product_id: 1, quantity: 1 }], custom_items: [{ sku: 'x\u0000', quantity: 1 }] }),
      request(ctx.app).post('/api/v1/cache/collection').send({ products: [], ['key\u0000']: 1 }),
    ];
    for (const [index, res] of (await Promise.all(requests)).entries()) {
      expect(res.status, `request ${index}`).toBe(400);
      expect(ProblemSchema.parse(res.body)).toMatchObject({ status: 400, title: 'Bad Request' });
    }
    expect(await ctx.db.select({ n: count() }).from(subscriptions)).toEqual([subscriptionsBefore]);
    expect(await ctx.db.select({ n: count() }).from(carts)).toEqual([cartsBefore]);
  });

  it('answers 500 problem+json without a stack for an unexpected error', async () => {
    const spy = vi.spyOn(ctx.db, 'select').mockImplementationOnce(() => {
      throw new Error('boom: secret internals');
    });
    const res = await request(ctx.app).get('/menu.json').expect(500);
    spy.mockRestore();
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 500, title: 'Internal Server Error' });
    expect(JSON.stringify(res.body)).not.toMatch(/boom|secret|at .*\.ts/);
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await request(ctx.app).get('/healthz');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers health, readiness and metrics', async () => {
    expect((await request(ctx.app).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(ctx.app).get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
    await request(ctx.app).get('/menu.json').expect(200);
    const metrics = await request(ctx.app).get('/metrics').expect(200);
    expect(metrics.text).toContain('process_cpu_user_seconds_total');
    expect(metrics.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/menu.json",status_code="200"\} \d+/);
  });

  it('answers 503 problem+json on /readyz when the database does not answer', async () => {
    const spy = vi.spyOn(ctx.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await request(ctx.app).get('/readyz').expect(503);
    spy.mockRestore();
    expect(res.body).toMatchObject({ status: 503 });
  });

  it('serves generated svg images with a year-long immutable cache and 404 for unknown keys', async () => {
    const search = await request(ctx.app).get('/search/products/query?per_page=1');
    const url = search.body.hits[0].image.url as string;
    const res = await request(ctx.app).get(url).expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text ?? res.body.toString()).toMatch(/<svg[^>]+width="600" height="600"/);
    await request(ctx.app).get('/images/categories/pumps.svg').expect(200);
    await request(ctx.app).get('/images/products/NOPE.svg').expect(404);
  });

  it('revalidates images by their ETag (304) and hashes none for JSON answers', async () => {
    const image = await request(ctx.app).get('/images/categories/pumps.svg').expect(200);
    expect(image.headers.etag).toMatch(/^"[\w-]{27}"$/);
    await request(ctx.app).get('/images/categories/pumps.svg').set('if-none-match', image.headers.etag as string).expect(304);
    const menu = await request(ctx.app).get('/menu.json').expect(200);
    expect(menu.headers.etag).toBeUndefined();
  });
});
