import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, MIGRATIONS_DIR, REPO_ROOT } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 4100, HOST: '0.0.0.0', CATALOG_SIZE: 3000, SEED_ON_BOOT: true, LOG_LEVEL: 'info' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe(resolve(REPO_ROOT, '.data/pglite'));
  });

  it('derives the repo root and migrations folder from this module', () => {
    expect(MIGRATIONS_DIR).toBe(resolve(REPO_ROOT, 'apps/commerce-api/drizzle'));
  });

  it('parses overrides', () => {
    const env = loadEnv({ PORT: '4199', SEED_ON_BOOT: 'false', CATALOG_SIZE: '50000', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(env).toMatchObject({ PORT: 4199, SEED_ON_BOOT: false, CATALOG_SIZE: 50000, DATABASE_URL: 'postgres://u@h:5432/db' });
  });

  it('fails fast naming every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'abc', CATALOG_SIZE: '-1' })).toThrow(/PORT.*CATALOG_SIZE|CATALOG_SIZE.*PORT/);
  });
});
