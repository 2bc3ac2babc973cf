import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jsonBodiesOnly } from './json-body.js';

const app = () => express().use(jsonBodiesOnly(), express.json()).post('/x', (req, res) => res.json({ got: req.body ?? null }));

describe('jsonBodiesOnly', () => {
  it('passes JSON and bodiless writes', async () => {
    expect((await request(app()).post('/x').send({ a: 1 })).body).toEqual({ got: { a: 1 } });
    expect((await request(app()).post('/x').set('content-type', 'application/merge-patch+json').send('{"a":2}')).status).toBe(200);
    expect((await request(app()).post('/x')).status).toBe(200);
  });

  it('refuses other bodies with a 415 problem', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', '']) {
      const res = await request(app()).post('/x').set('content-type', type).send('a=1');
      expect(res.status, type).toBe(415);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
