import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

const host = 'localhost:3000';

describe('isSameOriginRequest', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isSameOriginRequest({ method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site', host })).toBe(true);
    expect(isSameOriginRequest({ method: 'HEAD', origin: undefined, secFetchSite: undefined, host })).toBe(true);
  });

  it('allows same-origin posts', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: 'http://localhost:3000', secFetchSite: 'same-origin', host })).toBe(true);
    expect(isSameOriginRequest({ method: 'DELETE', origin: 'http://LOCALHOST:3000', secFetchSite: undefined, host })).toBe(true);
  });

  it('refuses posts from another origin, port or an opaque origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isSameOriginRequest({ method, origin: 'https://evil.example', secFetchSite: undefined, host })).toBe(false);
    }
    expect(isSameOriginRequest({ method: 'POST', origin: 'http://localhost:4000', secFetchSite: undefined, host })).toBe(false);
    expect(isSameOriginRequest({ method: 'POST', origin: 'null', secFetchSite: undefined, host })).toBe(false);
  });

  it('refuses cross-site fetch metadata even without an Origin', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: undefined, secFetchSite: 'cross-site', host })).toBe(false);
  });

  it('trusts same-origin fetch metadata even when the Origin is null (no-referrer policy)', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: 'null', secFetchSite: 'same-origin', host })).toBe(true);
  });

  it('checks the Origin for same-site (another subdomain) requests', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: 'https://blog.shop.example', secFetchSite: 'same-site', host: 'shop.example' })).toBe(false);
  });

  it('allows non-browser clients that send neither header', () => {
    expect(isSameOriginRequest({ method: 'POST', origin: undefined, secFetchSite: undefined, host })).toBe(true);
  });
});
