import { CHECKOUT_MESSAGES, checkoutRefusal } from '@pool/cart-domain';
import type { CartView, CheckoutView, PaymentNextAction } from '@pool/api-contract';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, BffUnavailableError, limitedResponse, pageData, type BffClient } from '../../.server/bff';
import { env, paymentClient } from '../../.server/env';
import { canonicalUrl, SITE_NAME } from '../../seo';
import { shopperError } from '../../lib/error-message';
import { echoValues, placeOrderRequest, quoteQuery, readCheckoutForm, savedAddressValues, validateCheckout, type CheckoutErrors, type CheckoutValues } from './checkout-form';

/** What the checkout action answers when the order was not placed (a placed order redirects). */
export interface CheckoutActionData {
  values: CheckoutValues;
  errors: CheckoutErrors;
  message: string | null;
  /** The attempt the form was for: kept, so the next post is the same attempt (docs/decisions/0021). */
  attemptKey: string;
  /** The totals for the form's state and method (null if they could not be read). */
  view: CheckoutView | null;
  /**
   * The card's 3-D Secure challenge (docs/decisions/0078): the browser runs it with Stripe.js, then
   * posts the same form again with `nextAction.paymentToken` (`pi_...`) as its payment token.
   */
  nextAction?: PaymentNextAction;
}

/**
 * A payment token as processors make them (the test processor's `tok_...`, Stripe's `pm_...`), or
 * the PaymentIntent (`pi_...`) a 3-D Secure challenge was for, sent again once it is over (0078).
 */
const PAYMENT_TOKEN = /^(tok|pm|pi)_[A-Za-z0-9_]{6,250}$/;

/** The card step's message when the form came without a token (no JavaScript, or a stale page). */
export const CARD_NEEDS_JAVASCRIPT = 'Enter your card details again: paying by card needs JavaScript, which sends your card straight to our card processor.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checkout is personal and never cached: the session's cart, priced for the chosen state and method. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { bff, headers } = bffFor(request, context);
  // `?load={cartId}` (docs/decisions/0024, 0051): the page shows the cart the link would load, with a
  // button that posts it; a GET never changes the session's cart. A cart that cannot be loaded
  // (unknown, ordered, someone else's) is refused with a 404 and a message; too many guesses, a 429.
  const load = url.searchParams.get('load');
  let loadRefused = false;
  let loadOffer: { cartId: string; cart: CartView } | null = null;
  if (load !== null) {
    const preview = UUID.test(load) ? await bff.checkout.loadPreview({ params: { cartId: load } }).catch(unavailable) : null;
    if (preview?.status === 200) loadOffer = { cartId: load, cart: preview.body };
    else if (preview?.status === 429) throw limitedResponse(preview, headers);
    else loadRefused = true;
  }
  const view = await pageData(bff.checkout.get({ query: quoteQuery(url.searchParams.get('state'), url.searchParams.get('shippingMethod'), url.searchParams.get('zip')) }), headers);
  headers.set('cache-control', 'private, no-store');
  return data(
    { view, loadRefused, loadOffer, payment: paymentClient(env), seo: { title: `Checkout | ${SITE_NAME}`, description: 'Check out securely.', canonical: canonicalUrl(request, '/checkout') } },
    { headers, status: loadRefused ? 404 : 200 },
  );
}

/** An unreachable BFF: the shared error page with 503. */
function unavailable(error: unknown): never {
  if (error instanceof BffUnavailableError) throw new Response(null, { status: 503, headers: { 'retry-after': '5' } });
  throw error;
}

/** The load button of `/checkout?load=`: the cart becomes the session's, then the plain checkout shows it. */
async function loadCart(bff: BffClient, cartId: string, headers: Headers) {
  const loaded = await bff.checkout.load({ body: { cartId } }).catch(unavailable);
  if (loaded.status === 200) return redirect('/checkout', { status: 303, headers });
  if (loaded.status === 429) throw limitedResponse(loaded, headers);
  return data({ loadRefused: true as const }, { status: 404, headers });
}

async function freshView(bff: BffClient, values: CheckoutValues): Promise<CheckoutView | null> {
  const response = await bff.checkout.get({ query: quoteQuery(values.address.state, values.shippingMethod, values.address.zip) });
  return response.status === 200 ? response.body : null;
}

