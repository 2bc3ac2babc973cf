import { createHash } from 'node:crypto';
import { isValidEmail, protectionPlanTerm, sameDayCutoff, type DeliveryService, deliveryEstimate, shippingPrice } from '@pool/cart-domain';
import { validateUsAddress } from '@pool/account-domain';
import { toCents } from '@pool/pricing';
import type { Cart, CheckoutQuote, Order, PlaceOrderBody, ShippingMethod } from '@pool/api-contract';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Buyer, CartService } from '../carts/carts.service.js';
import type { DeliveryService as ZoneDelivery } from '../delivery/delivery.service.js';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { recordOrderPoints } from '../account-content/points-ledger.js';
import { carts, inventory, orderLines, orders, paymentAuthorizations, payments, taxRates, type OrderAddress } from '../db/schema.js';
import { productImage, toDollars } from '../catalog/products.js';
import { HttpError, notFound, unprocessable } from '../http/problem.js';
import { sanitizeFraudSessionId } from '@pool/cart-domain';
import { DECLINE_MESSAGES, type DeclineCode, type PaymentProvider } from '../payments/provider.js';
import { isOpenAuthorization, recordAuthorization } from '../payments/authorizations.js';
import type { Mailer } from '../mail/mailer.js';
import { renderOrderConfirmation } from '../mail/templates/order-confirmation.js';
import { taxCents } from './tax-rates.js';
import { isUniqueViolation } from '../db/errors.js';

const cents = toCents;

interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  taxRate: number | null;
}

interface ShippingOption { method: ShippingMethod; label: string; estimate: string; priceCents: number }

/** The methods offered, priced by cart-domain's `shippingPrice` for the goods after coupons. */
function shippingOptions(cart: Cart, now: Date, sameDay: boolean): ShippingOption[] {
  const price = (method: ShippingMethod) => shippingPrice(method, cents(cart.total_amount), { freeShippingCoupon: cart.free_shipping });
  const shipped = (['standard', 'economy'] as const).map((method) => {
    const estimate = deliveryEstimate(method, now);
    return { method, label: estimate.label, estimate: `${estimate.minDays}-${estimate.maxDays} days`, priceCents: price(method) };
  });
  return sameDay ? [{ method: 'same_day', label: 'Same-day delivery', estimate: 'Today by 7 pm', priceCents: price('same_day') }, ...shipped] : shipped;
}

/**
 * The figures of a cart as the cart service priced it for the buyer (the one pricing rule, coupons
 * and protection plans included), then shipping and the state's tax on the discounted amount.
 */
function totalsOf(cart: Cart, shippingCents: number, rate: number | null): Totals {
  const subtotal = cents(cart.cart_amount);
  const discount = Math.min(subtotal, cents(cart.discount_amount));
  const taxable = subtotal - discount;
  const tax = rate === null ? 0 : taxCents(taxable, rate);
  return { subtotal, discount, shipping: shippingCents, tax, total: taxable + shippingCents + tax, taxRate: rate };
}

/** What a cart sells: its product lines, then its protection plans (priced in commerce-api, docs/decisions/0020). */
/** An address as typed at checkout, trimmed, as an order keeps it. */
function orderAddress(input: PlaceOrderBody['address']): OrderAddress {
  return {
    firstName: input.firstName.trim(), lastName: input.lastName.trim(), company: input.company?.trim() || null,
    street1: input.street1.trim(), street2: input.street2?.trim() || null, city: input.city.trim(), state: input.state.trim(),
    zip: input.zip.trim(), phone: input.phone?.trim() || null,
  };
}

