import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { isSameOriginRequest, originHasHost, originIn, sameOriginGuard } from './same-origin.js';

const host = 'localhost:3000';
const isOwnOrigin = (origin: string) => originHasHost(origin, host);

describe('isSameOriginRequest', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isSameOriginRequest({ method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site', isOwnOrigin })).toBe(true);
    expect(isSameOriginRequest({ method: 'HEAD', origin: undefined, secFetchSite: undefined, isOwnOrigin })).toBe(true);
  });

  it('allows same-origin posts', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: 'http://localhost:3000', secFetchSite: 'same-origin', isOwnOrigin })).toBe(true);
    expect(isSameOriginRequest({ method: 'DELETE', origin: 'http://LOCALHOST:3000', secFetchSite: undefined, isOwnOrigin })).toBe(true);
  });

  it('refuses posts from another origin, port or an opaque origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isSameOriginRequest({ method, origin: 'https://evil.example', secFetchSite: undefined, isOwnOrigin })).toBe(false);
    }
    expect(isSameOriginRequest({ method: 'POST', origin: 'http://localhost:4000', secFetchSite: undefined, isOwnOrigin })).toBe(false);
    expect(isSameOriginRequest({ method: 'POST', origin: 'null', secFetchSite: undefined, isOwnOrigin })).toBe(false);
  });

  it('refuses cross-site fetch metadata even without an Origin', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: undefined, secFetchSite: 'cross-site', isOwnOrigin })).toBe(false);
  });

  it('trusts same-origin fetch metadata even when the Origin is null (no-referrer policy)', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: 'null', secFetchSite: 'same-origin', isOwnOrigin })).toBe(true);
  });

  it('refuses same-site (another subdomain) requests', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: 'https://blog.shop.example', secFetchSite: 'same-site', isOwnOrigin: (o) => originHasHost(o, 'shop.example') })).toBe(false);
    expect(isSameOriginRequest({ method: 'POST', origin: 'https://shop.example', secFetchSite: 'same-site', isOwnOrigin: originIn(['https://shop.example']) })).toBe(false);
  });

  it('allows non-browser clients that send neither header', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: undefined, secFetchSite: undefined, isOwnOrigin })).toBe(true);
  });
});

describe('sameOriginGuard', () => {
  const app = express();
  app.use(sameOriginGuard(originIn(['https://shop.example'])));
  app.post('/write', (_req, res) => res.json({ ok: true }));

  it('answers a cross-site write with a 403 problem and lets its own origin through', async () => {
    const refused = await request(app).post('/write').set('origin', 'https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toMatchObject({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Cross-site requests may not change state.' });
    expect((await request(app).post('/write').set('origin', 'https://shop.example')).status).toBe(200);
  });
});
