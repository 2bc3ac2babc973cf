import type { Menu, SiteConfig } from '@pool/api-contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { CatalogReads } from '../cache/catalog.reads.js';
import type { CacheSource } from '../cache/swr-cache.js';
import { createShellRead } from './shell.router.js';

const SITE = { origin: 'https://pool.example' } as SiteConfig;
const menuOf = (title: string): Menu => ({ items: [{ id: 1, title, url: 'chemicals', children: [] }] });

/** Catalogue reads whose menu is whatever the test last put there. */
function readsWith(state: { menu: Menu; source: CacheSource } | Error) {
  return { menu: async () => { if (state instanceof Error) throw state; return { value: state.menu, source: state.source }; } } as unknown as CatalogReads;
}

describe('createShellRead', () => {
  it('builds the menu view once per menu the cache holds, and again when the cache holds a new one', async () => {
    const state = { menu: menuOf('Chemicals'), source: 'fresh' as CacheSource };
    const read = createShellRead({ reads: readsWith(state), logger: pino({ level: 'silent' }), site: SITE });
    const first = await read('r1');
    const second = await read('r2');
    expect(first.menu).toEqual({ items: [{ id: 1, title: 'Chemicals', href: '/category/chemicals.html', children: [] }] });
    expect(second.menu).toBe(first.menu);
    expect(second).toMatchObject({ site: SITE, degraded: false });
    state.menu = menuOf('Pool Chemicals');
    state.source = 'stale-on-error';
    const third = await read('r3');
    expect(third.menu.items[0]?.title).toBe('Pool Chemicals');
    expect(third.degraded).toBe(true);
  });

  it('answers an empty, degraded menu when the menu cannot be read', async () => {
    const read = createShellRead({ reads: readsWith(new Error('down')), logger: pino({ level: 'silent' }), site: SITE });
    await expect(read('r1')).resolves.toEqual({ menu: { items: [] }, site: SITE, degraded: true });
  });
});
