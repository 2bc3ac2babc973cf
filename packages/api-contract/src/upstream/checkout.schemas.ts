import { z } from 'zod';
import { ProblemSchema } from '../problem.js';
import { DollarsSchema } from './catalog.schemas.js';
import { SubscriptionPeriodSchema } from './cart.schemas.js';
import { CartIdSchema } from './cart-ids.js';

/** Shipping methods a checkout offers (same-day only for zips in a same-day zone). */
export const ShippingMethodSchema = z.enum(['standard', 'economy', 'same_day']);
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

const text = (max: number) => z.string().trim().max(max);

/** A US shipping address as typed; the server checks it (account-domain's `validateUsAddress`). */
export const AddressInputSchema = z.object({
  firstName: text(80),
  lastName: text(80),
  company: text(120).nullable().optional(),
  street1: text(120),
  street2: text(120).nullable().optional(),
  city: text(80),
  state: text(2),
  zip: text(10),
  phone: text(30).nullable().optional(),
}).strict();
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  firstName: z.string(), lastName: z.string(), company: z.string().nullable(), street1: z.string(), street2: z.string().nullable(),
  city: z.string(), state: z.string(), zip: z.string(), phone: z.string().nullable(),
});

export const ShippingOptionSchema = z.object({
  method: ShippingMethodSchema,
  label: z.string(),
  estimate: z.string(),
  price: DollarsSchema,
});

/** One line of a quote or an order: product lines, then protection plans (no product id; their handle is their product's). */
export const CheckoutLineSchema = z.object({
  productId: z.number().int().nullable(), sku: z.string(), title: z.string(), handle: z.string(), imageUrl: z.string(),
  quantity: z.number().int().positive(), unitPrice: DollarsSchema, lineTotal: DollarsSchema,
  isSubscription: z.boolean(), period: SubscriptionPeriodSchema.nullable(),
  /** A protection plan's line: the product it covers (its `sku` is the plan's); null or absent otherwise. */
  planForProductId: z.number().int().nullable().optional(),
});

/** What the order would cost: every amount computed by the server from the cart. */
export const CheckoutQuoteSchema = z.object({
  cartId: z.string(),
  lines: z.array(CheckoutLineSchema),
  couponCodes: z.array(z.string()),
  subtotal: DollarsSchema,
  discount: DollarsSchema,
  shippingOptions: z.array(ShippingOptionSchema),
  shippingMethod: ShippingMethodSchema,
  shipping: DollarsSchema,
  /** Null until a state is known. */
  taxRate: z.number().nonnegative().nullable(),
  tax: DollarsSchema,
  total: DollarsSchema,
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;

export const CheckoutQuoteBodySchema = z.object({
  cartId: CartIdSchema,
  customerId: z.number().int().positive().nullable().optional(),
  state: text(2).optional(),
  /** The shipping zip: same-day delivery is offered for a zip in a same-day zone before the cut-off. */
  zip: text(10).optional(),
  shippingMethod: ShippingMethodSchema.optional(),
}).strict();

/**
 * A payment token: what the browser got from the payment processor for the card (the test
 * processor's `tok_...`, Stripe's `pm_...`), or, sent again after the shopper's 3-D Secure
 * challenge, the PaymentIntent the checkout answered with (`pi_...`, docs/decisions/0078). Card
 * numbers never reach the store (docs/decisions/0061).
 */
export const PaymentTokenSchema = z.string().max(255).regex(/^(tok|pm|pi)_[A-Za-z0-9_]{6,}$/, 'paymentToken must be a payment token from the processor (tok_..., pm_... or pi_...)');

/**
 * What the shopper's browser must do before the card can be authorized (docs/decisions/0078): with
 * `stripe_3ds`, Stripe.js's `handleNextAction({ clientSecret })` (the card's 3-D Secure challenge);
 * with `test_3ds`, the built-in test processor's challenge page at `challengeUrl`, framed by the page.
 * Either way, then the same checkout sent again with `paymentToken` as the payment token.
 */
const ChallengeSecretSchema = z.string().max(255).regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'clientSecret must be a PaymentIntent client secret');
const ChallengedTokenSchema = z.string().max(255).regex(/^pi_[A-Za-z0-9]+$/, 'paymentToken must be a PaymentIntent id');

export const PaymentNextActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stripe_3ds'),
    /** The PaymentIntent's client secret: lets Stripe.js run the challenge, never read or charge anything else. */
    clientSecret: ChallengeSecretSchema,
    /** The PaymentIntent id (`pi_...`): the payment token of the checkout sent again. */
    paymentToken: ChallengedTokenSchema,
  }),
  z.object({
    /** The built-in test processor's own challenge (docs/decisions/0078): its page, framed by the checkout. */
    type: z.literal('test_3ds'),
    /**
     * The challenge page on the test processor's listener (its secret in the query): the page tells
     * its parent the outcome with `postMessage` (`{ type: 'test_3ds', paymentToken, outcome }`).
     */
    challengeUrl: z.string().max(1000).url().refine((url) => /^https?:/.test(url), 'challengeUrl must be an http(s) URL'),
    /** The challenge's secret (also in `challengeUrl`): who holds it may answer that challenge, nothing else. */
    clientSecret: ChallengeSecretSchema,
    /** The challenged authorization (`pi_...`): the payment token of the checkout sent again. */
    paymentToken: ChallengedTokenSchema,
  }),
]);
export type PaymentNextAction = z.infer<typeof PaymentNextActionSchema>;