/** Saves the typed address to the customer's address book once the order is placed; a failure is silent (spec account.md 5). */
async function saveToAddressBook(bff: BffClient, values: CheckoutValues, log: { info: (obj: object, msg: string) => void }) {
  const { address } = placeOrderRequest(values, '', 0, '');
  const saved = await bff.account.createAddress({ body: address }).catch(() => null);
  if (saved?.status !== 200) log.info({ status: saved?.status ?? null }, 'checkout address not saved to the address book');
}

/**
 * POST /checkout: `intent=quote` prices the form's state and method (the no-JavaScript "Update
 * totals"); otherwise the order is placed through the BFF with the form's payment token (the browser
 * made it with the card processor: no card number is ever posted here, docs/decisions/0061) and the
 * shopper goes to the thank-you page. Any refusal answers the form back with its values and the reason.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { bff, headers } = bffFor(request, context);
  if (form.get('intent') === 'load') return loadCart(bff, String(form.get('cartId') ?? ''), headers);
  const values = readCheckoutForm(form);
  const attemptKey = String(form.get('attemptKey') ?? '');
  const expectedTotal = Number(form.get('expectedTotal'));
  // Every answer carries the totals for the form's own state and method, so the page shows (and the
  // next post expects) what the server would charge, with or without JavaScript.
  const answer = async (status: number, fields: Omit<CheckoutActionData, 'values' | 'attemptKey' | 'view'>) =>
    data<CheckoutActionData>({ values: echoValues(values), attemptKey, ...fields, view: await freshView(bff, values).catch(() => null) }, { status, headers });

  try {
    // A saved address is the customer's own, read from the BFF: never the fields the form may carry.
    if (values.addressId !== 'new') {
      const account = await bff.account.get();
      const saved = account.status === 200 ? account.body.addresses.find((address) => String(address.id) === values.addressId) : undefined;
      if (!saved) return answer(422, { errors: { addressId: [CHECKOUT_MESSAGES.chooseAddress] }, message: CHECKOUT_MESSAGES.checkFields });
      values.address = savedAddressValues(saved);
    }
    if (form.get('intent') === 'quote') return answer(200, { errors: {}, message: null });
    const errors = validateCheckout(values, new Date());
    if (Object.keys(errors).length > 0) return answer(422, { errors, message: CHECKOUT_MESSAGES.checkFields });
    if (!Number.isInteger(expectedTotal) || expectedTotal < 0) return answer(400, { errors: {}, message: CHECKOUT_MESSAGES.reload });
    // The card itself never comes here: the browser traded it with the processor for this token (0061).
    const paymentToken = String(form.get('paymentToken') ?? '');
    if (!PAYMENT_TOKEN.test(paymentToken)) return answer(422, { errors: { 'card.number': [CARD_NEEDS_JAVASCRIPT] }, message: CHECKOUT_MESSAGES.checkFields });

    const placed = await bff.checkout.placeOrder({ body: placeOrderRequest(values, attemptKey, expectedTotal, paymentToken) });
    if (placed.status === 200 || placed.status === 201) {
      if (values.addressId === 'new' && values.saveAddress) await saveToAddressBook(bff, values, context.log);
      return redirect(`/thankyou/${placed.body.cartId}`, { status: 303, headers });
    }
    // Not refused yet: the card asks for the shopper's 3-D Secure challenge, which the page runs (0078).
    if (placed.status === 402 && placed.body.nextAction) {
      context.log.info({ status: placed.status }, 'checkout awaits the card challenge');
      return answer(402, { errors: {}, message: placed.body.title, nextAction: placed.body.nextAction });
    }
    context.log.info({ status: placed.status }, 'checkout refused');
    const refused = shopperError(placed, CHECKOUT_MESSAGES.notPlaced);
    const refusal = checkoutRefusal(placed.status, refused.title);
    return answer(refusal.status, { errors: refusal.fieldErrors ? refused.fields : {}, message: refusal.message });
  } catch (error) {
    if (error instanceof BffUnavailableError) return answer(503, { errors: {}, message: CHECKOUT_MESSAGES.notPlaced });
    throw error;
  }
}
