import type { PaymentNextAction } from '@pool/api-contract';
import { useEffect, useRef } from 'react';
import { PROCESSOR_UNREACHABLE, testProcessorToken, type PaymentClient, type TokenAnswer } from './payment-token';
import type { StripePayment } from './stripe-payment.client';

/**
 * The checkout's payment method (docs/decisions/0061): `tokenize` trades the card for the processor's
 * one-time token in the browser. With the test processor the card comes from the page's own unnamed
 * fields; with Stripe, from the Payment Element mounted in `containerRef` (Stripe.js is imported only
 * then, never in the default bundle). `handleNextAction` runs the challenge a card asked for
 * (3-D Secure, docs/decisions/0078) with the same Stripe.js.
 */
export function usePayment(payment: PaymentClient, totalCents: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<Promise<StripePayment> | null>(null);
  const publishableKey = payment.provider === 'stripe' ? payment.publishableKey : null;

  useEffect(() => {
    const container = containerRef.current;
    if (!publishableKey || !container || stripe.current) return;
    stripe.current = import('./stripe-payment.client').then((module) => module.mountStripePayment(container, publishableKey, totalCents));
    stripe.current.catch(() => undefined);
    // Mounted once; the amount follows below.
  }, [publishableKey]);
  useEffect(() => {
    stripe.current?.then((element) => element.setAmount(totalCents)).catch(() => undefined);
  }, [totalCents]);

  /** A call on the mounted Payment Element, or the processor-unreachable answer when Stripe.js did not load. */
  const withStripe = async (call: (element: StripePayment) => Promise<TokenAnswer>): Promise<TokenAnswer> => {
    const element = await stripe.current?.catch(() => null);
    return element ? call(element) : { ok: false, errors: {}, message: PROCESSOR_UNREACHABLE };
  };
  const tokenize = (card: { number: string; expiry: string; cvc: string }): Promise<TokenAnswer> =>
    payment.provider === 'test' ? testProcessorToken(payment.tokenUrl, card) : withStripe((element) => element.createToken());
  const handleNextAction = (action: PaymentNextAction): Promise<TokenAnswer> => withStripe((element) => element.handleNextAction(action));
  return { containerRef, tokenize, handleNextAction };
}
