import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { accessLog, batchedStdout } from './access-log.js';

/** An app behind the access log whose lines are collected as parsed JSON. */
function loggedApp(routes: (app: express.Express) => void, response?: (res: ServerResponse) => object) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(accessLog(pino({ level: 'info' }, sink), { ignore: (req) => req.url === '/healthz', response }));
  routes(app);
  return { app, lines };
}

describe('the access log', () => {
  it('writes the URL without reset or login tokens, addresses or card numbers', async () => {
    const { app, lines } = loggedApp((a) => a.get('/reset', (_req, res) => res.send('ok')));
    await request(app).get('/reset?token=r3s3t-t0k3n&email=pat%40example.com').expect(200);
    await request(app).get('/reset?card=4242424242424242').expect(200);
    expect(lines.map((line) => (line.req as { url: string }).url)).toEqual(['/reset?token=[redacted]&email=[redacted]', '/reset?card=[redacted]']);
  });

  it('writes one line per request with id, method, url, status and time, and no headers', async () => {
    const { app, lines } = loggedApp((a) => a.get('/v1/catalog/typeahead', (_req, res) => res.json({ ok: true })));
    const secret = 'S'.repeat(43);
    await request(app)
      .get('/v1/catalog/typeahead?q=pump')
      .set('cookie', `session_id=${secret}`)
      .set('authorization', 'Bearer top-secret-token')
      .set('x-request-id', 'page-view-123456')
      .expect(200);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'page-view-123456', method: 'GET', url: '/v1/catalog/typeahead?q=pump' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(line!.req as object).sort()).toEqual(['id', 'method', 'remoteAddress', 'url']);
    expect(Object.keys(line!.res as object)).toEqual(['statusCode']);
    const text = JSON.stringify(line);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('top-secret-token');
  });

  it('logs 4xx as warn and 5xx as error, and leaves out ignored paths', async () => {
    const { app, lines } = loggedApp((a) => {
      a.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
      a.get('/missing', (_req, res) => res.status(404).end());
      a.get('/broken', (_req, res) => res.status(503).end());
    });
    await request(app).get('/healthz').expect(200);
    await request(app).get('/missing').expect(404);
    await request(app).get('/broken').expect(503);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines.map((line) => [(line.req as { url: string }).url, line.level])).toEqual([['/missing', 40], ['/broken', 50]]);
  });

  it('says when the client left before the answer', async () => {
    const { app, lines } = loggedApp((a) => a.get('/slow', () => undefined));
    await request(app).get('/slow').timeout(50).catch(() => undefined);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ msg: 'request aborted', req: { url: '/slow' } });
  });

  it('shows what the server chooses of the response', async () => {
    const { app, lines } = loggedApp(
      (a) => a.get('/page', (_req, res) => res.set('x-page-cache', 'hit').send('ok')),
      (res) => ({ statusCode: res.statusCode, pageCache: res.getHeader('x-page-cache') }),
    );
    await request(app).get('/page').expect(200);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]!.res).toEqual({ statusCode: 200, pageCache: 'hit' });
  });
});

describe('batchedStdout', () => {
  it('is an asynchronous destination that batches lines', () => {
    const destination = batchedStdout() as unknown as { sync: boolean; minLength: number; fd: number; destroy(): void };
    try {
      expect(destination).toMatchObject({ sync: false, minLength: 4096, fd: 1 });
    } finally {
      destination.destroy();
    }
  });
});
