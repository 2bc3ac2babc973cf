import type { Cart, Quote } from '@pool/api-contract';
import { CART_MESSAGES, validateQuoteForm, validateQuoteRequest } from '@pool/cart-domain';
import { toCents } from '@pool/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { toDollars, productImage } from '../catalog/products.js';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { carts, customers, pricingTiers, products, quoteLines, quotes } from '../db/schema.js';
import { HttpError, notFound, unprocessable } from '../http/problem.js';
import { STAFF_ONLY } from '../staff/staff.service.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { renderQuoteRequestConfirmation } from '../mail/templates/quote-request.js';
import {
  addLine, assertCustomer, assertSellable, lineUnitPriceCents, touch, type Buyer, type CartService,
} from '../carts/carts.service.js';

/** The exact success message the storefront checks (spec shopping.md 8). */
export const QUOTE_SUBMITTED = CART_MESSAGES.quoteServerSuccess;

export interface QuoteRequestInput {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  products: { id: number; sku: string; quantity: number }[];
  customer_id?: number | null;
}

type Tx = Db;

const invalid = (errors: Record<string, string>) => unprocessable(
  Object.values(errors)[0] ?? 'Invalid quote request',
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
);

export function createQuoteService({ db, carts: cartService, accounts, mailer, storefrontUrl, logger }: {
  db: Db; carts: CartService; mailer?: Mailer; storefrontUrl: string; logger?: Logger;
  /** Who a bearer token is (401 for a dead one): staff routes check `isAdmin` here, whatever the BFF decided. */
  accounts: { byToken(token: string): Promise<{ isAdmin: boolean }> };
}) {
  const transaction = cartService.transaction;

  /** Products by id with what pricing needs; unknown ids are a 422 keyed `products`. */
  async function productsOf(tx: Tx, ids: number[]) {
    const known = ids.filter(isRowId);
    const rows = known.length === 0 ? [] : await tx.select({
      id: products.id, sku: products.sku, title: products.title, price: products.price, nonMapPrice: products.nonMapPrice,
      allowNonMapPricing: products.allowNonMapPricing, hidePrice: products.hidePrice,
    }).from(products).where(inArray(products.id, known));
    const tiers = known.length === 0 ? [] : await tx.select().from(pricingTiers).where(inArray(pricingTiers.productId, known));
    const byId = new Map(rows.map((r) => [r.id, { ...r, tiers: tiers.filter((t) => t.productId === r.id) }]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length) {
      throw unprocessable('Unknown product', { products: unknown.map((id) => `No product has the id ${id}.`) });
    }
    return byId;
  }

  /** Inserts a quote and its lines (quantities merged per product) at the prices of today. */
  async function insertQuote(
    tx: Tx,
    contact: { name: string; company: string; email: string; phone: string; message: string },
    lines: { id: number; quantity: number }[],
    customerId: number | null,
    signedIn: boolean,
  ): Promise<string> {
    const merged = new Map<number, number>();
    for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
    const byId = await productsOf(tx, [...merged.keys()]);
    if (customerId) await assertCustomer(tx, customerId);
    const [quote] = await tx.insert(quotes).values({ ...contact, email: contact.email.toLowerCase(), customerId })
      .returning({ id: quotes.id, uuid: quotes.uuid });
    await tx.insert(quoteLines).values([...merged].map(([productId, quantity], position) => {
      const product = byId.get(productId)!;
      return { quoteId: quote!.id, productId, sku: product.sku, quantity, position, unitPrice: lineUnitPriceCents(product, quantity, signedIn) };
    }));
    return quote!.uuid;
  }

  /** A quote as the API answers it; prices hidden from guests stay hidden (docs/decisions/0006). */
  async function load(tx: Tx, uuid: string, buyer: Buyer): Promise<Quote | null> {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.uuid, uuid));
    if (!quote) return null;
    const lines = await tx.select({
      id: quoteLines.productId, sku: quoteLines.sku, quantity: quoteLines.quantity, unitPrice: quoteLines.unitPrice,
      handle: products.handle, title: products.title, hidePrice: products.hidePrice,
    }).from(quoteLines).innerJoin(products, eq(products.id, quoteLines.productId))
      .where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
    const guest = buyer ? buyer === 'guest' : quote.customerId === null;
    let totalCents = 0;
    const shaped = lines.map((line) => {
      const hidden = line.hidePrice && guest;
      if (!hidden) totalCents += line.unitPrice * line.quantity;
      return {
        id: line.id, sku: line.sku, handle: line.handle, name: line.title, image_url: productImage(line.sku, line.title).url,
        price: hidden ? null : toDollars(line.unitPrice), quantity: line.quantity, hide_price: line.hidePrice,
      };
    });
    return {
      uuid: quote.uuid, name: quote.name, company: quote.company, email: quote.email, phone: quote.phone, message: quote.message,
      status: quote.status, created_at: quote.createdAt.toISOString(), customer_id: quote.customerId, cart_id: quote.cartId,
      products: shaped, total: toDollars(totalCents),
    };
  }

  async function loadOrThrow(tx: Tx, uuid: string, buyer: Buyer): Promise<Quote> {
    const quote = await load(tx, uuid, buyer);
    if (!quote) throw notFound(`No quote has the id ${uuid}.`);
    return quote;
  }

  /** Mail leaves after the commit; the quote stands whether or not it goes out (the failure is logged). */
  async function confirm(uuid: string): Promise<void> {
    if (!mailer) return;
    try {
      const quote = await loadOrThrow(db, uuid, 'customer');
      await mailer.send(renderQuoteRequestConfirmation(quote, storefrontUrl));
    } catch (err) {
      logger?.warn({ err, quote: uuid }, 'quote confirmation not sent');
    }
  }

  return {
    get: (uuid: string, buyer?: Buyer) => loadOrThrow(db, uuid, buyer),

    /**
     * A shopper's request (spec shopping.md 5): name, email and at least one product required, with
     * the spec's messages keyed by field; unknown products refused; all or nothing.
     */
    async request(input: QuoteRequestInput): Promise<{ message: typeof QUOTE_SUBMITTED; uuid: string }> {
      const request = validateQuoteRequest(input);
      const form = validateQuoteForm(input);
      const errors: Record<string, string> = { ...(form.ok ? {} : form.errors), ...(request.ok ? {} : request.errors) };
      if (Object.keys(errors).length) throw invalid(errors);
      const contact = {
        name: input.name.trim(), company: input.company.trim(), email: input.email.trim(), phone: input.phone.trim(), message: input.message.trim(),
      };
      const customerId = input.customer_id ?? null;
      const uuid = await transaction((tx) => insertQuote(tx, contact, input.products, customerId, customerId !== null));
      await confirm(uuid);
      return { message: QUOTE_SUBMITTED, uuid };
    },

    /** Staff: a quote from a cart's product lines; the contact defaults to the cart's customer. */
    fromCart: (input: { cartId: string; name?: string; company?: string; email?: string; phone?: string; message?: string }) => transaction(async (tx) => {
      const [cart] = await tx.select({ id: carts.id, customerId: carts.customerId }).from(carts).where(eq(carts.id, input.cartId));
      if (!cart) throw notFound(`No cart has the id ${input.cartId}.`);
      const [customer] = cart.customerId === null ? [] : await tx.select().from(customers).where(eq(customers.id, cart.customerId));
      const owner = customer;
      const current = await cartService.loadOrThrow(tx, cart.id, cart.customerId === null ? 'guest' : 'customer');
      const lines = current.products.filter((p) => !p.is_subscription).map((p) => ({ id: p.product_id, sku: p.sku, quantity: p.quantity }));
      const contact = {
        name: (input.name ?? [owner?.firstName, owner?.lastName].filter(Boolean).join(' ')).trim(),
        company: (input.company ?? '').trim(),
        email: (input.email ?? owner?.email ?? '').trim(),
        phone: (input.phone ?? '').trim(),
        message: (input.message ?? '').trim(),
      };
      const checked = validateQuoteRequest({ ...contact, products: lines });
      if (!checked.ok) throw invalid(checked.errors);
      const uuid = await insertQuote(tx, contact, lines, cart.customerId, cart.customerId !== null);
      return loadOrThrow(tx, uuid, 'customer');
    }),

    /**
     * Staff (the admin site finishing a quote, docs/decisions/0071): the agreed unit price of some of
     * its lines. A cart charges it while it is below the catalogue price, for the quoted quantity or
     * more (cart-domain `customLinePrice`, 0065). Only until the quote went into a cart (409), only for
     * products on the quote (422), only with a staff token (403).
     */
    async agreePrices(token: string, uuid: string, lines: { product_id: number; price: number }[]): Promise<Quote> {
      if (!(await accounts.byToken(token)).isAdmin) throw new HttpError(403, STAFF_ONLY);
      return transaction(async (tx) => {
        const [quote] = await tx.select({ id: quotes.id, status: quotes.status }).from(quotes).where(eq(quotes.uuid, uuid)).for('update');
        if (!quote) throw notFound(`No quote has the id ${uuid}.`);
        if (quote.status !== 'requested') throw new HttpError(409, 'This quote is already in a cart: its prices can no longer change.');
        const onQuote = new Set((await tx.select({ productId: quoteLines.productId }).from(quoteLines).where(eq(quoteLines.quoteId, quote.id))).map((l) => l.productId));
        const missing = lines.filter((line) => !onQuote.has(line.product_id));
        if (missing.length) throw unprocessable('Not on this quote', { lines: missing.map((line) => `Product ${line.product_id} is not on this quote.`) });
        for (const line of lines) {
          await tx.update(quoteLines).set({ unitPrice: toCents(line.price) }).where(and(eq(quoteLines.quoteId, quote.id), eq(quoteLines.productId, line.product_id)));
        }
        return loadOrThrow(tx, uuid, 'customer');
      });
    },

    /**
     * The quote's lines added to the session's cart (created if the session has none), at the quote's
     * quantities. Once per quote and session: while the cart the quote went into still exists and
     * belongs to this session, the call answers that cart unchanged. Without a session the quote gets
     * a cart of its own. Hidden-price products are refused to guests, as carts do (0006).
     */
    toCart: (uuid: string, input: { sessionId?: string; customer_id?: number | null }, buyer?: Buyer): Promise<Cart> => transaction(async (tx) => {
      const [quote] = await tx.select().from(quotes).where(eq(quotes.uuid, uuid)).for('update');
      if (!quote) throw notFound(`No quote has the id ${uuid}.`);
      const sessionId = input.sessionId ?? `quote:${quote.uuid}`;
      const customerId = input.customer_id ?? null;
      const signedIn = buyer ? buyer === 'customer' : customerId !== null;
      if (quote.cartId) {
        const [previous] = await tx.select({ sessionId: carts.sessionId }).from(carts).where(eq(carts.id, quote.cartId));
        if (previous?.sessionId === sessionId) return cartService.loadOrThrow(tx, quote.cartId, buyer);
      }
      const lines = await tx.select({ productId: quoteLines.productId, quantity: quoteLines.quantity, unitPrice: quoteLines.unitPrice })
        .from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
      if (customerId) await assertCustomer(tx, customerId);
      await assertSellable(tx, lines.map((l) => l.productId), { guest: !signedIn });
      await tx.insert(carts).values({ sessionId, customerId }).onConflictDoNothing({ target: carts.sessionId });
      const [cart] = await tx.select({ id: carts.id, customerId: carts.customerId }).from(carts).where(eq(carts.sessionId, sessionId)).for('update');
      if (!cart) throw new HttpError(500, 'The cart could not be created.');
      if (customerId && cart.customerId !== customerId) await tx.update(carts).set({ customerId }).where(eq(carts.id, cart.id));
      // The quote's prices hold in the cart as the lines' custom prices (docs/decisions/0065).
      for (const line of lines) await addLine(tx, cart.id, line.productId, line.quantity, line.unitPrice);
      await touch(tx, cart.id);
      await tx.update(quotes).set({ cartId: cart.id, status: 'carted' }).where(eq(quotes.id, quote.id));
      return cartService.loadOrThrow(tx, cart.id, buyer);
    }),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
