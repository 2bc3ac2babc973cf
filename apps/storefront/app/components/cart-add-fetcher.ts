import { useFetcher, useLocation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import type { CartActionData } from './cart/cart-answer';
import { cartFailure } from './cart/cart-failure';
import { newIdempotencyKey } from './cart/cart-queue';
import { cartDrawerOpenAtom } from '../state/drawers.atoms';
import { showToastAtom } from '../state/toasts.atoms';

/** Delay between a successful add and the mini cart opening (spec: 100 ms). */
export const OPEN_CART_DELAY_MS = 100;

export interface CartAddOptions {
  /** The fetcher's key (one per form on the page). */
  key: string;
  /** The toast of a successful add. */
  successToast: string;
  /** The toast of a refused add, chosen when the shopper presses (none: the refusal shows under the form only). */
  failureToast?: () => string;
  /** Send an idempotency key made at the first press and kept until the add succeeds (a retry is the same add). */
  idempotent?: boolean;
}

/**
 * What every form that adds to the cart from a product page shares (add to cart, subscribe, a
 * protection plan): a real POST form to /cart that works without JavaScript (its `redirectTo` field
 * brings the shopper back); hydrated, the submit goes through a fetcher instead, presses are ignored
 * while it runs, the success toast shows and the mini cart opens 100 ms later, and a refusal is
 * answered as `failure` (and its toast, if any).
 */
export function useCartAddFetcher({ key, successToast, failureToast, idempotent = false }: CartAddOptions) {
  const fetcher = useFetcher<CartActionData>({ key });
  const location = useLocation();
  const openCart = useSetAtom(cartDrawerOpenAtom);
  const showToast = useSetAtom(showToastAtom);
  const busy = fetcher.state !== 'idle';
  const handled = useRef<unknown>(null);
  const idempotencyKey = useRef<string | null>(null);
  const refusalToast = useRef<string | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return undefined;
    handled.current = result;
    if (!result.ok) {
      if (refusalToast.current) showToast({ status: 'error', message: refusalToast.current });
      return undefined;
    }
    idempotencyKey.current = null;
    showToast({ status: 'success', message: successToast });
    const timer = setTimeout(() => openCart(true), OPEN_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data, openCart, showToast, successToast]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    refusalToast.current = failureToast?.() ?? null;
    const data = new FormData(event.currentTarget);
    // The pressed button's name and value, as the browser sends them without JavaScript
    // (Add to Cart's `intent=add`).
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name && !data.has(submitter.name)) data.set(submitter.name, submitter.value);
    data.delete('redirectTo');
    if (idempotent) {
      idempotencyKey.current ??= newIdempotencyKey();
      data.set('idempotencyKey', idempotencyKey.current);
    }
    fetcher.submit(data, { method: 'post', action: '/cart' });
  };

  return {
    fetcher,
    busy,
    failure: cartFailure(fetcher),
    onSubmit,
    /** The no-JavaScript way back: the page this form is on. */
    redirectTo: `${location.pathname}${location.search}`,
  };
}
