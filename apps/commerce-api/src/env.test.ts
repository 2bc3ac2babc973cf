import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, MIGRATIONS_DIR, REPO_ROOT } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 4100, HOST: '127.0.0.1', CATALOG_SIZE: 3000, SEED_ON_BOOT: true, SEED_DEMO_ACCOUNTS: true, LOG_LEVEL: 'info', GUEST_PHOTO_RETENTION_DAYS: 30 });
    expect(env.COMMERCE_API_KEY).toBeUndefined();
    expect(env.SECRETS_DIR).toBe(resolve(REPO_ROOT, '.data/secrets'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe(resolve(REPO_ROOT, '.data/pglite'));
  });

  it('derives the repo root and migrations folder from this module', () => {
    expect(MIGRATIONS_DIR).toBe(resolve(REPO_ROOT, 'apps/commerce-api/drizzle'));
  });

  it('parses overrides', () => {
    const env = loadEnv({ PORT: '4199', SEED_ON_BOOT: 'false', CATALOG_SIZE: '50000', DATABASE_URL: 'postgres://u@h:5432/db', GUEST_PHOTO_RETENTION_DAYS: '7' });
    expect(env).toMatchObject({ PORT: 4199, SEED_ON_BOOT: false, CATALOG_SIZE: 50000, DATABASE_URL: 'postgres://u@h:5432/db', GUEST_PHOTO_RETENTION_DAYS: 7 });
  });

  it('seeds the demo accounts into a server database only when SEED_DEMO_ACCOUNTS asks for them', () => {
    const url = 'postgres://u@h:5432/db';
    expect(loadEnv({ DATABASE_URL: url }).SEED_DEMO_ACCOUNTS).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(loadEnv({ SEED_DEMO_ACCOUNTS: 'false' }).SEED_DEMO_ACCOUNTS).toBe(false);
  });

  it('fails fast naming every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'abc', CATALOG_SIZE: '-1' })).toThrow(/PORT.*CATALOG_SIZE|CATALOG_SIZE.*PORT/);
    expect(() => loadEnv({ GUEST_PHOTO_RETENTION_DAYS: '0' })).toThrow(/GUEST_PHOTO_RETENTION_DAYS/);
  });

  it('seeds a million products on PostgreSQL only', () => {
    expect(loadEnv({ CATALOG_SIZE: '1000000', DATABASE_URL: 'postgres://u@h:5432/db' }).CATALOG_SIZE).toBe(1_000_000);
    expect(() => loadEnv({ CATALOG_SIZE: '1000000' })).toThrow(/CATALOG_SIZE: at most 200000 on the embedded database/);
    expect(() => loadEnv({ CATALOG_SIZE: '1000001', DATABASE_URL: 'postgres://u@h:5432/db' })).toThrow(/CATALOG_SIZE/);
  });

  it('reads the SMS settings: the outbox by default; http needs its URL', () => {
    expect(loadEnv({}).SMS_PROVIDER).toBe('outbox');
    expect(loadEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.test/send', SMS_HTTP_TOKEN: 'token-123456' }))
      .toMatchObject({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.test/send', SMS_HTTP_TOKEN: 'token-123456' });
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://sms.example.test' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('reads the mail settings: no SMTP_URL (or an empty one) means the outbox', () => {
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({}).STOREFRONT_URL).toBe('http://localhost:3000');
    expect(loadEnv({}).MAIL_FROM).toContain('@');
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(loadEnv({ SMTP_URL: 'smtp://mailpit:1025', MAIL_FROM: 'shop@example.com' })).toMatchObject({ SMTP_URL: 'smtp://mailpit:1025', MAIL_FROM: 'shop@example.com' });
    expect(() => loadEnv({ SMTP_URL: 'http://mailpit:1025' })).toThrow(/SMTP_URL/);
  });

  it('serves the outbox on 127.0.0.1:8025 by default, on loopback addresses only', () => {
    expect(loadEnv({})).toMatchObject({ OUTBOX_HOST: '127.0.0.1', OUTBOX_PORT: 8025 });
    expect(loadEnv({ OUTBOX_PORT: '0' }).OUTBOX_PORT).toBe(0);
    expect(loadEnv({ OUTBOX_HOST: '::1', OUTBOX_PORT: '9025' })).toMatchObject({ OUTBOX_HOST: '::1', OUTBOX_PORT: 9025 });
    expect(loadEnv({ OUTBOX_HOST: 'localhost' }).OUTBOX_HOST).toBe('localhost');
    expect(() => loadEnv({ OUTBOX_HOST: '0.0.0.0' })).toThrow(/OUTBOX_HOST: must be a loopback address/);
    expect(() => loadEnv({ OUTBOX_HOST: '192.168.1.20' })).toThrow(/OUTBOX_HOST/);
    expect(() => loadEnv({ OUTBOX_HOST: '127.0.0.256' })).toThrow(/OUTBOX_HOST/);
    expect(() => loadEnv({ OUTBOX_PORT: '70000' })).toThrow(/OUTBOX_PORT/);
  });

  it('refuses NODE_ENV=production on the test processor unless PAYMENTS_TEST_MODE=true', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_TEST_MODE: NODE_ENV=production with the built-in test processor/);
    expect(() => loadEnv({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' })).toThrow(/PAYMENTS_TEST_MODE/);
    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true);
    expect(loadEnv({}).PAYMENTS_TEST_MODE).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('reads the request timeouts (a trickling client is cut off in seconds, not 300)', () => {
    expect(loadEnv({}).requestTimeouts).toEqual({ headersMs: 10_000, requestMs: 60_000, bodyMs: 10_000 });
    expect(loadEnv({ BODY_TIMEOUT_MS: '3000' }).requestTimeouts.bodyMs).toBe(3000);
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
