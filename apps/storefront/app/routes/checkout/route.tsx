import { isUsState, isUsZip, US_STATES } from '@pool/account-domain';
import { ProblemSchema, type CartView, type CheckoutView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Button, Heading, Link, SelectField, TextField } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { bffFor, BffUnavailableError, limitedResponse, pageData, type BffClient } from '../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { useHydrated } from '../../hydrated';
import { canonicalUrl, seoMeta, SITE_NAME } from '../../seo';
import { AddressLines } from '../../components/account/address-card';
import {
  ADDRESS_FIELDS, echoValues, placeOrderRequest, readCheckoutForm, savedAddressValues, typedBeforeHydration, validateCheckout, type AddressField, type CheckoutErrors,
  type CheckoutValues,
} from './checkout-form';
import {
  checkoutForm, checkoutPage, fieldRow, fieldRow3, formAlert, method as methodClass, methodEstimate, methods, note, step, stepTitle,
} from './checkout.css';
import { LoadOffer } from './load-offer';
import { OrderSummary } from './order-summary';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
const SHIPPING_METHODS = new Set(['standard', 'economy', 'same_day']);
const CHECK_FIELDS = 'Please check the highlighted fields.';

/** What the checkout action answers when the order was not placed (a placed order redirects). */
interface CheckoutActionData {
  values: CheckoutValues;
  errors: CheckoutErrors;
  message: string | null;
  /** The attempt the form was for: kept, so the next post is the same attempt (docs/decisions/0021). */
  attemptKey: string;
  /** The totals for the form's state and method (null if they could not be read). */
  view: CheckoutView | null;
}

function quoteQuery(state: string | null | undefined, shippingMethod: string | null | undefined, zip?: string | null) {
  const upper = state?.toUpperCase() ?? '';
  return {
    ...(isUsState(upper) ? { state: upper } : {}),
    ...(zip && isUsZip(zip.trim()) ? { zip: zip.trim() } : {}),
    ...(shippingMethod && SHIPPING_METHODS.has(shippingMethod) ? { shippingMethod: shippingMethod as CheckoutView['shippingMethod'] } : {}),
  };
}

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
    { view, loadRefused, loadOffer, seo: { title: `Checkout | ${SITE_NAME}`, description: 'Check out securely.', canonical: canonicalUrl(request, '/checkout') } },
    { headers, status: loadRefused ? 404 : 200 },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const { address } = placeOrderRequest(values, '', 0);
  const saved = await bff.account.createAddress({ body: address }).catch(() => null);
  if (saved?.status !== 200) log.info({ status: saved?.status ?? null }, 'checkout address not saved to the address book');
}

function problemErrors(body: unknown): { title: string | null; errors: CheckoutErrors } {
  const problem = ProblemSchema.safeParse(body);
  return problem.success ? { title: problem.data.title, errors: problem.data.errors ?? {} } : { title: null, errors: {} };
}

/**
 * POST /checkout: `intent=quote` prices the form's state and method (the no-JavaScript "Update
 * totals"); otherwise the order is placed through the BFF and the shopper goes to the thank-you page.
 * Any refusal answers the form back with its values (never the card) and the reason.
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
      if (!saved) return answer(422, { errors: { addressId: ['Choose one of your addresses or enter a new one.'] }, message: CHECK_FIELDS });
      values.address = savedAddressValues(saved);
    }
    if (form.get('intent') === 'quote') return answer(200, { errors: {}, message: null });
    const errors = validateCheckout(values, new Date());
    if (Object.keys(errors).length > 0) return answer(422, { errors, message: CHECK_FIELDS });
    if (!Number.isInteger(expectedTotal) || expectedTotal < 0) return answer(400, { errors: {}, message: 'Please reload the page and try again.' });

    const placed = await bff.checkout.placeOrder({ body: placeOrderRequest(values, attemptKey, expectedTotal) });
    if (placed.status === 200 || placed.status === 201) {
      if (values.addressId === 'new' && values.saveAddress) await saveToAddressBook(bff, values, context.log);
      return redirect(`/thankyou/${placed.body.cartId}`, { status: 303, headers });
    }
    const { title, errors: fieldErrors } = problemErrors(placed.body);
    context.log.info({ status: placed.status }, 'checkout refused');
    // ts-rest types only some statuses of the contract: compare the plain number.
    switch (placed.status as number) {
      case 402:
        return answer(402, { errors: fieldErrors, message: title });
      case 409:
        return answer(409, { errors: {}, message: title });
      case 422:
        return answer(422, { errors: fieldErrors, message: title ?? CHECK_FIELDS });
      case 400:
        return answer(400, { errors: {}, message: 'Please reload the page and try again.' });
      default:
        return answer(503, { errors: {}, message: 'We could not place your order. Please try again: you will not be charged twice.' });
    }
  } catch (error) {
    if (error instanceof BffUnavailableError) {
      return answer(503, { errors: {}, message: 'We could not place your order. Please try again: you will not be charged twice.' });
    }
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [...seoMeta(loaded.seo), { name: 'robots', content: 'noindex' }] : errorMeta(error);

const EMPTY_VALUES: CheckoutValues = {
  email: '',
  address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>,
  shippingMethod: 'standard',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  addressId: 'new',
  saveAddress: false,
};

/** The form's first values: the signed-in customer's email and default address (the BFF priced that one). */
function initialValues(view: CheckoutView): CheckoutValues {
  const preferred = view.addresses.find((address) => address.isDefault);
  if (preferred) return { ...EMPTY_VALUES, email: view.email ?? '', address: savedAddressValues(preferred), addressId: String(preferred.id) };
  return { ...EMPTY_VALUES, email: view.email ?? '', address: { ...EMPTY_VALUES.address, state: view.state ?? '' } };
}