function quoteLines(cart: Cart): CheckoutQuote['lines'] {
  const products = cart.products.map((line) => ({
    productId: line.product_id, sku: line.sku, title: line.product_view.title, handle: line.product_view.handle, imageUrl: line.image_url,
    quantity: line.quantity, unitPrice: line.price, lineTotal: toDollars(cents(line.price) * line.quantity),
    isSubscription: line.is_subscription, period: line.period,
  }));
  const plans = cart.custom_products.filter((item) => item.price != null && item.parent_line_id).map((item) => {
    const parent = cart.products.find((line) => line.id === item.parent_line_id);
    // 'Extend Protection Plan - 3 Years' on a pump reads '3 Years protection plan: {pump}'.
    const term = protectionPlanTerm(item.name ?? item.sku);
    return {
      productId: null, sku: item.sku, title: parent ? `${term} protection plan: ${parent.product_view.title}` : term,
      handle: parent?.product_view.handle ?? '', imageUrl: parent?.image_url ?? '', quantity: item.quantity, unitPrice: item.price!,
      lineTotal: toDollars(cents(item.price!) * item.quantity), isSubscription: false, period: null,
      planForProductId: parent?.product_id ?? null,
    };
  });
  return [...products, ...plans];
}

/** A guest never sees (nor buys) a `hide_price` product's price (docs/decisions/0006); staff (a buyer without a customer id) may. */
function assertVisiblePrices(cart: Cart, customerId: number | null, buyer: Buyer): void {
  const guest = buyer ? buyer === 'guest' : customerId === null;
  if (guest && cart.products.some((line) => line.hide_price)) {
    throw unprocessable('Sign in to buy products whose price is available in store.', { cart: ['Sign in to check out this cart.'] });
  }
}

/**
 * The processor's idempotency key: one per attempt, payment token and amount, so a new card (a new
 * token) after a decline is a new charge attempt, and a retry with the same token is not a second one.
 */
function processorKey(attemptKey: string, paymentToken: string, amountCents: number): string {
  const token = createHash('sha256').update(paymentToken).digest('base64url').slice(0, 16);
  return `${attemptKey}:${token}:${amountCents}`;
}

type OrderRow = typeof orders.$inferSelect;

/** The 402 of a declined card: the store's words, under the card field. */
function declinedPayment(code: DeclineCode): HttpError {
  const message = DECLINE_MESSAGES[code];
  return new HttpError(402, message, { errors: { 'card.number': [message] }, detail: code });
}

/** The 402 title of a card that waits for the shopper's 3-D Secure challenge (docs/decisions/0078). */
export const PAYMENT_ACTION_TITLE = 'Your bank asks you to confirm this payment.';

export interface CheckoutDeps {
  db: Db;
  carts: CartService;
  payments: PaymentProvider;
  now: () => Date;
  logger?: Logger;
  /** Sends the order confirmation (outbox or SMTP, docs/decisions/0017); none without it. */
  mailer?: Mailer;
  /** `STOREFRONT_URL`, for the links in the confirmation. */
  storefrontUrl?: string;
  /** Delivery zones (docs/decisions/0018): the zip's state, and same-day delivery for a zone's zips. */
  delivery?: ZoneDelivery;
}

