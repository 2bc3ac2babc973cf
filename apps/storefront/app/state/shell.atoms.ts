import { atom } from 'jotai';

/**
 * Id of the top-level category whose submenu is open in the desktop category bar (hover or keyboard
 * focus), or `null`. Cleared on every page change.
 */
export const menuHoverAtom = atom<number | null>(null);

/** The header is pinned to the top (scrolled past 52 px, 112 px up to 1024 px wide). */
export const stickyHeaderAtom = atom(false);

/** The loading bar's state: shown 200 ms into a page change, `failed` when the new page's data failed. */
export const navigationProgressAtom = atom<'idle' | 'loading' | 'done' | 'failed'>('idle');

/** Mobile app mode (the `app` query parameter): no header or footer, kept for the visit once seen. */
export const mobileAppModeAtom = atom(false);
