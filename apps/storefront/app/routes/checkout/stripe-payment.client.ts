import type { PaymentNextAction } from '@pool/api-contract';
import { loadStripe, type StripeElements } from '@stripe/stripe-js';
import { challengeAnswer, PROCESSOR_UNREACHABLE, type TokenAnswer } from './payment-token';

/** Stripe's Payment Element, mounted in `container`: it collects the card in Stripe's own frame. */
export interface StripePayment {
  /** Follows the order total (the element shows and checks amounts). */
  setAmount(cents: number): void;
  /** Validates the element and makes a PaymentMethod: its id (`pm_...`) is the payment token. */
  createToken(): Promise<TokenAnswer>;
  /**
   * Runs the card's 3-D Secure challenge the checkout answered with (Stripe's own frame, docs/decisions/0078)
   * and answers the token to send the checkout again with: the PaymentIntent's id (`pi_...`).
   */
  handleNextAction(action: PaymentNextAction): Promise<TokenAnswer>;
}

/**
 * Loads Stripe.js (only on a checkout with `PAYMENTS_PROVIDER=stripe`: this module is imported on
 * demand, never part of the default bundle) and mounts the Payment Element for a card payment
 * captured later (docs/decisions/0061).
 */
export async function mountStripePayment(container: HTMLElement, publishableKey: string, amountCents: number): Promise<StripePayment> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const elements: StripeElements = stripe.elements({
    mode: 'payment', amount: Math.max(amountCents, 50), currency: 'usd', captureMethod: 'manual',
    paymentMethodCreation: 'manual', paymentMethodTypes: ['card'],
  });
  elements.create('payment', { layout: 'tabs' }).mount(container);
  return {
    setAmount: (cents) => elements.update({ amount: Math.max(cents, 50) }),
    async createToken() {
      const checked = await elements.submit();
      if (checked.error) return { ok: false, errors: {}, message: checked.error.message ?? 'Please check your card details.' };
      const made = await stripe.createPaymentMethod({ elements });
      if (made.error) return { ok: false, errors: {}, message: made.error.message ?? PROCESSOR_UNREACHABLE };
      return { ok: true, token: made.paymentMethod.id };
    },
    async handleNextAction(action) {
      const outcome = await stripe.handleNextAction({ clientSecret: action.clientSecret }).catch(() => ({ error: { type: 'api_connection_error' } }));
      return challengeAnswer(outcome, action.paymentToken);
    },
  };
}
