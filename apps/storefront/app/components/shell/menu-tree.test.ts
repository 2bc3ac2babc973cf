import type { ShellView } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { childrenOf, shellPageView } from './menu-tree';

const leaf = (id: number, title: string) => ({ id, title, href: `/category/${title.toLowerCase()}.html`, children: [] });
const TREE = [{ ...leaf(1, 'Chemicals'), children: [leaf(2, 'Chlorine'), leaf(3, 'Shock')] }, leaf(9, 'Covers')];
const SHELL = { menu: { items: TREE }, site: { origin: 'https://pool.example' }, degraded: false } as unknown as ShellView;

describe('shellPageView', () => {
  it('carries the menu top level only, with whether each category has sub-categories', () => {
    expect(shellPageView(SHELL)).toEqual({
      menu: {
        items: [
          { id: 1, title: 'Chemicals', href: '/category/chemicals.html', hasChildren: true },
          { id: 9, title: 'Covers', href: '/category/covers.html', hasChildren: false },
        ],
      },
      site: SHELL.site,
      degraded: false,
    });
  });
});

describe('childrenOf', () => {
  it('finds a category sub-categories once the tree is loaded', () => {
    expect(childrenOf(null, 1)).toBeNull();
    expect(childrenOf(TREE, 1)?.map((child) => child.title)).toEqual(['Chlorine', 'Shock']);
    expect(childrenOf(TREE, 42)).toEqual([]);
  });
});
