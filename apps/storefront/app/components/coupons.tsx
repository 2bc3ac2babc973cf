import type { CartView } from '@pool/api-contract';
import { CART_TOASTS, COUPON_BANNER_MESSAGE } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button } from '@pool/ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { useHydrated } from '../hydrated';
import type { CartActionData } from './cart/cart-answer';
import { dismissedCouponBannerAtom } from '../state/coupon.atoms';
import { showToastAtom } from '../state/toasts.atoms';
import { couponBanner, couponForm, couponInput, couponList, couponRow, lineMeta } from './cart.css';

/** Without JavaScript, a cart form returns to the page it was sent from. */
function RedirectBack() {
  const hydrated = useHydrated();
  const location = useLocation();
  return hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />;
}

/** Runs `onResult` once per answer of a fetcher (when it is idle again with new data). */
function useFetcherResult(fetcher: ReturnType<typeof useFetcher<CartActionData>>, onResult: (result: CartActionData) => void) {
  const handled = useRef<unknown>(null);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    callback.current(result);
  }, [fetcher.state, fetcher.data]);
}

/**
 * The coupon code form: a POST to the cart action (`intent=apply-coupon`), so it works without
 * JavaScript. With it: 'Successfully added coupon' when applied, 'Successfully add a coupon' when
 * staged (no cart yet: applied with the first product), 'Failed to apply coupon' with the reason under
 * the field otherwise ('Coupon and cart id are required' for an empty code).
 */
export function CouponForm({ place }: { place: 'page' | 'mini-cart' }) {
  const fetcher = useFetcher<CartActionData>({ key: `coupon-apply-${place}` });
  const showToast = useSetAtom(showToastAtom);
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      const staged = result.cart.lines.length === 0 && result.cart.stagedCoupon !== null;
      showToast({ status: 'success', message: staged ? CART_TOASTS.couponAdded : CART_TOASTS.couponApplied });
      formRef.current?.reset();
    } else {
      showToast({ status: 'error', message: CART_TOASTS.couponApplyFailed });
    }
  });
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (fetcher.data.details[0] ?? fetcher.data.message) : null;
  return (
    <fetcher.Form ref={formRef} method="post" action="/cart" className={couponForm} aria-label="Apply a coupon">
      <input type="hidden" name="intent" value="apply-coupon" />
      <RedirectBack />
      <label htmlFor={inputId}>Coupon code</label>
      <div className={couponInput}>
        <input id={inputId} name="coupon" autoComplete="off" maxLength={64} aria-describedby={failure ? `${inputId}-error` : undefined} />
        <Button type="submit" variant="secondary" size="sm" isPending={busy}>
          Apply
        </Button>
      </div>
      {failure ? (
        <p id={`${inputId}-error`} role="alert" className={lineMeta}>
          {failure}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

type CouponFetcher = ReturnType<typeof useFetcher<CartActionData>>;

/** One applied coupon with its Remove form. */
function AppliedCoupon({ coupon, fetcher, staged = false }: { coupon: { code: string; discount: number; type: string }; fetcher: CouponFetcher; staged?: boolean }) {
  const showToast = useSetAtom(showToastAtom);
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('coupon') === coupon.code;
  const describe = staged
    ? 'applied with your first product'
    : coupon.type === 'free_shipping'
      ? 'Free Shipping'
      : coupon.discount > 0
        ? `−${formatMoney(coupon.discount)}`
        : 'not counting yet (minimum subtotal)';
  return (
    <li className={couponRow} data-busy={busy || undefined}>
      <span>
        <strong>{coupon.code}</strong> <span className={lineMeta}>{describe}</span>
      </span>
      <fetcher.Form
        method="post"
        action="/cart"
        onSubmit={(event) => {
          if (fetcher.state !== 'idle') {
            event.preventDefault();
            return;
          }
          showToast({ id: REMOVE_TOAST_ID, status: 'loading', message: CART_TOASTS.couponRemoving });
        }}
      >
        <input type="hidden" name="intent" value="remove-coupon" />
        <input type="hidden" name="coupon" value={coupon.code} />
        <RedirectBack />
        <Button type="submit" variant="ghost" size="sm" isPending={busy} aria-label={`Remove coupon ${coupon.code}`}>
          Remove
        </Button>
      </fetcher.Form>
    </li>
  );
}

const REMOVE_TOAST_ID = 'coupon-remove';

/**
 * The coupons applied to the cart (and one staged before the cart exists), each removable:
 * 'Removing a coupon...' while it runs, then 'Successfully removed a coupon' or 'Failure removed a
 * coupon'. The outcome is handled here, since the removed coupon's row is gone by then.
 */
export function AppliedCoupons({ cart, place }: { cart: CartView; place: 'page' | 'mini-cart' }) {
  const fetcher = useFetcher<CartActionData>({ key: `coupon-remove-${place}` });
  const showToast = useSetAtom(showToastAtom);
  useFetcherResult(fetcher, (result) => {
    showToast(
      result.ok
        ? { id: REMOVE_TOAST_ID, status: 'success', message: CART_TOASTS.couponRemoved }
        : { id: REMOVE_TOAST_ID, status: 'error', message: CART_TOASTS.couponRemoveFailed },
    );
  });
  if (cart.coupons.length === 0 && !cart.stagedCoupon) return null;
  return (
    <ul className={couponList} aria-label="Applied coupons">
      {cart.coupons.map((coupon) => (
        <AppliedCoupon key={coupon.code} coupon={coupon} fetcher={fetcher} />
      ))}
      {cart.stagedCoupon && cart.lines.length === 0 ? (
        <AppliedCoupon key={`staged-${cart.stagedCoupon}`} coupon={{ code: cart.stagedCoupon, discount: 0, type: 'staged' }} fetcher={fetcher} staged />
      ) : null}
    </ul>
  );
}

/**
 * The dismissible coupon banner (spec 4): shown while the cart holds a coupon, until the shopper
 * dismisses it (again for a coupon applied later).
 */
export function CouponBanner({ cart }: { cart: CartView }) {
  const [dismissed, setDismissed] = useAtom(dismissedCouponBannerAtom);
  const hydrated = useHydrated();
  if (cart.coupons.length === 0 || !cart.couponActiveUntil || dismissed === cart.couponActiveUntil) return null;
  return (
    <div role="status" className={couponBanner}>
      <p>{COUPON_BANNER_MESSAGE}</p>
      {hydrated ? (
        <Button variant="ghost" size="sm" aria-label="Dismiss coupon message" onPress={() => setDismissed(cart.couponActiveUntil)}>
          ×
        </Button>
      ) : null}
    </div>
  );
}
