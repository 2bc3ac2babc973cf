import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_TYPES, jsonBodiesOnly } from './json-body.js';

const app = () => express().use(jsonBodiesOnly(), express.json({ type: JSON_BODY_TYPES })).post('/x', (req, res) => res.json({ got: req.body ?? null }));

describe('jsonBodiesOnly', () => {
  it('passes JSON and bodiless writes', async () => {
    expect((await request(app()).post('/x').set('content-type', 'application/json; charset=UTF-8').send('{"a":0}')).body).toEqual({ got: { a: 0 } });
    expect((await request(app()).post('/x').send({ a: 1 })).body).toEqual({ got: { a: 1 } });
    expect((await request(app()).post('/x').set('content-type', 'application/merge-patch+json').send('{"a":2}')).body).toEqual({ got: { a: 2 } });
    expect((await request(app()).post('/x')).status).toBe(200);
  });

  it('has every +json body it lets through read by the parser, so malformed bytes are never taken for no body', async () => {
    for (const type of ['application/problem+json', 'application/vnd.api+json', 'APPLICATION/JSON']) {
      expect((await request(app()).post('/x').set('content-type', type).send('{"a":3}')).body, type).toEqual({ got: { a: 3 } });
      expect((await request(app()).post('/x').set('content-type', type).send('{a:1}')).status, type).toBe(400);
    }
  });

  it('refuses other bodies with a 415 problem', async () => {
    // Malformed types that only look like JSON are refused: the parser would not read them.
    for (const type of [
      'text/plain', 'application/x-www-form-urlencoded', 'application/xml', '', 'application/json;;;', 'application/json; charset', 'application/jsonx', 'text/json',
      // JSON between systems is UTF-8 (RFC 8259); a body declared UTF-16 was decoded, and one byte of it read as {}.
      'application/json; charset=utf-16', 'application/json; charset="UTF-16LE"', 'application/merge-patch+json; charset=latin1',
    ]) {
      const res = await request(app()).post('/x').set('content-type', type).send('a=1');
      expect(res.status, type).toBe(415);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