const LOAD_REFUSED = "That cart can't be opened here: it may have been ordered already, or it belongs to another account.";

/** Form field name → the key of its messages in {@link CheckoutErrors}. */
const errorKey = (name: string) =>
  name === 'email' ? 'email' : name.startsWith('card') ? `card.${name === 'cardNumber' ? 'number' : name === 'cardExpiry' ? 'expiry' : 'cvc'}` : `address.${name}`;

export default function CheckoutPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  // The load button's refusal, or the checkout form's answer.
  const result = posted && 'values' in posted ? posted : undefined;
  const loadRefused = loaded.loadRefused || (posted !== undefined && 'loadRefused' in posted);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const quote = useFetcher<typeof loader>();
  const formRef = useRef<HTMLFormElement>(null);

  // The attempt this page was shown for: the first key, or the one the last post carried.
  const [attemptKey] = useState(() => result?.attemptKey || loaded.view.attemptKey);
  const [values, setValues] = useState<CheckoutValues>(() => result?.values ?? initialValues(loaded.view));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [view, setView] = useState<CheckoutView>(result?.view ?? loaded.view);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>(result?.errors ?? {});

  // From a change that re-quotes until its totals are shown (the answer lands one render before them).
  const [quoting, setQuoting] = useState(false);
  useEffect(() => {
    if (quote.data?.view) setView(quote.data.view);
    setQuoting(false);
  }, [quote.data]);
  useEffect(() => {
    if (quote.state === 'idle') setQuoting(false);
  }, [quote.state]);
  // A method the new address is not offered (same-day elsewhere) falls back to the one the server priced.
  useEffect(() => {
    if (view.shippingOptions.length > 0 && !view.shippingOptions.some((o) => o.method === values.shippingMethod)) {
      setValues((current) => ({ ...current, shippingMethod: view.shippingMethod }));
    }
  }, [view, values.shippingMethod]);
  useEffect(() => {
    if (!result) return;
    if (result.view) setView(result.view);
    setServerErrors(result.errors);
  }, [result]);

  // Typed before the page hydrated: the fields hold it, the state does not. Adopted once, before the
  // first render after hydration writes the state's values back into the fields.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(values, readCheckoutForm(new FormData(form)));
    if (!typed) return;
    setValues(typed.values);
    if (typed.requote) requote(typed.values);
    // Once, on hydration: later changes go through the fields' own handlers.
  }, []);

  const clientErrors = useMemo(() => validateCheckout(values, new Date()), [values]);
  const errorFor = (name: string): string | null => {
    const key = errorKey(name);
    if (touched.has(name)) return clientErrors[key]?.[0] ?? null;
    return serverErrors[key]?.[0] ?? null;
  };

  const requote = (next: CheckoutValues) => {
    const params = new URLSearchParams(quoteQuery(next.address.state, next.shippingMethod, next.address.zip));
    setQuoting(true);
    quote.load(`/checkout?${params.toString()}`);
  };
  const change = (name: string, value: string) => {
    const next: CheckoutValues = name === 'email' || name === 'shippingMethod' || name.startsWith('card')
      ? { ...values, [name]: value }
      : { ...values, address: { ...values.address, [name]: value } };
    setValues(next);
    // Totals follow the state (tax), the method, and a complete zip (same-day delivery where it is offered).
    if (name === 'state' || name === 'shippingMethod' || (name === 'zip' && (isUsZip(value) || isUsZip(values.address.zip)))) requote(next);
    setServerErrors((current) => {
      const key = errorKey(name);
      if (!current[key]) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const chooseAddress = (addressId: string) => {
    const saved = view.addresses.find((address) => String(address.id) === addressId);
    const next: CheckoutValues = { ...values, addressId, address: saved ? savedAddressValues(saved) : { ...EMPTY_VALUES.address, state: values.address.state } };
    setValues(next);
    requote(next);
  };
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'quote' || Object.keys(clientErrors).length === 0) return;
    event.preventDefault();
    const names = ['email', ...ADDRESS_FIELDS, 'cardNumber', 'cardExpiry', 'cardCvc'];
    setTouched(new Set(names));
    const first = names.find((name) => clientErrors[errorKey(name)]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const placing = navigation.state !== 'idle' && navigation.formAction === '/checkout' && navigation.formMethod?.toUpperCase() === 'POST';

  const refusedAlert = loadRefused ? (
    <p role="alert" className={formAlert}>
      {LOAD_REFUSED}
    </p>
  ) : null;
  const signedIn = view.email !== null;
  const typingNewAddress = values.addressId === 'new';

  if (loaded.loadOffer) {
    return (
      <div className={checkoutPage}>
        <LoadOffer cartId={loaded.loadOffer.cartId} cart={loaded.loadOffer.cart} />
      </div>
    );
  }

  if (!view.ready && view.lines.length === 0) {
    return (
      <div className={checkoutPage}>
        <div>
          {refusedAlert}
          <Heading level={2} size="lg">
            Your cart is empty
          </Heading>
          <p>
            <Link href="/">Continue shopping</Link>
          </p>
        </div>
      </div>
    );
  }

  const field = (name: AddressField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values.address[name]}
      onChange={(value) => change(name, value)}
      onBlur={() => touch(name)}
      errorMessage={errorFor(name)}
      fullWidth
      {...extra}
    />
  );

  return (
    <div className={checkoutPage}>
      <Form ref={formRef} method="post" action="/checkout" noValidate className={checkoutForm} onSubmit={onSubmit} aria-label="Checkout">
        <input type="hidden" name="attemptKey" value={attemptKey} />
        <input type="hidden" name="expectedTotal" value={view.totals.total} />
        {refusedAlert}
        {result?.message ? (
          <p role="alert" className={formAlert}>
            {result.message}
          </p>
        ) : null}

        <fieldset className={step}>
          <legend className={stepTitle}>1. Contact</legend>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={values.email}
            onChange={(value) => change('email', value)}
            onBlur={() => touch('email')}
            errorMessage={errorFor('email')}
            description="Your order confirmation goes here."
            fullWidth
          />
        </fieldset>

        <fieldset className={step}>
          <legend className={stepTitle}>2. Shipping address</legend>
          {view.addresses.length > 0 ? (
            <fieldset className={step}>
              <legend>Ship to</legend>
              <div className={methods}>
                {view.addresses.map((address) => (
                  <label key={address.id} className={methodClass}>
                    <input
                      type="radio"
                      name="addressId"
                      value={String(address.id)}
                      checked={values.addressId === String(address.id)}
                      onChange={() => chooseAddress(String(address.id))}
                    />
                    <AddressLines address={address} />
                    <span className={methodEstimate}>{address.isDefault ? 'Default' : ''}</span>
                  </label>
                ))}
                <label className={methodClass}>
                  <input type="radio" name="addressId" value="new" checked={typingNewAddress} onChange={() => chooseAddress('new')} />
                  <span>A new address</span>
                  <span />
                </label>
              </div>
              {serverErrors.addressId?.[0] ? (
                <p role="alert" className={formAlert}>
                  {serverErrors.addressId[0]}
                </p>
              ) : null}
              {hydrated ? null : <p className={note}>Fill in the fields below only for a new address.</p>}
            </fieldset>
          ) : null}
          {/* With JavaScript the fields show only for a new address; without it they are always there (the server uses the picked one). */}
          <div hidden={hydrated && !typingNewAddress} style={{ display: hydrated && !typingNewAddress ? 'none' : 'contents' }}>
          <div className={fieldRow}>
            {field('firstName', 'First name', { autoComplete: 'shipping given-name', isRequired: true })}
            {field('lastName', 'Last name', { autoComplete: 'shipping family-name', isRequired: true })}
          </div>
          {field('company', 'Company (optional)', { autoComplete: 'shipping organization' })}
          {field('street1', 'Street address', { autoComplete: 'shipping address-line1', isRequired: true })}
          {field('street2', 'Apartment, suite, etc. (optional)', { autoComplete: 'shipping address-line2' })}
          <div className={fieldRow3}>
            {field('city', 'City', { autoComplete: 'shipping address-level2', isRequired: true })}
            <SelectField
              label="State"
              name="state"
              placeholder="Choose a state"
              options={STATE_OPTIONS}
              value={values.address.state}
              onChange={(value) => change('state', value)}
              onBlur={() => touch('state')}
              errorMessage={errorFor('state')}
              autoComplete="shipping address-level1"
              isRequired
              fullWidth
            />
            {field('zip', 'ZIP code', { autoComplete: 'shipping postal-code', inputMode: 'numeric', maxLength: 10, isRequired: true })}
          </div>
          {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'shipping tel' })}
          {signedIn ? (
            <label className={methodClass} style={{ gridTemplateColumns: 'auto 1fr' }}>
              <input type="checkbox" name="saveAddress" checked={values.saveAddress} onChange={(event) => setValues((current) => ({ ...current, saveAddress: event.target.checked }))} />
              <span>Save this address to my address book</span>
            </label>
          ) : null}
          </div>
        </fieldset>

        <fieldset className={step}>
          <legend className={stepTitle}>3. Shipping method</legend>
          <div className={methods}>
            {view.shippingOptions.map((option) => (
              <label key={option.method} className={methodClass}>
                <input
                  type="radio"
                  name="shippingMethod"
                  value={option.method}
                  checked={values.shippingMethod === option.method}
                  onChange={() => change('shippingMethod', option.method)}
                />
                <span>
                  {option.label} <span className={methodEstimate}>{option.estimate}</span>
                </span>
                <span>{option.price === 0 ? 'Free' : formatMoney(option.price)}</span>
              </label>
            ))}
          </div>
          {hydrated ? null : (
            <div>
              <Button type="submit" name="intent" value="quote" variant="secondary">
                Update totals
              </Button>
            </div>
          )}
        </fieldset>

        <fieldset className={step}>
          <legend className={stepTitle}>4. Payment</legend>
          <p className={note}>Test cards: 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined.</p>
          <TextField
            label="Card number"
            name="cardNumber"
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            isRequired
            value={values.cardNumber}
            onChange={(value) => change('cardNumber', value)}
            onBlur={() => touch('cardNumber')}
            errorMessage={errorFor('cardNumber')}
            fullWidth
          />
          <div className={fieldRow}>
            <TextField
              label="Expiry (MM/YY)"
              name="cardExpiry"
              autoComplete="cc-exp"
              inputMode="numeric"
              maxLength={7}
              isRequired
              value={values.cardExpiry}
              onChange={(value) => change('cardExpiry', value)}
              onBlur={() => touch('cardExpiry')}
              errorMessage={errorFor('cardExpiry')}
              fullWidth
            />
            <TextField
              label="Security code (CVC)"
              name="cardCvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              isRequired
              value={values.cardCvc}
              onChange={(value) => change('cardCvc', value)}
              onBlur={() => touch('cardCvc')}
              errorMessage={errorFor('cardCvc')}
              fullWidth
            />
          </div>
        </fieldset>

        <Button type="submit" name="intent" value="place" isPending={placing} isDisabled={!view.ready} fullWidth>
          {placing ? 'Placing Order...' : `Place Order · ${formatMoney(view.totals.total)}`}
        </Button>
        {!view.ready ? <p className={note}>Sign in to buy the products in your cart whose price is available in store.</p> : null}
      </Form>
      <OrderSummary lines={view.lines} totals={view.totals} couponCodes={view.couponCodes} updating={quoting || quote.state !== 'idle'} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
