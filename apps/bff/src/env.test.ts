import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('has working defaults, with sessions under <repo>/.data/bff-sessions', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ port: 4000, host: '0.0.0.0', commerceApiUrl: 'http://127.0.0.1:4100', sessionTtlDays: 30, cookieSecure: false });
    expect(env.sessionDir).toBe(path.resolve(import.meta.dirname, '../../../.data/bff-sessions'));
    expect(env.publicOrigin).toBe('http://localhost:3000');
  });

  it('makes the cookie Secure when the public origin is not local', () => {
    expect(loadEnv({ TRUSTED_ORIGINS: 'https://shop.example.com' }).cookieSecure).toBe(true);
    expect(loadEnv({ TRUSTED_ORIGINS: 'https://shop.example.com', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
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