/**
 * A checkout's 402: a declined card (the message under `errors['card.number']`), or, with
 * `nextAction`, a payment that waits for the shopper (a 3-D Secure challenge): nothing is ordered
 * yet either way. A client that does not know `nextAction` shows the title, as for a decline.
 */
export const PaymentProblemSchema = ProblemSchema.extend({ nextAction: PaymentNextActionSchema.optional() });
export type PaymentProblem = z.infer<typeof PaymentProblemSchema>;

/**
 * One checkout attempt. The `Idempotency-Key` header (required) names the attempt: the same attempt
 * sent again answers with its order and never charges twice. `expectedTotal` is the total the shopper
 * saw: if the server's differs (the cart changed, or the form was tampered with), nothing is charged.
 */
export const PlaceOrderBodySchema = z.object({
  cartId: CartIdSchema,
  customerId: z.number().int().positive().nullable().optional(),
  email: text(254),
  address: AddressInputSchema,
  /** The card's billing address; absent when it is the shipping address (the checkout's default). */
  billingAddress: AddressInputSchema.optional(),
  shippingMethod: ShippingMethodSchema,
  paymentToken: PaymentTokenSchema,
  /** The fraud-device check's session id (spec shopping.md 4); the cart id's when absent. Sanitised by commerce-api. */
  fraudSessionId: z.string().max(128).optional(),
  expectedTotal: DollarsSchema,
}).strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  cartId: z.string(),
  customerId: z.number().int().nullable(),
  email: z.string(),
  status: z.string(),
  createdAt: z.string(),
  shippingAddress: AddressSchema,
  /** The billing address given at checkout; the shipping address when it was the same. */
  billingAddress: AddressSchema,
  shippingMethod: ShippingMethodSchema,
  deliveryEstimate: z.string(),
  lines: z.array(CheckoutLineSchema),
  couponCodes: z.array(z.string()),
  subtotal: DollarsSchema,
  discount: DollarsSchema,
  shipping: DollarsSchema,
  tax: DollarsSchema,
  total: DollarsSchema,
  payment: z.object({ brand: z.string(), last4: z.string(), status: z.enum(['authorized', 'captured', 'voided']) }).nullable(),
  /** The fraud-device check's session id the order was placed with (null for orders before it was kept). */
  fraudSessionId: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The thank-you page's analytics report: `firstReport` is true once per order, however often the page loads. */
export const OrderAnalyticsSchema = z.object({
  orderId: z.number().int(),
  firstReport: z.boolean(),
  revenue: DollarsSchema,
  tax: DollarsSchema,
  shipping: DollarsSchema,
  items: z.array(z.object({ sku: z.string(), quantity: z.number().int(), price: DollarsSchema })),
});
