import type { Cart, CartCoupon, CartUrls } from '@pool/api-contract';
import { bundleTotal, customLinePrice, couponActiveUntil, couponDiscount, couponRefusal, couponStackRefusal, isCouponActive, PER_PRODUCT_LIMIT, type CouponTerms, type CouponType } from '@pool/cart-domain';
import { HIDDEN_PRICE_MESSAGE, toCents, unitPrice } from '@pool/pricing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { bundleItems, cartCoupons, cartLines, carts, coupons, customers, customItems, inventory, pricingTiers, productCategories, products } from '../db/schema.js';
import { productImage, toDollars } from '../catalog/products.js';
import type { HttpError} from '../http/problem.js';
import { notFound, unprocessable } from '../http/problem.js';
import { storefrontLink } from '../mail/templates/html.js';
import { onceFor } from './idempotency.js';

type Tx = Db;

export interface CreateCartInput {
  line_items: { product_id: number; quantity: number }[];
  custom_items: { sku: string; quantity: number }[];
  customer_id?: number | null;
}

/**
 * Who a cart is priced for, as the caller says (`x-buyer`): a signed-in shopper (`customer`, staff
 * included) or a `guest`. Unsaid, a cart with a customer is priced for a customer (decision 0019).
 */
export type Buyer = 'customer' | 'guest' | undefined;

export const signedInFor = (buyer: Buyer, cartCustomerId: number | null): boolean => (buyer ? buyer === 'customer' : cartCustomerId !== null);

/**
 * The unit price (cents) a line is charged: @pool/pricing's `unitPrice`, the rule the product page
 * shows, fed with the stored cents.
 */
export function lineUnitPriceCents(
  product: { price: number; nonMapPrice: number | null; allowNonMapPricing: boolean; tiers: { minQuantity: number; maxQuantity: number | null; price: number }[] },
  quantity: number,
  signedIn: boolean,
): number {
  return unitPrice(
    {
      price: toDollars(product.price),
      non_map_price: product.nonMapPrice === null ? null : toDollars(product.nonMapPrice),
      allow_non_map_pricing: product.allowNonMapPricing,
      pricing_tiers: product.tiers.map((t) => ({ min_quantity: t.minQuantity, max_quantity: t.maxQuantity, price: toDollars(t.price) })),
    },
    quantity,
    { signedIn },
  ).price;
}

export function quantityCapError(total: number): HttpError {
  return unprocessable(`You can add at most ${PER_PRODUCT_LIMIT} of a product to the cart.`, {
    quantity: [`The cart would hold ${total} of this product; the limit is ${PER_PRODUCT_LIMIT}.`],
  });
}

/**
 * Checks that a product exists and can be sold now (in stock, or backorderable) to this buyer: a
 * `hide_price` product is sold to signed-in customers only (docs/decisions/0006), because a cart line
 * always shows its price.
 */
export async function assertSellable(tx: Tx, productIds: number[], buyer: { guest: boolean }): Promise<void> {
  // An id beyond the integer range is no product (Postgres would refuse the parameter).
  const candidates = productIds.filter(isRowId);
  const rows = candidates.length === 0 ? [] : await tx
    .select({ id: products.id, status: inventory.status, canBackorder: inventory.canBackorder, hidePrice: products.hidePrice })
    .from(products).leftJoin(inventory, eq(inventory.productId, products.id))
    .where(inArray(products.id, candidates));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of productIds) {
    const row = byId.get(id);
    if (!row) throw unprocessable('Unknown product', { product_id: [`No product has the id ${id}.`] });
    if ((row.status ?? 'out') === 'out' && !row.canBackorder) {
      throw unprocessable('Product is out of stock', { product_id: [`Product ${id} is out of stock.`] });
    }
    if (row.hidePrice && buyer.guest) {
      throw unprocessable(HIDDEN_PRICE_MESSAGE, { product_id: [`Sign in to buy product ${id}: its price is available in store.`] });
    }
  }
}

