import type { PaymentNextAction } from '@pool/api-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { challengeAnswer, PROCESSOR_UNREACHABLE, testProcessorToken, type PaymentClient, type TestChallenge, type TokenAnswer } from './payment-token';
import type { StripePayment } from './stripe-payment.client';

/**
 * The checkout's payment method (docs/decisions/0061): `tokenize` trades the card for the processor's
 * one-time token in the browser. With the test processor the card comes from the page's own unnamed
 * fields; with Stripe, from the Payment Element mounted in `containerRef` (Stripe.js is imported only
 * then, never in the default bundle). `handleNextAction` runs the challenge a card asked for
 * (3-D Secure, docs/decisions/0078) with the same Stripe.js, or, for the test processor, shows its
 * page (`testChallenge`, for `TestChallengeDialog`) until `endTestChallenge`.
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
  // The test processor's challenge on show, and the answer its end resolves.
  const [testChallenge, setTestChallenge] = useState<TestChallenge | null>(null);
  const ending = useRef<{ action: TestChallenge; resolve: (answer: TokenAnswer) => void } | null>(null);
  const handleNextAction = (action: PaymentNextAction): Promise<TokenAnswer> => {
    if (action.type === 'stripe_3ds') return withStripe((element) => element.handleNextAction(action));
    return new Promise((resolve) => {
      ending.current = { action, resolve };
      setTestChallenge(action);
    });
  };
  /** The dialog ended (the page's outcome, or closed): the challenged token goes back either way. */
  const endTestChallenge = useCallback(() => {
    const current = ending.current;
    ending.current = null;
    setTestChallenge(null);
    current?.resolve(challengeAnswer({}, current.action.paymentToken));
  }, []);
  return { containerRef, tokenize, handleNextAction, testChallenge, endTestChallenge };
}
