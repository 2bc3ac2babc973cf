import { atom } from 'jotai';
import type { ToastMessage } from '@pool/ui';

/** Toasts on screen, oldest first. */
export const toastsAtom = atom<readonly ToastMessage[]>([]);

let sequence = 0;

/**
 * Shows a toast (hidden after 5 s unless its status is `loading`). With an `id`, it replaces the toast
 * of that id (a `loading` toast followed by its outcome).
 */
export const showToastAtom = atom(null, (get, set, toast: Omit<ToastMessage, 'id'> & { id?: string }) => {
  sequence += 1;
  const id = toast.id ?? `toast-${sequence}`;
  set(toastsAtom, [...get(toastsAtom).filter((shown) => shown.id !== id), { ...toast, id }]);
});

/** Removes a toast by id. */
export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
