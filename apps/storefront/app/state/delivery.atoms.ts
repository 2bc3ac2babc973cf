import type { DeliveryView } from '@pool/api-contract';
import { atom } from 'jotai';
import { appStore } from './session.atoms';

/**
 * The shopper's deliver-to view (header wording, same-day or standard panel). Personal, so never in a
 * page: it arrives with the session after the page (session-sync.ts) and with each zip update.
 * `receivedAt` is the browser's clock when it arrived: the countdown runs from the server's `now` plus
 * the time since.
 */
export const deliveryAtom = atom<{ view: DeliveryView; receivedAt: number } | null>(null);

/** Records a deliver-to view the server answered with: the header and the panel follow it at once. */
export function rememberDelivery(view: DeliveryView): void {
  appStore().set(deliveryAtom, { view, receivedAt: Date.now() });
}
