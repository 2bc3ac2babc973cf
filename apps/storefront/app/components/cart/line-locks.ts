import { beginLineUpdate, endLineUpdate, isLineBusy, type LineLocks } from '@pool/cart-domain';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';

/** Ids of the cart lines (subscription, plan) whose update or removal runs (cart-domain line-locks). */
export const lineLocksAtom = atom<LineLocks>(new Set<string>());

/**
 * A line's lock: `lock()` is false while the line's previous update still runs (the press is then
 * ignored); the lock is released when `running` turns false. `busy` dims the line and ignores clicks.
 */
export function useLineLock(lineId: string, running: boolean): { busy: boolean; lock: () => boolean } {
  const store = useStore();
  const locks = useAtomValue(lineLocksAtom);
  const setLocks = useSetAtom(lineLocksAtom);
  const lock = useCallback(() => {
    const started = beginLineUpdate(store.get(lineLocksAtom), lineId);
    if (started.kind === 'blocked') return false;
    store.set(lineLocksAtom, started.locks);
    return true;
  }, [store, lineId]);
  useEffect(() => {
    if (!running) setLocks((current) => endLineUpdate(current, lineId));
  }, [running, lineId, setLocks]);
  return { busy: running || isLineBusy(locks, lineId), lock };
}