export async function assertCustomer(tx: Tx, customerId: number): Promise<void> {
  const [customer] = isRowId(customerId) ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)) : [];
  if (!customer) throw unprocessable('Unknown customer', { customer_id: [`No customer has the id ${customerId}.`] });
}

/** Locks the cart row for the rest of the transaction, so concurrent writes to one cart serialise. */
export async function lockCart(tx: Tx, cartId: string): Promise<{ customerId: number | null }> {
  const [row] = await tx.select({ id: carts.id, customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId)).for('update');
  if (!row) throw notFound(`No cart has the id ${cartId}.`);
  return { customerId: row.customerId };
}

/**
 * Adds `quantity` of a product to a cart in one statement (insert, or add to the line already there),
 * so no concurrent add is lost even without the cart lock; over the per-product limit, the caller's
 * transaction is rolled back by the thrown 422.
 */
export async function addLine(tx: Tx, cartId: string, productId: number, quantity: number, customPrice: number | null = null): Promise<void> {
  const [line] = await tx.insert(cartLines).values({ cartId, productId, quantity, customPrice })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.isSubscription],
      // An agreed price added to a line already there holds for the whole line (the lower one wins).
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, customPrice: sql`least(${cartLines.customPrice}, excluded.custom_price)` },
    })
    .returning({ quantity: cartLines.quantity });
  if (line!.quantity > PER_PRODUCT_LIMIT) throw quantityCapError(line!.quantity);
}

/** What an add asks for, the same whether it creates the cart or adds to it (a retry may do either). */
const addFingerprint = (lines: [number, number][], custom: { sku: string; quantity: number }[], customerId: number | null) =>
  ({ op: 'add', lines, custom: custom.map((c) => [c.sku, c.quantity]), customerId });

export async function touch(tx: Tx, cartId: string): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** One row of the cart statement in `load` (JSON built by the database, so snake_case). */
interface CartRow {
  id: string;
  customer_id: number | null;
  lines: {
    id: string;
    quantity: number;
    is_subscription: boolean;
    period: (typeof cartLines.$inferSelect)['period'];
    custom_price: number | null;
    product_id: number;
    sku: string;
    title: string;
    handle: string;
    price: number;
    list_price: number | null;
    non_map_price: number | null;
    allow_non_map_pricing: boolean;
    hide_price: boolean;
    level: number | null;
    tiers: { minQuantity: number; maxQuantity: number | null; price: number }[];
    bundled: { id: number; sku: string; name: string; price: number; quantity: number }[];
  }[];
  custom: { id: string; sku: string; is_subscription: boolean; quantity: number; parent_line_id: string | null; name: string | null; price: number | null }[];
  coupons: {
    id: number; code: string; type: CouponType; value: number; minimum_subtotal: number;
    starts_at: string | null; expires_at: string | null; active: boolean; added_at: string;
  }[];
}

const termsOf = (row: CartRow['coupons'][number]): CouponTerms => ({
  type: row.type,
  value: row.value,
  minimumSubtotal: row.minimum_subtotal,
  startsAt: row.starts_at ? new Date(row.starts_at) : null,
  expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  active: row.active,
});

/**
 * A cart's addresses on the storefront: its checkout is the storefront's `/checkout?load={id}`,
 * which offers the cart to whoever opens the link (docs/decisions/0051).
 */
export function cartUrls(storefrontUrl: string, cartId: string): CartUrls {
  const checkout = storefrontLink(storefrontUrl, `/checkout?load=${encodeURIComponent(cartId)}`);
  return { cart_url: storefrontLink(storefrontUrl, '/cart'), checkout_url: checkout, embedded_checkout_url: checkout };
}

