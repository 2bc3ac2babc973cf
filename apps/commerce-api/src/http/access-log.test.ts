import { PassThrough } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { accessLog } from './access-log.js';

describe('accessLog', () => {
  it('logs the request id, method, url and status without any header, and binds the request to req.log', async () => {
    const out = new PassThrough();
    const written: string[] = [];
    out.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const app = express();
    app.use(accessLog(createLogger('info', out)));
    app.get('/customer', (req, res) => {
      req.log.info('handler line');
      res.status(401).json({ title: 'Unauthorized' });
    });

    await request(app).get('/customer?x=1').set('authorization', 'Bearer secret-token-value').set('x-request-id', 'trace-me-1').expect(401);

    const lines = written.join('').trim().split('\n').map((line) => JSON.parse(line) as { msg: string; level: number; req: object; res?: object });
    const handler = lines.find((line) => line.msg === 'handler line');
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(handler?.req).toEqual({ id: 'trace-me-1', method: 'GET', url: '/customer?x=1', remoteAddress: expect.any(String) });
    expect(completed).toMatchObject({ level: 40, req: { id: 'trace-me-1' }, res: { statusCode: 401 } });
    expect(completed?.res).toEqual({ statusCode: 401 });
    expect(written.join('')).not.toContain('secret-token-value');
    expect(written.join('')).not.toContain('headers');
  });
});