export function createCheckoutService({ db, carts: cartService, payments: provider, now, logger, mailer, storefrontUrl = 'http://localhost:3000', delivery }: CheckoutDeps) {
  /**
   * What the delivery zones (docs/decisions/0018) say of a zip, read once: its state, and whether
   * same-day delivery is offered right now (a zone with delivery stores, before its 1 pm cut-off).
   * `unknown` for a zip that does not exist; null without a zip or without delivery zones.
   */
  async function zipPlace(zip: string | undefined): Promise<{ state: string; sameDay: boolean } | 'unknown' | null> {
    if (!zip || !delivery) return null;
    try {
      const found = await delivery.inYourHands({ zip: zip.slice(0, 5) });
      const sameDay = found.destination.shipping_options.delivery.length > 0 && sameDayCutoff(now(), { timeZone: found.time_zone }) !== null;
      return { state: found.destination.state_abbreviation, sameDay };
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) return 'unknown';
      throw error;
    }
  }

  async function rateFor(state: string | undefined): Promise<number | null> {
    if (!state) return null;
    const [row] = await db.select({ rate: taxRates.rate }).from(taxRates).where(eq(taxRates.state, state));
    if (!row) throw unprocessable('Choose a US state.', { state: ['Choose a US state.'] });
    return row.rate;
  }

  async function cartFor(cartId: string, customerId: number | null, buyer: Buyer): Promise<Cart> {
    const cart = await cartService.get(cartId, buyer ?? (customerId === null ? 'guest' : 'customer'));
    if (cart.customer_id !== null && cart.customer_id !== customerId) throw notFound(`No cart has the id ${cartId}.`);
    return cart;
  }

  /**
   * A loaded cart priced for checkout. A method the address is not offered (same-day after the
   * cut-off, or for a zip outside the zones) falls back to standard, unless `strict` (placing an
   * order) refuses it.
   */
  function priceCart(cart: Cart, input: { rate: number | null; sameDay: boolean; shippingMethod?: ShippingMethod }, strict: boolean): CheckoutQuote {
    const options = shippingOptions(cart, now(), input.sameDay);
    const asked = input.shippingMethod ?? 'standard';
    const option = options.find((o) => o.method === asked) ?? (strict ? undefined : options.find((o) => o.method === 'standard'));
    if (!option) throw unprocessable('This shipping method is not available for this address.', { shippingMethod: [`${asked} is not offered here.`] });
    const totals = totalsOf(cart, option.priceCents, input.rate);
    return {
      cartId: cart.id,
      lines: quoteLines(cart),
      couponCodes: cart.coupons.map((c) => c.code),
      subtotal: toDollars(totals.subtotal),
      discount: toDollars(totals.discount),
      shippingOptions: options.map((o) => ({ method: o.method, label: o.label, estimate: o.estimate, price: toDollars(o.priceCents) })),
      shippingMethod: option.method,
      shipping: toDollars(totals.shipping),
      taxRate: input.rate === null ? null : input.rate / 1000,
      tax: toDollars(totals.tax),
      total: toDollars(totals.total),
    };
  }

  /** What the session's cart would cost with a state, a zip and a method (the checkout page's totals). */
  async function quote(
    input: { cartId: string; customerId?: number | null; state?: string; zip?: string; shippingMethod?: ShippingMethod },
    buyer?: Buyer,
  ): Promise<CheckoutQuote> {
    const customerId = input.customerId ?? null;
    const [cart, rate, place] = await Promise.all([cartFor(input.cartId, customerId, buyer), rateFor(input.state), zipPlace(input.zip)]);
    assertVisiblePrices(cart, customerId, buyer);
    return priceCart(cart, { rate, sameDay: typeof place === 'object' && place !== null && place.sameDay, shippingMethod: input.shippingMethod }, false);
  }

  async function shape(row: OrderRow, exec: Db = db): Promise<Order> {
    const [lines, [payment]] = await Promise.all([
      exec.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(orderLines.id),
      exec.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(payments.id).limit(1),
    ]);
    const service: DeliveryService = row.shippingMethod === 'economy' ? 'economy' : 'standard';
    const estimate = deliveryEstimate(service, row.createdAt);
    const arrives = row.shippingMethod === 'same_day' ? 'Same-day delivery: today by 7 pm' : `${estimate.label}: ${estimate.minDays}-${estimate.maxDays} business days`;
    return {
      id: row.id,
      number: String(row.id),
      cartId: row.cartId,
      customerId: row.customerId,
      email: row.email,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      shippingAddress: row.shippingAddress,
      billingAddress: row.billingAddress ?? row.shippingAddress,
      shippingMethod: row.shippingMethod as ShippingMethod,
      deliveryEstimate: arrives,
      lines: lines.map((l) => ({
        productId: l.productId, sku: l.sku, title: l.title, handle: l.handle, imageUrl: productImage(l.sku, l.title).url,
        quantity: l.quantity, unitPrice: toDollars(l.unitPrice), lineTotal: toDollars(l.lineTotal),
        isSubscription: l.isSubscription, period: l.period, planForProductId: l.planForProductId,
      })),
      couponCodes: row.couponCodes,
      subtotal: toDollars(row.subtotal),
      discount: toDollars(row.discount),
      shipping: toDollars(row.shipping),
      tax: toDollars(row.tax),
      total: toDollars(row.total),
      payment: payment ? { brand: payment.brand, last4: payment.last4, status: payment.status } : null,
      fraudSessionId: row.fraudSessionId,
    };
  }

  /** Captures an order's payment if a crash left it authorized only; safe to repeat. */
  async function settle(order: OrderRow): Promise<void> {
    const [payment] = await db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'authorized')));
    if (!payment) return;
    await provider.capture(payment.authorizationId);
    await db.update(payments).set({ status: 'captured', capturedAt: now() }).where(eq(payments.id, payment.id));
    await db.update(paymentAuthorizations).set({ status: 'captured' }).where(eq(paymentAuthorizations.id, payment.authorizationId));
  }

  /** Releases an authorization no order will take, on the provider's side and in the store's record. */
  async function voidAuthorization(id: string): Promise<void> {
    await provider.void(id);
    await db.update(paymentAuthorizations).set({ status: 'voided', voidedAt: now() })
      .where(and(eq(paymentAuthorizations.id, id), eq(paymentAuthorizations.status, 'authorized')));
  }

  async function existingOrder(attemptKey: string, cartId: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(or(eq(orders.attemptKey, attemptKey), eq(orders.cartId, cartId)));
    return row;
  }

  /** An order found for this attempt is its answer; one for the same cart from another attempt is a conflict. */
  async function replay(found: OrderRow, attemptKey: string, cartId: string): Promise<Order> {
    if (found.attemptKey !== attemptKey) {
      throw new HttpError(409, 'This cart has already been ordered.', { detail: `Order ${found.id} was placed from this cart.`, errors: { order: [String(found.id)] } });
    }
    if (found.cartId !== cartId) throw unprocessable('This Idempotency-Key was used for a different request.', { 'idempotency-key': ['Send a new key for a new checkout attempt.'] });
    await settle(found);
    return shape(found);
  }

  function validate(body: PlaceOrderBody): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    if (!isValidEmail(body.email)) errors.email = [body.email ? 'Invalid email address.' : 'Email is required.'];
    for (const [field, messages] of Object.entries(validateUsAddress(body.address))) errors[`address.${field}`] = messages;
    if (body.billingAddress) {
      for (const [field, messages] of Object.entries(validateUsAddress(body.billingAddress))) errors[`billingAddress.${field}`] = messages;
    }
    return errors;
  }

  /**
   * Pays for a cart and places its order, once per attempt key (docs/decisions/0021):
   * 1. an order already placed by this attempt is the answer (its capture finished if a crash cut it);
   * 2. the input, the cart, the stock and the total the shopper saw are checked before any money moves;
   * 3. the payment token is authorized under a key derived from the attempt, so a retry is not a second
   *    charge, and the authorization is written down (the sweep voids it if no order takes it, 0061);
   * 4. one transaction writes the order, its lines and payment, takes the stock and closes the cart;
   *    the unique attempt key and cart id make a second order impossible, and a loser voids its authorization;
   * 5. the authorization is captured.
   */
  async function placeOrder(attemptKey: string, body: PlaceOrderBody, buyer?: Buyer): Promise<{ created: boolean; order: Order }> {
    const found = await existingOrder(attemptKey, body.cartId);
    if (found) return { created: false, order: await replay(found, attemptKey, body.cartId) };

    const errors = validate(body);
    if (Object.keys(errors).length > 0) throw unprocessable('Please check the highlighted fields.', errors);

    const customerId = body.customerId ?? null;
    const cart = await cartFor(body.cartId, customerId, buyer);
    if (cart.products.length === 0) throw unprocessable('Your cart is empty.', { cart: ['Add a product before checking out.'] });
    assertVisiblePrices(cart, customerId, buyer);
    const short = cart.products.filter((line) => line.quantity > line.inventory_level);
    const state = body.address.state.trim();
    const [place, rate] = await Promise.all([zipPlace(body.address.zip.trim()), rateFor(state)]);
    // The zip must exist and lie in the state: '78201' is not in 'AZ'.
    if (place === 'unknown') throw unprocessable('Please check the highlighted fields.', { 'address.zip': ['Please enter a valid zip code'] });
    if (place && place.state !== state) throw unprocessable('Please check the highlighted fields.', { 'address.zip': [`This ZIP code is not in ${state}.`] });
    const q = priceCart(cart, { rate, sameDay: place?.sameDay ?? false, shippingMethod: body.shippingMethod }, true);
    const totalCents = cents(q.total);
    if (cents(body.expectedTotal) !== totalCents) {
      throw new HttpError(409, 'Your order total has changed. Please review your order before placing it.', {
        errors: { expectedTotal: [`The total is now $${q.total.toFixed(2)}.`] },
      });
    }
    // Backorderable lines may exceed the stock; the rest are checked again under lock below.
    if (short.length > 0) await assertStock(short.map((l) => ({ productId: l.product_id, quantity: l.quantity, sku: l.sku })));

    // A token that resumes an earlier authorization (the PaymentIntent of a 3-D Secure challenge, 0078)
    // pays only if the store made it for this amount and no order nor sweep has taken it.
    const resumed = provider.resumedAuthorization?.(body.paymentToken) ?? null;
    if (resumed && !(await isOpenAuthorization(db, { id: resumed, provider: provider.name, amount: totalCents }))) throw declinedPayment('token_invalid');
    const authorization = await provider.authorize({
      idempotencyKey: processorKey(attemptKey, body.paymentToken, totalCents),
      amountCents: totalCents,
      currency: 'usd',
      paymentToken: body.paymentToken,
      description: `cart ${body.cartId}`,
    });
    if (authorization.status === 'declined') throw declinedPayment(authorization.code);
    // Written down before the order exists: if the order never comes, the sweep voids it (0061). An
    // intent waiting for the shopper's challenge too: one the shopper abandons is released the same way.
    await recordAuthorization(db, { id: authorization.authorizationId, provider: provider.name, amount: totalCents }, now());
    if (authorization.status === 'requires_action') {
      throw new HttpError(402, PAYMENT_ACTION_TITLE, { detail: 'requires_action', nextAction: authorization.nextAction });
    }

    const address = orderAddress(body.address);
    const billingAddress = body.billingAddress ? orderAddress(body.billingAddress) : null;
    let row: OrderRow;
    try {
      row = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [locked] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, body.cartId)).for('update');
        if (!locked) throw new HttpError(409, 'This cart has already been ordered.');
        for (const line of cart.products) {
          const taken = await tx.update(inventory).set({ level: sql`greatest(${inventory.level} - ${line.quantity}, 0)` })
            .where(and(eq(inventory.productId, line.product_id), or(gte(inventory.level, line.quantity), eq(inventory.canBackorder, true))))
            .returning({ productId: inventory.productId });
          if (taken.length === 0) throw soldOut([line.sku]);
        }
        const [order] = await tx.insert(orders).values({
          attemptKey, cartId: body.cartId, customerId, email: body.email.trim().toLowerCase(), shippingAddress: address, billingAddress,
          shippingMethod: q.shippingMethod, subtotal: cents(q.subtotal), discount: cents(q.discount), shipping: cents(q.shipping),
          tax: cents(q.tax), total: totalCents, couponCodes: q.couponCodes,
          fraudSessionId: sanitizeFraudSessionId(body.fraudSessionId ?? body.cartId) || null,
        }).returning();
        // The authorization is the order's only while the sweep has not voided it.
        const taken = await tx.update(paymentAuthorizations).set({ orderId: order!.id })
          .where(and(eq(paymentAuthorizations.id, authorization.authorizationId), eq(paymentAuthorizations.status, 'authorized')))
          .returning({ id: paymentAuthorizations.id });
        if (taken.length === 0) throw declinedPayment('token_invalid');
        await tx.insert(orderLines).values(q.lines.map((l) => ({
          orderId: order!.id, productId: l.productId, sku: l.sku, title: l.title, handle: l.handle, quantity: l.quantity,
          unitPrice: cents(l.unitPrice), lineTotal: cents(l.lineTotal), isSubscription: l.isSubscription, period: l.period,
          planForProductId: l.planForProductId ?? null,
        })));
        // The customer's reward points for this order (on what was paid, decision 0055) stand or fall with it.
        await recordOrderPoints(tx, order!);
        await tx.insert(payments).values({
          orderId: order!.id, provider: provider.name, authorizationId: authorization.authorizationId, amount: totalCents,
          brand: authorization.brand, last4: authorization.last4, status: 'authorized',
        });
        // The cart is closed: its lines go with it, and the session's next add starts a new cart.
        await tx.delete(carts).where(eq(carts.id, body.cartId));
        // The confirmation is written with the order (the outbox, docs/decisions/0063): sent once it
        // commits, never for an order that rolled back.
        if (mailer) await mailer.send(renderOrderConfirmation(await shape(order!, tx), storefrontUrl), tx);
        return order!;
      });
    } catch (error) {
      const winner = await existingOrder(attemptKey, body.cartId);
      if (winner?.attemptKey === attemptKey) {
        // The same attempt won in parallel under the same authorization: its order is the answer.
        return { created: false, order: await replay(winner, attemptKey, body.cartId) };
      }
      await voidAuthorization(authorization.authorizationId);
      if (winner) throw new HttpError(409, 'This cart has already been ordered.', { errors: { order: [String(winner.id)] } });
      if (error instanceof HttpError) throw error;
      // A unique violation on the attempt key or cart: another request placed it (found above, or not yet visible).
      if (isUniqueViolation(error)) throw new HttpError(409, 'This cart has already been ordered.');
      throw error;
    }
    try {
      await settle(row);
    } catch (error) {
      // The order stands with an authorized payment; a retry of the attempt (or a sweep) captures it.
      logger?.error({ err: error, orderId: row.id }, 'capture failed after the order was placed');
    }
    logger?.info({ orderId: row.id, total: totalCents, lines: q.lines.length }, 'order placed');
    return { created: true, order: await shape(row) };
  }

  function soldOut(skus: string[]): HttpError {
    return new HttpError(409, 'Some items in your cart are no longer available in the quantity you chose.', {
      errors: Object.fromEntries(skus.map((sku) => [`sku.${sku}`, ['Not enough in stock.']])),
    });
  }

  async function assertStock(lines: { productId: number; quantity: number; sku: string }[]): Promise<void> {
    const rows = await db.select().from(inventory).where(or(...lines.map((l) => eq(inventory.productId, l.productId))));
    const byId = new Map(rows.map((r) => [r.productId, r]));
    const missing = lines.filter((l) => {
      const row = byId.get(l.productId);
      return !row || (row.level < l.quantity && !row.canBackorder);
    });
    if (missing.length > 0) throw soldOut(missing.map((l) => l.sku));
  }

  return {
    quote,
    placeOrder,
    /** An order row as the contract's `Order` (lines with images, totals, first payment): also used by orders/. */
    shapeOrder: shape,

    async orderForCart(cartId: string): Promise<Order> {
      const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
      if (!row) throw notFound(`No order was placed from cart ${cartId}.`);
      return shape(row);
    },

    /** The order's analytics figures; `firstReport` is true for the first call only (a reload reports nothing new). */
    async reportAnalytics(orderId: number) {
      if (!isRowId(orderId)) throw notFound(`No order ${orderId}.`);
      const marked = await db.update(orders).set({ analyticsReportedAt: now() })
        .where(and(eq(orders.id, orderId), sql`${orders.analyticsReportedAt} is null`)).returning({ id: orders.id });
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw notFound(`No order ${orderId}.`);
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
      return {
        orderId: row.id,
        firstReport: marked.length > 0,
        revenue: toDollars(row.total),
        tax: toDollars(row.tax),
        shipping: toDollars(row.shipping),
        items: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, price: toDollars(l.unitPrice) })),
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
