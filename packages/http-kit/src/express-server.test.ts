import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createExpressServer } from './express-server.js';

function appWithRoutes() {
  const app = express();
  app.use(express.json());
  app.get('/items', (req, res) => {
    res.set('x-seen', 'yes').json({ q: req.query.q, path: req.path, ip: typeof req.ip });
  });
  app.post('/items', (req, res) => {
    res.status(201).json({ got: req.body as unknown });
  });
  return app;
}

describe('createExpressServer', () => {
  it("creates requests and responses with the app's prototypes before Express sees them", async () => {
    const app = appWithRoutes();
    const server = createExpressServer(app);
    const seen: boolean[] = [];
    server.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    await request(server).get('/items?q=pump').expect(200);
    expect(seen).toEqual([true, true]);
  });

  it('answers as the app does: query, headers, JSON bodies in and out, status codes, not found', async () => {
    const server = createExpressServer(appWithRoutes());
    const got = await request(server).get('/items?q=pump').expect(200);
    expect(got.headers['x-seen']).toBe('yes');
    expect(got.body).toEqual({ q: 'pump', path: '/items', ip: 'string' });
    const posted = await request(server).post('/items').send({ sku: 'HAY-1' }).expect(201);
    expect(posted.body).toEqual({ got: { sku: 'HAY-1' } });
    await request(server).get('/nowhere').expect(404);
  });

  it('keeps the options it is given', () => {
    const server = createExpressServer(appWithRoutes(), { keepAliveTimeout: 65_000 });
    expect(server.keepAliveTimeout).toBe(65_000);
  });
});
