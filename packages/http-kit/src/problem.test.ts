import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bodyParserProblem, problemOf, writeProblem } from './problem.js';

describe('problems', () => {
  it('maps body-parser failures to 400, 413 and 415 and nothing else', async () => {
    const app = express();
    app.post('/json', express.json({ limit: '1kb' }), (_req, res) => res.json({ ok: true }));
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      writeProblem(res, bodyParserProblem(error, '1 kB') ?? problemOf(500));
    });
    const malformed = await request(app).post('/json').set('content-type', 'application/json').send('{"a":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ title: 'Bad Request', detail: 'The request body is not valid JSON.' });
    const large = await request(app).post('/json').send({ text: 'x'.repeat(2000) });
    expect(large.status).toBe(413);
    expect(large.body.detail).toBe('The request body is larger than 1 kB.');
    const charset = await request(app).post('/json').set('content-type', 'application/json; charset=klingon').send('{}');
    expect(charset.status).toBe(415);
    expect(charset.headers['content-type']).toBe('application/problem+json');
    expect(bodyParserProblem(new Error('boom'), '1 kB')).toBeNull();
    expect(bodyParserProblem('nope', '1 kB')).toBeNull();
  });
});
