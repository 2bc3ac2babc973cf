import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { isValidRequestId, requestIdFor } from './request-id.js';

describe('request ids', () => {
  it('keeps a caller’s short printable id and refuses anything that could forge a log line', () => {
    for (const id of ['7f1c-22', '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', 'req-123.abc', 'page_view:1', 'a'.repeat(128)]) expect(isValidRequestId(id), id).toBe(true);
    for (const id of ['', 'a b', 'a\nb', 'x<script>', 'a'.repeat(129), undefined, null]) expect(isValidRequestId(id), String(id)).toBe(false);
  });

  it('echoes a valid x-request-id and makes a UUID otherwise', async () => {
    const app = express().get('/', (req, res) => res.json({ id: requestIdFor(req, res) }));
    const kept = await request(app).get('/').set('x-request-id', 'req-123.abc');
    expect(kept.body.id).toBe('req-123.abc');
    expect(kept.headers['x-request-id']).toBe('req-123.abc');
    const made = await request(app).get('/').set('x-request-id', 'bad id <script>');
    expect(made.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers['x-request-id']).toBe(made.body.id);
  });
});
