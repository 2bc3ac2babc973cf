import { PrefetchPageLinks } from '@remix-run/react';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { AppLink } from '../../routing/app-link';
import { partsFinderOpenAtom } from '../../state/drawers.atoms';
import { menuHoverAtom } from '../../state/shell.atoms';
import { menuColumns } from './menu-columns';
import { childrenOf, useMenuTree, type MenuBarItem } from './menu-tree';
import { categoryBar, categoryBarInner, categoryItem, categoryLink, categoryList, partsFinderButton, submenu, submenuColumn, submenuLink } from './shell.css';

/** How long the pointer or focus stays on a category before its page is prefetched (Remix's intent delay). */
const PREFETCH_DELAY_MS = 100;

/**
 * The desktop category bar (spec site-shell.md 2.7). A category's submenu opens while the pointer is
 * over it or focus is inside it, laid out in columns ({@link menuColumns}); Escape closes it and a
 * page change clears it. Without JavaScript the top-level links still lead to the category pages.
 * The sub-categories are loaded after the page ({@link useMenuTree}); a submenu opened before they
 * arrive shows when they do.
 */
export function CategoryBar({ items, onPartsFinderIntent }: { items: readonly MenuBarItem[]; onPartsFinderIntent?: () => void }) {
  const [openId, setOpenId] = useAtom(menuHoverAtom);
  const openPartsFinder = useSetAtom(partsFinderOpenAtom);
  const { tree, load } = useMenuTree();
  // The open item's page is prefetched once the pointer or focus has stayed 100 ms, as Remix's
  // `prefetch="intent"` waits: a pointer crossing the bar on its way elsewhere fetches nothing. (The
  // item settled on last; it prefetches only while it is also the open one.)
  const [settledId, setSettledId] = useState<MenuBarItem['id'] | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettledId(openId), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openId]);

  const onKeyDown = (item: MenuBarItem) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openId !== item.id) return;
    setOpenId(null);
    // Back to the category's own link, the item's first.
    event.currentTarget.querySelector('a')?.focus();
  };

  return (
    <nav className={categoryBar} aria-label="Categories">
      <div className={categoryBarInner}>
        <ul className={categoryList}>
          {items.map((item) => {
            const open = openId === item.id && item.hasChildren;
            const children = open ? childrenOf(tree, item.id) : null;
            return (
              <li
                key={item.id}
                className={categoryItem}
                data-open={open || undefined}
                data-submenu={item.hasChildren || undefined}
                onMouseEnter={() => {
                  load();
                  setOpenId(item.id);
                }}
                onMouseLeave={() => setOpenId(null)}
                // Focus arriving from outside opens the submenu; focus coming back from inside it
                // (Escape returns it to the category link) does not reopen it.
                onFocus={(event) => {
                  if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
                  load();
                  setOpenId(item.id);
                }}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId((current) => (current === item.id ? null : current));
                }}
                onKeyDown={onKeyDown(item)}
              >
                <AppLink className={categoryLink} to={item.href}>
                  {item.title}
                </AppLink>
                {/* Remix's `prefetch="intent"`, for the item the pointer or focus is on only: ten router
                    links (route hooks each) on every page's render were a tenth of a millisecond (decision 0048). */}
                {settledId === item.id && openId === item.id ? <PrefetchPageLinks page={item.href} /> : null}
                {children ? (
                  // The submenu is rendered while open only: hidden, its columns were a hundred links on
                  // every page's server render (docs/decisions/0034), and without JavaScript it never opens.
                  <div className={submenu}>
                    {menuColumns(children).map((column, index) => (
                      <ul key={index} className={submenuColumn} aria-label={index === 0 ? item.title : undefined}>
                        {column.map((child) => (
                          <li key={child.id}>
                            <AppLink className={submenuLink} to={child.href}>
                              {child.title}
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <button type="button" className={partsFinderButton} aria-haspopup="dialog" data-replay="parts-finder" onClick={() => openPartsFinder(true)} onPointerEnter={onPartsFinderIntent} onFocus={onPartsFinderIntent}>
          Parts Finder
        </button>
      </div>
    </nav>
  );
}
