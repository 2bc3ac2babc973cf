import type { MenuItemView, ShellView } from '@pool/api-contract';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { whenIdle } from '../../idle';

/** Where the browser reads the whole menu tree (routes/catalogue/menu/route.ts). */
export const MENU_TREE_PATH = '/resources/menu';

/**
 * A top-level category of the header's menu as every page carries it: its sub-categories only show
 * in a submenu or the mobile menu, which open with JavaScript only, so the browser loads them on
 * first use ({@link useMenuTree}) rather than every page's HTML carrying them (decision 0041).
 */
export interface MenuBarItem {
  id: number;
  title: string;
  href: string;
  hasChildren: boolean;
}

/** The shell as a page carries it: the menu's top level, the site configuration. */
export interface ShellPageView extends Omit<ShellView, 'menu'> {
  menu: { items: MenuBarItem[] };
}

/**
 * The shell a page carries: the menu's top level only.
 *
 * @example
 * ```ts
 * shellPageView(shell).menu.items[0]; // { id: 1, title: 'Chemicals', href: '/category/chemicals.html', hasChildren: true }
 * ```
 */
export function shellPageView(shell: ShellView): ShellPageView {
  return { ...shell, menu: { items: shell.menu.items.map(({ id, title, href, children }) => ({ id, title, href, hasChildren: children.length > 0 })) } };
}

/** The whole menu tree once the browser has it, `'loading'` while it asks, `null` before (or after a failure). */
const menuTreeAtom = atom<readonly MenuItemView[] | 'loading' | null>(null);

/** Asks for the menu tree unless it is here or on its way; a failure leaves it to the next use. */
const loadMenuTreeAtom = atom(null, async (get, set) => {
  if (get(menuTreeAtom) !== null) return;
  set(menuTreeAtom, 'loading');
  try {
    const response = await fetch(MENU_TREE_PATH);
    set(menuTreeAtom, response.ok ? ((await response.json()) as MenuItemView[]) : null);
  } catch {
    set(menuTreeAtom, null);
  }
});

/**
 * The menu's sub-categories for the category bar and the mobile menu: `tree` is `null` until loaded;
 * `load` asks for it (on a first hover or focus). It is also asked for once the browser is idle after
 * the page loads, so a submenu normally opens at once. The answer may come from the browser's cache
 * (it is the same for everyone).
 */
export function useMenuTree(): { tree: readonly MenuItemView[] | null; load: () => void } {
  const state = useAtomValue(menuTreeAtom);
  const load = useSetAtom(loadMenuTreeAtom);
  useEffect(() => whenIdle(() => void load(), 2000, { leave: 'drop' }), [load]);
  return { tree: typeof state === 'string' ? null : state, load: () => void load() };
}

/** The sub-categories of the top-level category `id` in `tree`, or `null` when the tree is not loaded. */
export function childrenOf(tree: readonly MenuItemView[] | null, id: number): readonly MenuItemView[] | null {
  if (!tree) return null;
  return tree.find((item) => item.id === id)?.children ?? [];
}
