import { PassThrough } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { useAccessLog } from './access-log.js';

/** An app with the access log whose output is collected; `lines()` parses what was written so far. */
function loggedApp() {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  const app = express();
  useAccessLog(app, createLogger('info', out));
  const lines = () => written.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; level: number; req: object; res?: object });
  const completed = () => vi.waitFor(() => expect(written).toContain('request completed'));
  return { app, lines, completed, text: () => written };
}

describe('useAccessLog', () => {
  it('logs the request id, method, url and status without any header, and binds the request to req.log', async () => {
    const { app, lines, completed, text } = loggedApp();
    app.get('/customer', (req, res) => {
      req.log.info('handler line');
      res.status(401).json({ title: 'Unauthorized' });
    });

    await request(app).get('/customer?x=1').set('authorization', 'Bearer secret-token-value').set('x-request-id', 'trace-me-1').expect(401);
    await completed();

    const handler = lines().find((line) => line.msg === 'handler line');
    const done = lines().find((line) => line.msg === 'request completed');
    expect(handler?.req).toEqual({ id: 'trace-me-1', method: 'GET', url: '/customer?x=1', remoteAddress: expect.any(String) });
    expect(done).toMatchObject({ level: 40, req: { id: 'trace-me-1' } });
    expect(done?.res).toEqual({ statusCode: 401 });
    expect(text()).not.toContain('secret-token-value');
    expect(text()).not.toContain('headers');
  });

  it('makes no request logger for a request whose handler does not log', async () => {
    const { app, lines, completed } = loggedApp();
    let own: unknown;
    app.get('/quiet', (req, res) => {
      own = Object.getOwnPropertyDescriptor(req, 'log');
      res.status(503).json({});
    });
    await request(app).get('/quiet').expect(503);
    await completed();
    expect(own).toBeUndefined();
    expect(lines()).toEqual([expect.objectContaining({ level: 50, msg: 'request completed' })]);
  });
});
