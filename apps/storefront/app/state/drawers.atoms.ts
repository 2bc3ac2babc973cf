import { atom } from 'jotai';

/**
 * Open flag of the mini cart ("side cart") drawer. Client UI state only: the cart itself comes from
 * the /cart loader. Lives in the per-request jotai `<Provider>` of the root, so server renders never
 * share it.
 */
export const cartDrawerOpenAtom = atom(false);
