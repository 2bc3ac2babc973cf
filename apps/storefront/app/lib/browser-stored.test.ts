import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberDiagram, readRecentDiagrams } from '../components/parts-finder/recent-diagrams';
import { readRecentSearches, rememberSearch } from '../components/search/recent-searches';
import { browserStored } from './browser-stored';

/** A browser's localStorage as far as these helpers use it, counting writes; `broken` throws like a disabled one. */
function storage({ broken = false } = {}) {
  const items = new Map<string, string>();
  const writes: string[] = [];
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const localStorage = {
    getItem: (key: string) => (broken ? refuse() : items.get(key) ?? null),
    setItem: (key: string, value: string) => {
      if (broken) refuse();
      writes.push(key);
      items.set(key, value);
    },
  };
  vi.stubGlobal('window', { localStorage });
  return { items, writes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserStored', () => {
  it('reads what update stored, and writes an unchanged text only once', () => {
    const { writes } = storage();
    const counter = browserStored('n', (stored) => Number(stored ?? 0));
    expect(counter.read()).toBe(0);
    counter.update((stored) => String(Number(stored ?? 0) + 1));
    counter.update((stored) => stored ?? '');
    expect(counter.read()).toBe(1);
    expect(writes).toEqual(['n']);
  });

  it('reads parse(null) and writes nothing where storage is unavailable', () => {
    storage({ broken: true });
    const list = browserStored('l', (stored) => (stored ? stored.split(',') : []));
    expect(list.read()).toEqual([]);
    expect(() => list.update(() => 'a')).not.toThrow();
  });

  it('keeps the recent searches and diagrams under their keys', () => {
    const { items } = storage();
    rememberSearch('pump');
    rememberSearch('filter');
    rememberSearch('pump');
    expect([...readRecentSearches()].sort()).toEqual(['filter', 'pump']);
    rememberDiagram({ url: '/d1.html', name: 'D1', type: 'Pumps', brand: 'Hayward' });
    rememberDiagram({ url: '/d2.html', name: 'D2', type: 'Pumps', brand: 'Hayward' });
    expect(readRecentDiagrams().map((d) => d.url)).toEqual(['/d2.html', '/d1.html']);
    expect([...items.keys()].sort()).toEqual(['recentDiagrams', 'recentKeyword']);
  });
});
