import { ProblemSchema } from '@pool/api-contract';
import { SERVICE_KEY_PROBLEM_TYPE } from '@pool/http-kit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/test-app.js';

const ctx = useTestContext();

describe('only the BFF is answered (x-service-key)', () => {
  it('refuses every route without the key with a 401 problem, hidden prices and sign-in included', async () => {
    const strangers = [
      request(ctx.bareApp).get('/menu.json'),
      request(ctx.bareApp).get('/search/products/query?per_page=5'),
      request(ctx.bareApp).post('/api/v1/cache/collection').send({ products: ['X'] }),
      request(ctx.bareApp).post('/api/login').send({ email: 'admin@example.com', password: 'guess' }),
      request(ctx.bareApp).get('/api/customer').set('authorization', 'Bearer whatever').set('user-id', '1'),
      request(ctx.bareApp).get('/images/categories/pumps.svg'),
      request(ctx.bareApp).get('/metrics'),
      request(ctx.bareApp).get('/no/such/route'),
    ];
    for (const [i, res] of (await Promise.all(strangers)).entries()) {
      expect(res.status, `request ${i}`).toBe(401);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(ProblemSchema.parse(res.body)).toMatchObject({ status: 401, type: SERVICE_KEY_PROBLEM_TYPE, title: 'Service credential required' });
    }
  });

  it('refuses a wrong key, a key of another length and the key sent twice', async () => {
    await request(ctx.bareApp).get('/menu.json').set('x-service-key', 'x'.repeat(ctx.serviceKey.length)).expect(401);
    await request(ctx.bareApp).get('/menu.json').set('x-service-key', `${ctx.serviceKey}x`).expect(401);
    await request(ctx.bareApp).get('/menu.json').set('x-service-key', `${ctx.serviceKey}, ${ctx.serviceKey}`).expect(401);
  });

  it('answers the BFF with the key', async () => {
    await request(ctx.bareApp).get('/menu.json').set('x-service-key', ctx.serviceKey).expect(200);
    const metrics = await request(ctx.bareApp).get('/metrics').set('x-service-key', ctx.serviceKey).expect(200);
    expect(metrics.text).toContain('process_cpu_user_seconds_total');
  });

  it('leaves the health probes open, for orchestrators', async () => {
    await request(ctx.bareApp).get('/healthz').expect(200);
    await request(ctx.bareApp).get('/readyz').expect(200);
  });
});
