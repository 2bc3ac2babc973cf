import { useEffect, useRef } from 'react';
import { PROCESSOR_UNREACHABLE, testProcessorToken, type PaymentClient, type TokenAnswer } from './payment-token';
import type { StripePayment } from './stripe-payment.client';

/**
 * The checkout's payment method (docs/decisions/0061): `tokenize` trades the card for the processor's
 * one-time token in the browser. With the test processor the card comes from the page's own unnamed
 * fields; with Stripe, from the Payment Element mounted in `containerRef` (Stripe.js is imported only
 * then, never in the default bundle).
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

  const tokenize = async (card: { number: string; expiry: string; cvc: string }): Promise<TokenAnswer> => {
    if (payment.provider === 'test') return testProcessorToken(payment.tokenUrl, card);
    const element = await stripe.current?.catch(() => null);
    if (!element) return { ok: false, errors: {}, message: PROCESSOR_UNREACHABLE };
    return element.createToken();
  };
  return { containerRef, tokenize };
}