/** Carts; `storefrontUrl` (`STOREFRONT_URL`) makes each cart's links ({@link cartUrls}). */
export function createCartService(db: Db, now: () => Date = () => new Date(), storefrontUrl = 'http://localhost:3000') {
  /**
   * A cart with its lines (product, stock level and pricing tiers each) and custom items, in ONE
   * statement: every page of a shopper with a cart reads it for the header's count, and each round
   * trip to the database costs more than the work (on the embedded PGlite about a millisecond of CPU
   * a statement; on a Postgres server a network round trip).
   */
  async function load(tx: Tx, cartId: string, buyer: Buyer): Promise<Cart | null> {
    const { rows } = (await tx.execute(sql`
      select c.id, c.customer_id,
        coalesce((
          select json_agg(json_build_object(
            'id', l.id, 'quantity', l.quantity, 'is_subscription', l.is_subscription, 'period', l.period, 'custom_price', l.custom_price,
            'product_id', p.id, 'sku', p.sku, 'title', p.title, 'handle', p.handle, 'price', p.price,
            'list_price', p.list_price, 'non_map_price', p.non_map_price, 'allow_non_map_pricing', p.allow_non_map_pricing,
            'hide_price', p.hide_price, 'level', i.level,
            'tiers', coalesce((
              select json_agg(json_build_object('minQuantity', t.min_quantity, 'maxQuantity', t.max_quantity, 'price', t.price))
              from ${pricingTiers} t where t.product_id = p.id
            ), '[]'::json),
            -- A kit's items (docs/decisions/0065); empty for any other product.
            'bundled', coalesce((
              select json_agg(json_build_object('id', bp.id, 'sku', bp.sku, 'name', bp.title, 'price', b.price, 'quantity', b.quantity) order by b.position)
              from ${bundleItems} b join ${products} bp on bp.id = b.item_product_id where b.bundle_product_id = p.id
            ), '[]'::json)
          ) order by l.position)
          from ${cartLines} l
          join ${products} p on p.id = l.product_id
          left join ${inventory} i on i.product_id = p.id
          where l.cart_id = c.id
        ), '[]'::json) as lines,
        coalesce((
          select json_agg(json_build_object('id', x.id, 'sku', x.sku, 'is_subscription', x.is_subscription,
            -- A protection plan's quantity follows its product line's (docs/decisions/0020).
            'quantity', coalesce((select pl.quantity from ${cartLines} pl where pl.id = x.parent_line_id), x.quantity),
            'parent_line_id', x.parent_line_id, 'name', x.name, 'price', x.price) order by x.sku)
          from ${customItems} x where x.cart_id = c.id
        ), '[]'::json) as custom,
        coalesce((
          select json_agg(json_build_object(
            'id', k.id, 'code', k.code, 'type', k.type, 'value', k.value, 'minimum_subtotal', k.minimum_subtotal,
            'starts_at', k.starts_at, 'expires_at', k.expires_at, 'active', k.active, 'added_at', cc.added_at
          ) order by cc.added_at, k.id)
          from ${cartCoupons} cc join ${coupons} k on k.id = cc.coupon_id where cc.cart_id = c.id
        ), '[]'::json) as coupons
      from ${carts} c where c.id = ${cartId}
    `)) as unknown as { rows: CartRow[] };
    const cart = rows[0];
    if (!cart) return null;
    const signedIn = signedInFor(buyer, cart.customer_id);
    let amountCents = 0;
    const shaped = cart.lines.map((line) => {
      const bundled = line.bundled.map((item) => ({
        id: String(item.id), sku: item.sku, name: item.name, price: toDollars(item.price), quantity: item.quantity, is_subscription: false,
      }));
      // A kit costs the sum of its items at their kit prices (cart-domain `bundleTotal`); any other line follows @pool/pricing.
      const catalog = bundled.length > 0 ? bundleTotal(bundled) : lineUnitPriceCents(
        { price: line.price, nonMapPrice: line.non_map_price, allowNonMapPricing: line.allow_non_map_pricing, tiers: line.tiers },
        line.quantity,
        signedIn,
      );
      // A price agreed for the line (a quote's) counts while it is below the catalogue's (0065).
      const { price: unit, custom } = customLinePrice(catalog, line.custom_price);
      amountCents += unit * line.quantity;
      return {
        id: line.id,
        product_id: line.product_id,
        sku: line.sku,
        quantity: line.quantity,
        price: toDollars(unit),
        list_price: line.list_price === null ? null : toDollars(line.list_price),
        catalog_price: toDollars(catalog),
        custom_price: custom ? toDollars(unit) : null,
        image_url: productImage(line.sku, line.title).url,
        is_subscription: line.is_subscription,
        period: line.period,
        inventory_level: line.level ?? 0,
        hide_price: line.hide_price,
        product_view: { handle: line.handle, title: line.title, name: line.title },
        bundled_items: bundled,
      };
    });
    // Protection plans count in the amount (docs/decisions/0020), before coupons.
    const custom = cart.custom.map((item) => {
      if (item.price !== null) amountCents += item.price * item.quantity;
      return { ...item, price: item.price === null ? null : toDollars(item.price) };
    });
    // Coupons count for 72 hours from when they were added; each only while its terms hold.
    const at = now();
    const applied: CartCoupon[] = [];
    const counting: { type: CouponType; value: number }[] = [];
    let discountCents = 0;
    for (const row of cart.coupons) {
      const addedAt = new Date(row.added_at);
      if (!isCouponActive(addedAt, at)) continue;
      const counts = couponRefusal(termsOf(row), amountCents, at) === null;
      const own = counts ? couponDiscount(amountCents, [row]).discount : 0;
      if (counts) counting.push(row);
      applied.push({ id: String(row.id), code: row.code, coupon_type: row.type, discount: toDollars(own), active_until: couponActiveUntil(addedAt).toISOString() });
    }
    const total = couponDiscount(amountCents, counting);
    discountCents = total.discount;
    return {
      id: cart.id,
      customer_id: cart.customer_id,
      cart_amount: toDollars(amountCents),
      products: shaped,
      coupons: applied,
      discount_amount: toDollars(discountCents),
      total_amount: toDollars(amountCents - discountCents),
      free_shipping: total.freeShipping,
      custom_products: custom,
      redirect_urls: { embedded_checkout_url: cartUrls(storefrontUrl, cart.id).embedded_checkout_url },
    };
  }

  async function loadOrThrow(tx: Tx, cartId: string, buyer: Buyer = undefined): Promise<Cart> {
    const cart = await load(tx, cartId, buyer);
    if (!cart) throw notFound(`No cart has the id ${cartId}.`);
    return cart;
  }

  const transaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Tx));

  return {
    get: (cartId: string, buyer?: Buyer) => loadOrThrow(db, cartId, buyer),

    /** The cart's storefront addresses; 404 for an unknown cart. */
    urls: async (cartId: string): Promise<CartUrls> => {
      const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId));
      if (!cart) throw notFound(`No cart has the id ${cartId}.`);
      return cartUrls(storefrontUrl, cart.id);
    },
    /** The cart inside a caller's transaction (subscription and plan lines, src/carts/line-kinds). */
    loadOrThrow,
    transaction,

    /**
     * The session's cart with these lines added: created on the session's first add, and found again
     * (one cart per session, a unique index) when two first adds race or a reply was lost. Repeated
     * products in the payload are merged. With `idempotency`, a retry gets the first answer.
     */
    create: (sessionId: string, input: CreateCartInput, idempotencyKey?: string, buyer?: Buyer) => transaction((tx) => {
      const merged = new Map<number, number>();
      for (const item of input.line_items) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
      const lines = [...merged].sort(([a], [b]) => a - b);
      const custom = [...input.custom_items].sort((a, b) => a.sku.localeCompare(b.sku));
      const customerId = input.customer_id ?? null;
      const request = idempotencyKey ? { key: idempotencyKey, fingerprint: addFingerprint(lines, custom, customerId) } : undefined;
      return onceFor(tx, request, async () => {
        for (const [, total] of lines) if (total > PER_PRODUCT_LIMIT) throw quantityCapError(total);
        if (customerId) await assertCustomer(tx, customerId);
        // A signed-in buyer without a customer id on the cart (staff, spec 3) is no guest.
        await assertSellable(tx, lines.map(([id]) => id), { guest: !signedInFor(buyer, customerId) });
        await tx.insert(carts).values({ sessionId, customerId }).onConflictDoNothing({ target: carts.sessionId });
        const [cart] = await tx.select({ id: carts.id, customerId: carts.customerId }).from(carts).where(eq(carts.sessionId, sessionId)).for('update');
        const cartId = cart!.id;
        if (customerId && cart!.customerId !== customerId) await tx.update(carts).set({ customerId }).where(eq(carts.id, cartId));
        for (const [productId, quantity] of lines) await addLine(tx, cartId, productId, quantity);
        if (custom.length) await tx.insert(customItems).values(custom.map((c) => ({ cartId, sku: c.sku, quantity: c.quantity })));
        await touch(tx, cartId);
        return loadOrThrow(tx, cartId, buyer);
      });
    }),

    /** Adds a product; adding one already in the cart increases that line's quantity. */
    addItem: (cartId: string, input: { product_id: number; quantity: number; customer_id?: number | null }, idempotencyKey?: string, buyer?: Buyer) => transaction(async (tx) => {
      const cart = await lockCart(tx, cartId);
      // The caller says who is buying (null: a guest); without a word, the cart's owner is the buyer.
      const customer = input.customer_id === undefined ? cart.customerId : input.customer_id;
      const request = idempotencyKey
        ? { key: idempotencyKey, fingerprint: addFingerprint([[input.product_id, input.quantity]], [], customer) }
        : undefined;
      return onceFor(tx, request, async () => {
        if (input.customer_id) await assertCustomer(tx, input.customer_id);
        await assertSellable(tx, [input.product_id], { guest: !signedInFor(buyer, customer) });
        await addLine(tx, cartId, input.product_id, input.quantity);
        await touch(tx, cartId);
        return loadOrThrow(tx, cartId, buyer);
      });
    }),

    /** Sets a line's quantity. */
    updateItem: (cartId: string, itemId: string, input: { product_id?: number; quantity: number }, buyer?: Buyer) => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const [line] = await tx.select().from(cartLines).where(and(eq(cartLines.id, itemId), eq(cartLines.cartId, cartId)));
      if (!line) throw notFound(`Cart ${cartId} has no item ${itemId}.`);
      if (input.product_id !== undefined && input.product_id !== line.productId) {
        throw unprocessable('The item does not hold this product', { product_id: [`Item ${itemId} holds product ${line.productId}.`] });
      }
      // Changing the quantity of a line already in the cart reveals no new price: only stock matters.
      if (input.quantity > line.quantity) await assertSellable(tx, [line.productId], { guest: false });
      // A custom price was agreed for the quantity the line had: fewer units go back to the catalogue's price (0065).
      await tx.update(cartLines).set({ quantity: input.quantity, ...(input.quantity < line.quantity ? { customPrice: null } : {}) }).where(eq(cartLines.id, itemId));
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId, buyer);
    }),

    deleteItem: (cartId: string, itemId: string, buyer?: Buyer) => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const deleted = await tx.delete(cartLines).where(and(eq(cartLines.id, itemId), eq(cartLines.cartId, cartId))).returning({ id: cartLines.id });
      if (deleted.length === 0) throw notFound(`Cart ${cartId} has no item ${itemId}.`);
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId, buyer);
    }),

    /**
     * Applies a coupon by code (any case). An unknown, switched-off, not yet started or expired coupon,
     * or a subtotal below its minimum, is a 422 with the reason as title, and nothing is written; so is a
     * second discount (percent or fixed) or a second free-shipping coupon (decision 0055).
     * Applying a coupon the cart already holds starts its 72 hours again.
     */
    applyCoupon: (cartId: string, code: string, buyer?: Buyer) => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const before = await loadOrThrow(tx, cartId, buyer);
      const [coupon] = await tx.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code.trim()})`);
      const refusal = couponRefusal(coupon ?? null, toCents(before.cart_amount), now());
      if (refusal || !coupon) {
        throw unprocessable(refusal?.title ?? 'Unknown coupon', { coupon: [`${refusal?.title ?? 'Unknown coupon'}: ${code.trim()}`] });
      }
      // One discount coupon and one free-shipping coupon per order (decision 0055), among those still active.
      const stacked = couponStackRefusal(before.coupons.map((held) => ({ code: held.code, type: held.coupon_type })), coupon);
      if (stacked) throw unprocessable(stacked.title, { coupon: [stacked.title] });
      await tx.insert(cartCoupons).values({ cartId, couponId: coupon.id, addedAt: now() })
        .onConflictDoUpdate({ target: [cartCoupons.cartId, cartCoupons.couponId], set: { addedAt: now() } });
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId, buyer);
    }),

    /** Removes a coupon by code (any case); a coupon the cart does not hold is a 404. */
    removeCoupon: (cartId: string, code: string, buyer?: Buyer) => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const removed = await tx.delete(cartCoupons).where(and(
        eq(cartCoupons.cartId, cartId),
        inArray(cartCoupons.couponId, tx.select({ id: coupons.id }).from(coupons).where(sql`lower(${coupons.code}) = lower(${code.trim()})`)),
      )).returning({ id: cartCoupons.couponId });
      if (removed.length === 0) throw notFound(`Cart ${cartId} has no coupon ${code.trim()}.`);
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId, buyer);
    }),

    /**
     * Products bought with the cart's: those sharing the most categories with its lines, best
     * reviewed first, not in the cart, at most {@link RELATED_LIMIT}; hide_price products only for a
     * signed-in buyer; priced for the buyer by the one rule.
     */
    relatedProducts: async (cartId: string, buyer?: Buyer) => {
      const [cart] = await db.select({ customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId));
      if (!cart) throw notFound(`No cart has the id ${cartId}.`);
      const signedIn = signedInFor(buyer, cart.customerId);
      const { rows } = (await db.execute(sql`
        with in_cart as (select product_id from ${cartLines} where cart_id = ${cartId}),
        shared as (
          select pc.product_id, count(*)::int as n
          from ${productCategories} pc
          where pc.category_id in (select category_id from ${productCategories} where product_id in (select product_id from in_cart))
            and pc.product_id not in (select product_id from in_cart)
          group by pc.product_id
        )
        select p.id, p.handle, p.sku, p.title, p.price, p.list_price, p.non_map_price, p.allow_non_map_pricing,
          coalesce(i.status::text, 'out') as status,
          coalesce((select json_agg(json_build_object('minQuantity', t.min_quantity, 'maxQuantity', t.max_quantity, 'price', t.price))
            from ${pricingTiers} t where t.product_id = p.id), '[]'::json) as tiers
        from shared s join ${products} p on p.id = s.product_id left join ${inventory} i on i.product_id = p.id
        where ${signedIn ? sql`true` : sql`not p.hide_price`}
        order by s.n desc, p.review_count desc, p.id
        limit ${RELATED_LIMIT}
      `)) as unknown as { rows: RelatedRow[] };
      return rows.map((row) => ({
        id: row.id,
        handle: row.handle,
        sku: row.sku,
        title: row.title,
        price: toDollars(lineUnitPriceCents({ price: row.price, nonMapPrice: row.non_map_price, allowNonMapPricing: row.allow_non_map_pricing, tiers: row.tiers }, 1, signedIn)),
        list_price: row.list_price === null ? null : toDollars(row.list_price),
        inventory_status: row.status,
        image_url: productImage(row.sku, row.title).url,
      }));
    },
  };
}

/** How many related products commerce-api answers (the storefront shows 3: cart-domain `crossSaleList`). */
export const RELATED_LIMIT = 6;

interface RelatedRow {
  id: number; handle: string; sku: string; title: string; price: number; list_price: number | null;
  non_map_price: number | null; allow_non_map_pricing: boolean; status: 'in' | 'out' | 'backorder';
  tiers: { minQuantity: number; maxQuantity: number | null; price: number }[];
}

export type CartService = ReturnType<typeof createCartService>;
