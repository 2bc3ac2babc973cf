import type { DeliveryView } from '@pool/api-contract';
import { atom } from 'jotai';
import { appStore } from './session.atoms';

/**
 * The shopper's deliver-to view (header wording, same-day or standard panel). Personal, so never in a
 * page: it arrives with the session after the page (session-sync.ts) and with each zip update (the
 * /delivery route's `clientAction`). Which is newer is Remix's to order: a session read on its way
 * when a zip is sent is made again after it. `cutoff` is the same-day cut-off on this browser's clock
 * ({@link cutoffOnThisClock}), for the countdown.
 */
export const deliveryAtom = atom<{ view: DeliveryView; cutoff: number | null } | null>(null);

/**
 * The view's same-day cut-off as a time on this browser's clock: the server's `now` is the moment the
 * view arrives, so a wrong browser clock does not matter. `null` when there is no cut-off.
 */
export function cutoffOnThisClock(view: DeliveryView, arrivedAt = Date.now()): number | null {
  const cutoffAt = view.sameDay?.cutoffAt;
  return cutoffAt ? arrivedAt + (Date.parse(cutoffAt) - Date.parse(view.now)) : null;
}

/** Records a deliver-to view the server answered with: the header and the panel follow it at once. */
export function rememberDelivery(view: DeliveryView): void {
  appStore().set(deliveryAtom, { view, cutoff: cutoffOnThisClock(view) });
}

/**
 * The same-day or next-day mode analytics events carry (spec shopping.md 4): next-day once the zone's
 * same-day window has moved to the next business day (the spec's `is_next_day`), same-day otherwise
 * (cart-domain's `deliveryMode` over the in-your-hands answer).
 */
export function deliveryModeOf(view: DeliveryView | null | undefined): 'same_day' | 'next_day' {
  return view?.sameDay?.window.kind === 'next_business_day' ? 'next_day' : 'same_day';
}

/** An analytics event with the shopper's delivery mode as the deliver-to view stands when it is sent. */
export function withDeliveryMode<E extends Record<string, unknown>>(event: E, store = appStore()): E & { delivery_mode: 'same_day' | 'next_day' } {
  return { ...event, delivery_mode: deliveryModeOf(store.get(deliveryAtom)?.view) };
}
