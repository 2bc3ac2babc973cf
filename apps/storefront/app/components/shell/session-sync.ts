import type { SessionView } from '@pool/api-contract';
import { useNavigation } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { appStore, cartCountAtom, cartsRemembered, latestCartAtom, sessionReadRequestAtom, staffAtom, viewerAtom } from '../../state/session.atoms';
import { rememberDelivery } from '../../state/delivery.atoms';
import { showToastAtom } from '../../state/toasts.atoms';
import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';

/** The 'Fits your …' badges' code, once a session read named equipment (docs/decisions/0032). */
let fits: Promise<{ syncFits: (on: boolean) => void }> | undefined;

/** Where the session is read (routes/account/access/session/route.ts): private, never cached. */
export const SESSION_PATH = '/session';

/** Whether a finished form submission may have changed who is signed in or the cart (a sign-in, a sign-out). */
export function changesSession(formMethod: string | undefined, formAction: string | undefined): boolean {
  if (!formMethod || formMethod.toUpperCase() === 'GET') return false;
  // Cart writes answer with the cart themselves (the cart route's clientAction records it).
  if (formAction === '/cart' || formAction?.startsWith('/cart?')) return false;
  // So do deliver-to writes (their fetcher records the view: state/delivery.atoms.ts).
  if (formAction === '/delivery') return false;
  // Mail a shopper asks for (Email Cart, Email a product, notify me, a chat request) changes neither the viewer nor the cart.
  if (formAction?.startsWith('/email-product/')) return false;
  return formAction !== '/cart/email' && formAction !== '/stock-notification' && formAction !== '/chat';
}

/**
 * Whether the latest cart arrived after a session read was sent (`asked`: how many carts had arrived
 * by then, {@link cartsRemembered}): it is then newer than the session's count, and the read must not
 * replace it. An order of arrival, not a clock.
 */
export function isNewerThanRead(latest: { seq: number } | null, asked: number): boolean {
  return latest !== null && latest.seq > asked;
}

/**
 * Reads the session (viewer and cart count) once the page has loaded, again after each submitted
 * form that may have changed it (sign-in, sign-out), and whenever {@link sessionReadRequestAtom} is
 * bumped (the account drawer, each time it opens). Used once, by the root.
 */
export function useSessionSync(): void {
  const setViewer = useSetAtom(viewerAtom);
  const setStaff = useSetAtom(staffAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const setLatestCart = useSetAtom(latestCartAtom);
  const navigation = useNavigation();
  const submitted = useRef<{ formMethod?: string; formAction?: string } | null>(null);
  const showToast = useSetAtom(showToastAtom);
  /** Whether the last read showed a customer, and whether the shopper has just signed out themselves. */
  const signedIn = useRef(false);
  const signingOut = useRef(false);

  const refresh = useCallback(() => {
    const asked = cartsRemembered();
    void fetch(SESSION_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => (response.ok ? ((await response.json()) as SessionView) : null))
      .then((session) => {
        if (!session) return;
        // The customer was signed in and no longer is, without signing out here: their token was
        // refused (expired, or revoked by a password reset elsewhere). The spec's 401 toast says so.
        if (signedIn.current && !session.viewer.signedIn && !signingOut.current) {
          showToast({ status: 'error', message: ACCOUNT_FAILURE_MESSAGES.tokenExpired });
        }
        signedIn.current = session.viewer.signedIn;
        signingOut.current = false;
        setViewer(session.viewer);
        setStaff(session.staff ?? null);
        if (session.viewer.hasEquipment || fits) (fits ??= import('../fits/fits-badges')).then((m) => m.syncFits(!!session.viewer.hasEquipment), () => undefined);
        rememberDelivery(session.delivery);
        // A cart write answered while this read was on its way: its cart and count are newer than the
        // session's, and stay (forgetting it raced a quick first click on a slow machine).
        if (isNewerThanRead(appStore().get(latestCartAtom), asked)) return;
        setCartCount(session.cartCount);
        // A sign-in may have merged carts: the mini cart reads the cart again.
        setLatestCart(null);
      })
      .catch(() => undefined);
  }, [setViewer, setStaff, setCartCount, setLatestCart, showToast]);

  const requested = useAtomValue(sessionReadRequestAtom);
  useEffect(refresh, [refresh, requested]);

  useEffect(() => {
    if (navigation.state !== 'idle') {
      submitted.current ??= { formMethod: navigation.formMethod, formAction: navigation.formAction };
      return;
    }
    const finished = submitted.current;
    submitted.current = null;
    if (finished?.formAction === '/logout' || finished?.formAction?.startsWith('/logout?')) signingOut.current = true;
    if (finished && changesSession(finished.formMethod, finished.formAction)) refresh();
  }, [navigation.state, navigation.formMethod, navigation.formAction, refresh]);
}
