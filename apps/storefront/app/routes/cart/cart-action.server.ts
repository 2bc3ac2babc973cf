import type { CartView, RelatedProductView } from '@pool/api-contract';
import { shapeServerError } from '@pool/account-domain';
import { CART_TOASTS } from '@pool/cart-domain';
import { BffUnavailableError, type BffClient } from '../../.server/bff';
import type { CartIntent } from './cart-intent';
import { answerStatus, problemOf } from '../../lib/error-message';

/** What a cart mutation answers to the page or fetcher that sent it. */
export type CartMutationResult =
  /** `related`: 'Customers also bought' for the cart after an add (the mini cart opens with it). */
  | { ok: true; cart: CartView; related?: RelatedProductView[] }
  | { ok: false; status: number; message: string; details: string[] };

const FAILURE_TOAST: Record<CartIntent['intent'], string> = {
  add: CART_TOASTS.addToCartFailed,
  update: CART_TOASTS.updateFailed,
  remove: CART_TOASTS.deleteFailed,
  subscribe: CART_TOASTS.subscriptionAddFailed,
  updateSubscription: CART_TOASTS.subscriptionUpdateFailed,
  removeSubscription: CART_TOASTS.subscriptionRemoveFailed,
  addPlan: CART_TOASTS.addToCartFailed,
  removePlan: CART_TOASTS.deleteFailed,
  'apply-coupon': CART_TOASTS.couponApplyFailed,
  'remove-coupon': CART_TOASTS.couponRemoveFailed,
};

/** The form's attempt key as the BFF's `Idempotency-Key` (none before hydration: the form has no key then). */
const idempotencyHeaders = (key: string | undefined) => (key ? { 'idempotency-key': key } : {});

function call(bff: BffClient, intent: CartIntent) {
  switch (intent.intent) {
    case 'add':
      return bff.cart.addItem({
        body: { productId: intent.productId, quantity: intent.quantity },
        headers: idempotencyHeaders(intent.idempotencyKey),
      });
    case 'update':
      return bff.cart.updateItem({ params: { itemId: intent.lineId }, body: { quantity: intent.quantity } });
    case 'remove':
      return bff.cart.removeItem({ params: { itemId: intent.lineId } });
    case 'subscribe':
      return bff.cartLines.subscribe({
        body: { sku: intent.sku, quantity: intent.quantity, period: intent.period },
        headers: idempotencyHeaders(intent.idempotencyKey),
      });
    case 'updateSubscription':
      return bff.cartLines.updateSubscription({ params: { itemId: intent.lineId }, body: { quantity: intent.quantity } });
    case 'removeSubscription':
      return bff.cartLines.removeSubscription({ params: { itemId: intent.lineId } });
    case 'addPlan':
      return bff.cartLines.addPlan({ body: { productId: intent.productId, plan: intent.plan } });
    case 'removePlan':
      return bff.cartLines.removePlan({ params: { planId: intent.planId } });
    case 'apply-coupon':
      return bff.cart.applyCoupon({ body: { coupon: intent.coupon } });
    case 'remove-coupon':
      return bff.cart.removeCoupon({ query: { coupon: intent.coupon } });
  }
}

/**
 * Runs one cart intent against the BFF. Refusals become a message for the user (the problem's title
 * for 422/409, the fixed texts for 401/403, else the intent's failure toast text); an unreachable BFF
 * is a 503 with the same kind of message. It never throws for an expected failure.
 */
export async function runCartIntent(bff: BffClient, intent: CartIntent): Promise<CartMutationResult> {
  const result = await runIntent(bff, intent);
  // An add opens the mini cart: its 'Customers also bought' comes with the answer (one call from the
  // browser). A failure to read them costs the list, never the add.
  if (result.ok && intent.intent === 'add') {
    const related = await bff.cart.related().then((res) => (res.status === 200 ? res.body.products : []), () => []);
    return { ...result, related };
  }
  // A refused coupon reads as the spec's toast text, with the server's reason ('Unknown coupon',
  // 'Coupon and cart id are required'...) as its detail.
  if (!result.ok && (intent.intent === 'apply-coupon' || intent.intent === 'remove-coupon') && result.message !== FAILURE_TOAST[intent.intent]) {
    return { ...result, message: FAILURE_TOAST[intent.intent], details: [result.message, ...result.details] };
  }
  return result;
}

async function runIntent(bff: BffClient, intent: CartIntent): Promise<CartMutationResult> {
  let response: Awaited<ReturnType<typeof call>>;
  try {
    response = await call(bff, intent);
  } catch (error) {
    if (error instanceof BffUnavailableError) return { ok: false, status: 503, message: FAILURE_TOAST[intent.intent], details: [] };
    throw error;
  }
  if (response.status === 200) return { ok: true, cart: response.body };
  // Every non-200 answer of the contract is problem+json; a body that is not still has a status.
  const shaped = shapeServerError({ status: response.status, data: problemOf(response.body) });
  const status = answerStatus(response.status);
  switch (shaped.kind) {
    case 'validation':
      return { ok: false, status, message: shaped.title ?? FAILURE_TOAST[intent.intent], details: [...shaped.paragraphs] };
    case 'other':
      return { ok: false, status, message: shaped.message ?? FAILURE_TOAST[intent.intent], details: [] };
    default:
      return { ok: false, status, message: shaped.message, details: [] };
  }
}
