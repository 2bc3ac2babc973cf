import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadModules, measureFirstLoad, staticImports } from './first-load-js.mjs';

describe('staticImports', () => {
  it('finds static imports and re-exports of a minified chunk, not dynamic ones', () => {
    const source =
      'import{j as e}from"./index-A.js";import"./side-B.js";export{x}from"./re-C.js";const l=()=>import("./lazy-D.js");' +
      'const m=__vitePreload(()=>import("./lazy-E.js"),__vite__mapDeps([0,1]));';
    expect(staticImports(source)).toEqual(['index-A.js', 'side-B.js', 're-C.js']);
  });
});

describe('firstLoadModules', () => {
  const manifest = {
    entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: {
      root: { module: '/assets/root.js', imports: ['/assets/react.js', '/assets/shared.js'] },
      page: { module: '/assets/page.js', imports: ['/assets/shared.js'] },
    },
  };
  const chunks: Record<string, string> = {
    '/assets/entry.js': 'import"./react.js";',
    '/assets/react.js': '',
    '/assets/root.js': 'import"./shared.js";const d=()=>import("./drawer.js");',
    '/assets/shared.js': 'import{a}from"./unlisted.js";',
    '/assets/unlisted.js': '',
    '/assets/page.js': '',
  };

  it('is the entry and the route chain with their imports, each once, plus static imports the manifest missed', () => {
    const modules = firstLoadModules(manifest, ['root', 'page'], (url: string) => chunks[url] ?? '');
    expect(modules).toEqual(['/assets/entry.js', '/assets/react.js', '/assets/root.js', '/assets/shared.js', '/assets/page.js', '/assets/unlisted.js']);
    expect(modules).not.toContain('/assets/drawer.js');
  });

  it('fails on a route the manifest does not have', () => {
    expect(() => firstLoadModules(manifest, ['root', 'gone'], () => '')).toThrow(/gone/);
  });
});

describe('measureFirstLoad', () => {
  it('sums the compressed sizes of each page kind from a client build folder', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    mkdirSync(path.join(dir, 'assets'));
    const manifest = { entry: { module: '/assets/entry.js', imports: [] }, routes: { root: { module: '/assets/root.js', imports: [] } } };
    writeFileSync(path.join(dir, 'assets', 'manifest-abc123.js'), `window.__remixManifest=${JSON.stringify(manifest)};`);
    writeFileSync(path.join(dir, 'assets', 'entry.js'), 'console.log(1);'.repeat(100));
    writeFileSync(path.join(dir, 'assets', 'root.js'), 'export const a=1;');
    const [home] = measureFirstLoad(dir, { home: ['root'] });
    expect(home.page).toBe('home');
    expect(home.modules.map((m: { url: string }) => m.url)).toEqual(['/assets/entry.js', '/assets/root.js']);
    expect(home.bytes).toBe(1500 + 17);
    // 100 repeats compress to a fraction of their size.
    expect(home.gzip).toBeLessThan(home.bytes / 4);
    expect(home.brotli).toBeLessThan(home.bytes / 4);
  });
});
