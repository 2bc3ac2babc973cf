import { atom } from 'jotai';
import type { ToastMessage } from '@pool/ui';

/** Toasts on screen, oldest first. */
export const toastsAtom = atom<readonly ToastMessage[]>([]);

let sequence = 0;

/** Shows a toast (hidden after 5 s unless its status is `loading`). */
export const showToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, 'id'>) => {
  sequence += 1;
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: `toast-${sequence}` }]);
});

/** Removes a toast by id. */
export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
