import type { SessionView } from '@pool/api-contract';
import { useFetcher, useRevalidator } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
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

/** The channel on which the tabs of this browser tell each other that the shopper changed. */
export const SESSION_CHANNEL = 'pool-session';

/**
 * Who a session view shows: the customer (or a guest) and any staff role. A change between two reads
 * is a sign-in, a sign-out or a switch of act-as; a new cart, cart count or pool count is not.
 *
 * @example
 * ```ts
 * sessionIdentity(guestView) === sessionIdentity({ ...guestView, cartCount: 3 }); // true
 * ```
 */
export function sessionIdentity(view: Pick<SessionView, 'viewer' | 'staff'>): string {
  const staff = view.staff ? [view.staff.name, view.staff.actingAs?.id ?? null] : null;
  return JSON.stringify([view.viewer.signedIn, view.viewer.firstName, view.viewer.isAdmin, staff]);
}

/**
 * Whether this tab tells the others the shopper changed: its read shows someone else than its last
 * one, and the read was not itself asked for by another tab's word (which would echo back).
 */
export function shouldTellOtherTabs(last: string | null, now: string, askedByOtherTab: boolean): boolean {
  return last !== null && last !== now && !askedByOtherTab;
}

/**
 * The other tabs of this browser, on the session's cookie too: a sign-in here (which may merge the
 * guest cart into the customer's) or a sign-out is told to them, and a tab told reloads its page's
 * data and its session read, so it never shows the old shopper's cart until reloaded. Where the
 * browser has no BroadcastChannel, tabs are as before.
 */
function useOtherTabs(): { tell: () => void; askedByOtherTab: { current: boolean } } {
  const { revalidate } = useRevalidator();
  const setSigningOut = useSetAtom(signingOutAtom);
  const channel = useRef<BroadcastChannel | null>(null);
  const askedByOtherTab = useRef(false);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(SESSION_CHANNEL);
    channel.current = opened;
    opened.onmessage = () => {
      askedByOtherTab.current = true;
      // The shopper signed out (or in) in another tab: no 'session expired' toast here.
      setSigningOut(true);
      revalidate();
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [revalidate, setSigningOut]);
  const tell = useCallback(() => channel.current?.postMessage('changed'), []);
  return { tell, askedByOtherTab };
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
  /** Who the last read showed ({@link sessionIdentity}); null before the first. */
  const identity = useRef<string | null>(null);
  const { tell, askedByOtherTab } = useOtherTabs();

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
      const now = sessionIdentity(session);
      if (shouldTellOtherTabs(identity.current, now, askedByOtherTab.current)) tell();
      identity.current = now;
      askedByOtherTab.current = false;
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
  }, [session, setViewer, setStaff, setCartCount, setLatestCart, setSigningOut, showToast, tell, askedByOtherTab]);
}
