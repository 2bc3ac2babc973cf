import { CHECKOUT_MESSAGES } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button, Heading, Link } from '@pool/ui';
import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { useHydrated } from '../../hydrated';
import { seoMeta } from '../../seo';
import { AddressStep } from './address-step';
import { BillingStep } from './billing-step';
import type { action, loader } from './checkout.server';
import { checkoutForm, checkoutPage, formAlert, note, step, stepTitle } from './checkout.css';
import { LoadOffer } from './load-offer';
import { OrderSummary } from './order-summary';
import { BoundField, PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { TestChallengeDialog } from './test-challenge-dialog';
import { useCheckoutForm } from './use-checkout-form';

export { action, loader } from './checkout.server';

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [...seoMeta(loaded.seo), { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function CheckoutPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  // The load button's refusal, or the checkout form's answer.
  const result = posted && 'values' in posted ? posted : undefined;
  const loadRefused = loaded.loadRefused || (posted !== undefined && 'loadRefused' in posted);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { formRef, attemptKey, view, serverErrors, fields, chooseAddress, setSaveAddress, setBillingDifferent, onSubmit, updating, paying, paymentMessage, containerRef,
    testChallenge, endTestChallenge } = useCheckoutForm(loaded.view, result, loaded.payment);

  const placing = paying || (navigation.state !== 'idle' && navigation.formAction === '/checkout' && navigation.formMethod?.toUpperCase() === 'POST');
  const alert = paymentMessage ?? result?.message ?? null;

  const refusedAlert = loadRefused ? (
    <p role="alert" className={formAlert}>
      {CHECKOUT_MESSAGES.loadRefused}
    </p>
  ) : null;

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

  return (
    <div className={checkoutPage}>
      <Form ref={formRef} method="post" action="/checkout" noValidate className={checkoutForm} onSubmit={onSubmit} aria-label="Checkout">
        <input type="hidden" name="attemptKey" value={attemptKey} />
        <input type="hidden" name="expectedTotal" value={view.totals.total} />
        {refusedAlert}
        {alert ? (
          <p role="alert" className={formAlert}>
            {alert}
          </p>
        ) : null}

        <fieldset className={step}>
          <legend className={stepTitle}>1. Contact</legend>
          <BoundField fields={fields} label="Email" name="email" type="email" autoComplete="email" description="Your order confirmation goes here." />
        </fieldset>

        <AddressStep
          fields={fields}
          addresses={view.addresses}
          serverErrors={serverErrors}
          hydrated={hydrated}
          signedIn={view.email !== null}
          chooseAddress={chooseAddress}
          setSaveAddress={setSaveAddress}
        />
        <ShippingStep fields={fields} options={view.shippingOptions} hydrated={hydrated} />
        <PaymentStep fields={fields} payment={loaded.payment} containerRef={containerRef} cardError={fields.errorFor('cardNumber')} />
        <BillingStep fields={fields} hydrated={hydrated} setBillingDifferent={setBillingDifferent} />

        {/* Pressed before hydration, the press is kept and made again once the page can tokenize the card (0057, 0061). */}
        <Button type="submit" name="intent" value="place" isPending={placing} isDisabled={!view.ready} fullWidth replayKey="place-order">
          {placing ? 'Placing Order...' : `Place Order · ${formatMoney(view.totals.total)}`}
        </Button>
        {!view.ready ? <p className={note}>Sign in to buy the products in your cart whose price is available in store.</p> : null}
      </Form>
      <TestChallengeDialog action={testChallenge} onEnd={endTestChallenge} />
      <OrderSummary lines={view.lines} totals={view.totals} couponCodes={view.couponCodes} updating={updating} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
