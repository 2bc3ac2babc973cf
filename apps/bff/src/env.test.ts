import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('has working defaults, with sessions under <repo>/.data/bff-sessions', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ port: 4000, host: '127.0.0.1', commerceApiUrl: 'http://127.0.0.1:4100', sessionIdleDays: 7, sessionAbsoluteDays: 30, cookieSecure: false });
    expect(env.sessionDir).toBe(path.resolve(import.meta.dirname, '../../../.data/bff-sessions'));
    expect(env.secretsDir).toBe(path.resolve(import.meta.dirname, '../../../.data/secrets'));
    expect(env).toMatchObject({ commerceApiKey: undefined, serviceKey: undefined });
    expect(env.publicOrigin).toBe('http://localhost:3000');
  });

  it('makes the cookie Secure when the public origin is not local', () => {
    expect(loadEnv({ TRUSTED_ORIGINS: 'https://shop.example.com' }).cookieSecure).toBe(true);
    expect(loadEnv({ TRUSTED_ORIGINS: 'https://shop.example.com', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('needs the public origin in production, so cookies cannot silently fall back to plain http', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/TRUSTED_ORIGINS: required in production/);
    expect(loadEnv({ NODE_ENV: 'production', TRUSTED_ORIGINS: 'https://shop.example.com' })).toMatchObject({ cookieSecure: true, publicOrigin: 'https://shop.example.com' });
  });

  it('checks answers against the contract except in production, unless told', () => {
    expect(loadEnv({}).validateResponses).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).validateResponses).toBe(true);
    const origins = { TRUSTED_ORIGINS: 'http://localhost:3000' };
    expect(loadEnv({ NODE_ENV: 'production', ...origins }).validateResponses).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true', ...origins }).validateResponses).toBe(true);
    expect(loadEnv({ VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
    expect(() => loadEnv({ VALIDATE_RESPONSES: 'yes' })).toThrow(EnvError);
  });

  it('fails fast with every bad field', () => {
    try {
      loadEnv({ PORT: 'eighty', COMMERCE_API_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect(Object.keys((error as EnvError).fieldErrors).sort()).toEqual(['COMMERCE_API_URL', 'PORT']);
    }
  });
});

describe('loadEnv: site configuration', () => {
  it('has the spec values by default and the public origin', () => {
    const { site } = loadEnv({ TRUSTED_ORIGINS: 'https://shop.example.com' });
    expect(site).toMatchObject({
      origin: 'https://shop.example.com',
      support: { phone: { display: '888 756 9666', href: 'tel:8887569666' }, hours: 'Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM' },
      sisterSite: { kind: 'sprinkler' },
    });
    expect(site.social.map((link) => link.network)).toEqual(['facebook', 'instagram', 'youtube', 'pinterest']);
  });

  it('takes the sister site, legal text and social links from the environment', () => {
    const { site } = loadEnv({ SISTER_SITE: 'pool', LEGAL_ADDRESS: '1 Main St', SOCIAL_LINKS: 'youtube=https://youtube.com/@x' });
    expect(site.sisterSite?.kind).toBe('pool');
    expect(site.legal.address).toBe('1 Main St');
    expect(site.social).toEqual([{ network: 'youtube', label: 'YouTube', url: 'https://youtube.com/@x' }]);
    expect(loadEnv({ SISTER_SITE: 'none' }).site.sisterSite).toBeNull();
  });

  it('fails fast on a malformed social link or email', () => {
    try {
      loadEnv({ SOCIAL_LINKS: 'myspace=https://x.example', SUPPORT_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(Object.keys((error as EnvError).fieldErrors).sort()).toEqual(['SOCIAL_LINKS', 'SUPPORT_EMAIL']);
    }
  });

  it('reads the request timeouts (a trickling client is cut off in seconds, not 300)', () => {
    expect(loadEnv({}).requestTimeouts).toEqual({ headersMs: 10_000, requestMs: 60_000, bodyMs: 10_000 });
    expect(loadEnv({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '20000' }).requestTimeouts).toMatchObject({ headersMs: 2000, requestMs: 20_000 });
  });
});
