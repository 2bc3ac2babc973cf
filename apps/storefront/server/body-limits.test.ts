import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bodyLimits, PHOTO_UPLOAD_PATH } from './body-limits';

/** An action that reads the form the way Remix does, and throws (a 500) on what it cannot parse. */
function app() {
  const server = express();
  server.use(bodyLimits({ maxBytes: 1024, uploads: { path: PHOTO_UPLOAD_PATH, maxBytes: 8 * 1024 } }));
  server.post('*', async (req, res, next) => {
    try {
      const webRequest = new Request('http://localhost/', {
        method: 'POST', headers: { 'content-type': req.get('content-type') ?? '' }, body: req as unknown as BodyInit, duplex: 'half',
      } as RequestInit);
      const form = await webRequest.formData();
      res.json({ fields: [...form.keys()] });
    } catch (error) {
      next(error);
    }
  });
  return server;
}

describe('bodyLimits', () => {
  it('lets a form through', async () => {
    const res = await request(app()).post('/cart').type('form').send({ intent: 'add', productId: '7' });
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual(['intent', 'productId']);
  });

  it('refuses a text/plain or JSON body with a 415 problem, not a 500', async () => {
    for (const [type, body] of [['text/plain', 'intent=add'], ['application/json', '{"intent":"add"}'], ['application/xml', '<a/>']] as const) {
      const res = await request(app()).post('/login').set('content-type', type).send(body);
      expect(res.status, type).toBe(415);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(JSON.parse(res.text)).toMatchObject({ status: 415, title: 'Unsupported Media Type' });
    }
  });

  it('refuses a form over the limit with a 413 problem before reading it', async () => {
    const res = await request(app()).post('/newsletter').type('form').send({ email: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ status: 413, detail: 'A form may be at most 1 KiB.' });
  });

  it('lets a photo form post a larger multipart body, on its paths only', async () => {
    const photo = Buffer.alloc(5 * 1024, 7);
    for (const path of ['/scan', '/scan.data', '/account/pool-profiles/12/photo', '/account/pool-profiles/12/photo.data', '/account/pool-profiles/12']) {
      const res = await request(app()).post(path).field('intent', 'upload').attach('image', photo, 'strip.jpg');
      expect(res.status, path).toBe(200);
      expect(res.body.fields).toEqual(['intent', 'image']);
    }
    for (const path of ['/cart', '/cart.data', '/scan/x', '/account/pool-profiles/12/photo/x']) {
      const elsewhere = await request(app()).post(path).field('intent', 'add').attach('image', photo, 'strip.jpg');
      expect(elsewhere.status, path).toBe(413);
    }
    const urlencoded = await request(app()).post('/scan').type('form').send({ phone: 'x'.repeat(5000) });
    expect(urlencoded.status).toBe(413);
    const tooLarge = await request(app()).post('/scan').field('intent', 'upload').attach('image', Buffer.alloc(9 * 1024, 7), 'strip.jpg');
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text)).toMatchObject({ status: 413, detail: 'A form may be at most 8 KiB.' });
  });

  it('refuses a chunked form of unknown length with 411', async () => {
    const server = app().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/cart', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('intent=add&');
      req.end('x=1');
    });
    server.close();
    expect(status).toBe(411);
  });

  it('passes reads and empty writes', async () => {
    expect((await request(app()).post('/logout').set('content-length', '0')).status).not.toBe(415);
    const server = express().use(bodyLimits({ maxBytes: 10 })).get('/', (_req, res) => res.send('ok'));
    expect((await request(server).get('/').set('content-type', 'text/plain')).status).toBe(200);
  });
});
