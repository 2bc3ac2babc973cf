import type { MenuItemView } from '@pool/api-contract';
import { Drawer } from '@pool/ui/drawer';
import { Link as RemixLink } from '@remix-run/react';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { mobileMenuOpenAtom, partsFinderOpenAtom } from '../../state/drawers.atoms';
import { useMenuTree, type MenuBarItem } from './menu-tree';
import { mobileMenuBack, mobileMenuItem, mobileMenuList, mobileMenuShopAll } from './shell.css';

/** A category of the menu: a top-level one as the page carries it, or one of the loaded tree. */
type MenuEntry = MenuItemView | MenuBarItem;

const subcategories = (item: MenuEntry): readonly MenuItemView[] => ('children' in item ? item.children : []);
const opens = (item: MenuEntry) => ('hasChildren' in item ? item.hasChildren : item.children.length > 0);

/** The trail of categories opened in the menu, outermost first. */
function trailItems(items: readonly MenuEntry[], trail: readonly number[]): MenuEntry[] {
  const found: MenuEntry[] = [];
  let level = items;
  for (const id of trail) {
    const item = level.find((candidate) => candidate.id === id);
    if (!item) break;
    found.push(item);
    level = subcategories(item);
  }
  return found;
}

/**
 * The mobile slide-out menu (spec site-shell.md 2.7): the categories; a category with
 * sub-categories opens them in place, with a back control to its parent or to 'Main Menu'; and a
 * Parts Finder entry. Loaded on first use; the sub-categories come with the menu tree
 * ({@link useMenuTree}), until then the top level is the page's own.
 */
export default function MobileMenu({ items }: { items: readonly MenuBarItem[] }) {
  const [isOpen, setOpen] = useAtom(mobileMenuOpenAtom);
  const openPartsFinder = useSetAtom(partsFinderOpenAtom);
  const [trail, setTrail] = useState<number[]>([]);
  const { tree, load } = useMenuTree();
  const opened = trailItems(tree ?? items, trail);
  const current = opened.at(-1) ?? null;
  const parent = opened.at(-2) ?? null;
  const level: readonly MenuEntry[] = current ? subcategories(current) : (tree ?? items);

  return (
    <Drawer
      title={current ? current.title : 'Menu'}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setTrail([]);
      }}
      placement="left"
      closeLabel="Close menu"
    >
      <nav aria-label={current ? `${current.title} categories` : 'Main menu'}>
        {current ? (
          <button type="button" className={mobileMenuBack} onClick={() => setTrail(trail.slice(0, -1))}>
            <span aria-hidden="true">‹</span> {parent ? parent.title : 'Main Menu'}
          </button>
        ) : null}
        <ul className={mobileMenuList}>
          {current ? (
            <li>
              <RemixLink className={mobileMenuShopAll} to={current.href}>
                Shop all {current.title}
              </RemixLink>
            </li>
          ) : null}
          {level.map((item) => (
            <li key={item.id}>
              {opens(item) ? (
                <button
                  type="button"
                  className={mobileMenuItem}
                  onClick={() => {
                    // The tree is normally here since the page went idle; if that read failed, ask again.
                    load();
                    setTrail([...trail, item.id]);
                  }}
                >
                  {item.title} <span aria-hidden="true">›</span>
                </button>
              ) : (
                <RemixLink className={mobileMenuItem} to={item.href}>
                  {item.title}
                </RemixLink>
              )}
            </li>
          ))}
          {current ? null : (
            <li>
              <button
                type="button"
                className={mobileMenuItem}
                aria-haspopup="dialog"
                onClick={() => {
                  setOpen(false);
                  openPartsFinder(true);
                }}
              >
                Parts Finder
              </button>
            </li>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}
