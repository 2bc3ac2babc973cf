import type { PaymentNextAction } from '@pool/api-contract';
import type { CardBrand } from '@pool/cart-domain';

/**
 * What checkout needs of a card processor (docs/decisions/0021, 0061). The card itself never reaches
 * the store: the browser hands it to the processor's own fields or endpoint and gets a one-time
 * payment token, which is all the storefront, the BFF and commerce-api see. Every call that moves
 * money takes an idempotency key, as real processors do: the same key again returns the first answer
 * instead of charging twice, which is what makes a retried checkout safe after a crash between the
 * charge and the order.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Reserves the amount on the token's card, or declines (an unknown, expired or used token too), or
   * answers that the shopper must act first (3-D Secure, docs/decisions/0078). Never throws for a decline.
   */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * The earlier authorization a payment token resumes (a `pi_...`, Stripe's or the test processor's, sent back once the shopper
   * finished a 3-D Secure challenge), or null for a new card's token. The checkout pays with it only
   * while its own records hold it for the amount, untaken. Absent: no token resumes anything.
   */
  resumedAuthorization?(paymentToken: string): string | null;
  /** Takes the reserved money. Capturing a captured authorization again is a no-op. */
  capture(authorizationId: string): Promise<void>;
  /** Releases an authorization that will not be captured. Voiding a voided one again is a no-op. */
  void(authorizationId: string): Promise<void>;
}

export interface AuthorizeRequest {
  idempotencyKey: string;
  amountCents: number;
  currency: 'usd';
  /** The one-time token the browser got from the processor for the card (never card data). */
  paymentToken: string;
  /** Shown on the processor's records (e.g. the order attempt); never card data. */
  description: string;
}

/**
 * `requires_action`: nothing is held yet, the shopper's browser must first run the processor's
 * challenge (`nextAction`, as the checkout answers it: Stripe.js's, or the test processor's own page),
 * then the checkout comes again with `authorizationId` as its payment token. Recorded like an
 * authorization, so the sweep releases one the shopper abandons.
 */
export type AuthorizeResult =
  | { status: 'authorized'; authorizationId: string; brand: CardBrand | string; last4: string }
  | { status: 'requires_action'; authorizationId: string; nextAction: PaymentNextAction }
  | { status: 'declined'; code: DeclineCode; message: string };

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'processing_error' | 'expired_card' | 'token_invalid';

/** What the shopper reads for each decline (the processor's wording, as card forms show it). */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  expired_card: 'Your card has expired.',
  token_invalid: 'Your card details have expired or were already used. Please enter your card again.',
};

