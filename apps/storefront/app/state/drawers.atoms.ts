import { atom } from 'jotai';

/*
 * Open flags of the site's side panels (spec site-shell.md 3, "drawer open flags"). Client UI state
 * only, in the per-request jotai `<Provider>` of the root, so server renders never share it.
 */

/** The mini cart ("side cart"). The cart itself comes from the /cart loader. */
export const cartDrawerOpenAtom = atom(false);

/** The help drawer (spec 2.9). */
export const helpDrawerOpenAtom = atom(false);

/** The account drawer (spec 2.10). */
export const accountDrawerOpenAtom = atom(false);

/** The mobile slide-out menu. */
export const mobileMenuOpenAtom = atom(false);

/** The deliver-to (location) panel. */
export const locationDrawerOpenAtom = atom(false);

/** The Parts Finder panel (spec 2.11). */
export const partsFinderOpenAtom = atom(false);

/** Closes every panel at once (a page change, the app mode). */
export const closeAllDrawersAtom = atom(null, (_get, set) => {
  for (const flag of [cartDrawerOpenAtom, helpDrawerOpenAtom, accountDrawerOpenAtom, mobileMenuOpenAtom, locationDrawerOpenAtom, partsFinderOpenAtom]) {
    set(flag, false);
  }
});
