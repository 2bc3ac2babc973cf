import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createExpressServer, DEFAULT_REQUEST_TIMEOUTS, requestTimeoutsFrom } from './express-server.js';

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

  describe('a client that trickles its request a byte a second is cut off', () => {
    const timeouts = { headersMs: 600, requestMs: 1500, bodyMs: 700 };
    /** Opens a raw connection, writes `head` then one byte of `trickle` a second; answers what came back and when the server closed it. */
    async function trickle(server: Server, head: string, drip: string): Promise<{ closedAfterMs: number; answer: string }> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      const started = Date.now();
      let answer = '';
      socket.on('data', (chunk) => { answer += String(chunk); });
      socket.write(head);
      let i = 0;
      const dripping = setInterval(() => { if (i < drip.length && !socket.destroyed) socket.write(drip[i++]!); }, 1000);
      await new Promise<void>((resolve) => { socket.on('close', () => resolve()); socket.on('error', () => undefined); });
      clearInterval(dripping);
      server.close();
      return { closedAfterMs: Date.now() - started, answer };
    }

    it('a small body: 408 within bodyMs, long before Node\'s 300 s', async () => {
      const server = createExpressServer(appWithRoutes(), {}, timeouts);
      const body = JSON.stringify({ sku: 'HAY-1', note: 'x'.repeat(60) });
      const { closedAfterMs, answer } = await trickle(server, `POST /items HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, body);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain('"status":408');
      expect(closedAfterMs).toBeGreaterThanOrEqual(600);
      expect(closedAfterMs).toBeLessThan(1400);
    });

    it('a large body (an upload) has the whole requestMs, then is cut off', async () => {
      const server = createExpressServer(appWithRoutes(), {}, timeouts);
      const { closedAfterMs, answer } = await trickle(server, 'POST /items HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n', '{"sku":"HAY-1"'.repeat(10));
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeGreaterThanOrEqual(1400);
      expect(closedAfterMs).toBeLessThan(3000);
    });

    it('headers: cut off after headersMs', async () => {
      const server = createExpressServer(appWithRoutes(), {}, timeouts);
      const { closedAfterMs } = await trickle(server, 'GET /items HTTP/1.1\r\n', 'Host: example.test\r\nX-Slow: 1234567890\r\n');
      expect(closedAfterMs).toBeLessThan(1300);
    });

    it('reads HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and BODY_TIMEOUT_MS, refusing nonsense by name', () => {
      expect(requestTimeoutsFrom({})).toEqual(DEFAULT_REQUEST_TIMEOUTS);
      expect(requestTimeoutsFrom({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '120000', BODY_TIMEOUT_MS: '' })).toEqual({ headersMs: 5000, requestMs: 120_000, bodyMs: 10_000 });
      expect(() => requestTimeoutsFrom({ BODY_TIMEOUT_MS: '5s' })).toThrow(/BODY_TIMEOUT_MS/);
      expect(() => requestTimeoutsFrom({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
      expect(() => requestTimeoutsFrom({ HEADERS_TIMEOUT_MS: '90000' })).toThrow(/HEADERS_TIMEOUT_MS: must not exceed/);
    });

    it('keeps the defaults far below Node\'s own', () => {
      const server = createExpressServer(appWithRoutes());
      expect(server.headersTimeout).toBe(DEFAULT_REQUEST_TIMEOUTS.headersMs);
      expect(server.requestTimeout).toBe(DEFAULT_REQUEST_TIMEOUTS.requestMs);
      expect(DEFAULT_REQUEST_TIMEOUTS.requestMs).toBeLessThan(300_000);
    });
  });
});
