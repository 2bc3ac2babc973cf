import type { SessionView } from '@pool/api-contract';
import { useFetcher } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { appStore, cartCountAtom, cartsRemembered, latestCartAtom, sessionReadRequestAtom, signingOutAtom, staffAtom, viewerAtom } from '../../state/session.atoms';
import { rememberDelivery } from '../../state/delivery.atoms';
import { showToastAtom } from '../../state/toasts.atoms';
import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';

/** The 'Fits your …' badges' code, once a session read named equipment (docs/decisions/0032). */
let fits: Promise<{ syncFits: (on: boolean) => void }> | undefined;

/** Where the session is read (routes/account/access/session/route.ts): private, never cached. */
export const SESSION_PATH = '/session';

/**
 * Whether the latest cart arrived after a session read was sent (`asked`: how many carts had arrived
 * by then, {@link cartsRemembered}): it is then newer than the session's count, and the read must not
 * replace it. An order of arrival, not a clock.
 */
export function isNewerThanRead(latest: { seq: number } | null, asked: number): boolean {
  return latest !== null && latest.seq > asked;
}

/**
 * Reads the session (viewer, cart count, deliver-to view) through the one `session` fetcher: once the
 * page has loaded and whenever {@link sessionReadRequestAtom} is bumped (the account drawer, each time
 * it opens). Remix reads it again after every write whose answer does not say it left the session as
 * it was (a sign-in, a sign-out: the session route's `shouldRevalidate`), and a read a write
 * interrupted is made again after it. Used once, by the root.
 */
export function useSessionSync(): void {
  const setViewer = useSetAtom(viewerAtom);
  const setStaff = useSetAtom(staffAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const setLatestCart = useSetAtom(latestCartAtom);
  const setSigningOut = useSetAtom(signingOutAtom);
  const showToast = useSetAtom(showToastAtom);
  const fetcher = useFetcher<SessionView>({ key: 'session' });
  const { load } = fetcher;
  /** Whether the last read showed a customer. */
  const signedIn = useRef(false);
  /** How many carts had arrived when the read on its way was sent ({@link isNewerThanRead}). */
  const asked = useRef(0);

  const requested = useAtomValue(sessionReadRequestAtom);
  useEffect(() => {
    void load(SESSION_PATH);
  }, [load, requested]);

  // Each read, the first one or one Remix makes again after a write, notes the carts arrived by then.
  useEffect(() => {
    if (fetcher.state === 'loading') asked.current = cartsRemembered();
  }, [fetcher.state]);

  const session = fetcher.data;
  useEffect(() => {
    if (!session) return;
    const store = appStore();
    const signingOut = store.get(signingOutAtom);
    setSigningOut(false);
    rememberDelivery(session.delivery);
    // What the store could not read this time (commerce-api down) keeps what the page last showed: an
    // outage does not show a signed-in shopper as signed out, nor their cart as empty.
    const unread = new Set(session.unavailable ?? []);
    if (!unread.has('viewer')) {
      // The customer was signed in and no longer is, without signing out here: their token was
      // refused (expired, or revoked by a password reset elsewhere). The spec's 401 toast says so.
      if (signedIn.current && !session.viewer.signedIn && !signingOut) {
        showToast({ status: 'error', message: ACCOUNT_FAILURE_MESSAGES.tokenExpired });
      }
      signedIn.current = session.viewer.signedIn;
      setViewer(session.viewer);
      setStaff(session.staff ?? null);
      if (session.viewer.hasEquipment || fits) (fits ??= import('../fits/fits-badges')).then((m) => m.syncFits(!!session.viewer.hasEquipment), () => undefined);
    }
    // A cart write answered while this read was on its way: its cart and count are newer than the
    // session's, and stay (forgetting it raced a quick first click on a slow machine).
    if (unread.has('cartCount') || isNewerThanRead(store.get(latestCartAtom), asked.current)) return;
    setCartCount(session.cartCount);
    // A sign-in may have merged carts: the mini cart reads the cart again.
    setLatestCart(null);
  }, [session, setViewer, setStaff, setCartCount, setLatestCart, setSigningOut, showToast]);
}
