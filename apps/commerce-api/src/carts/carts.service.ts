import type { Cart } from '@pool/api-contract';
import { HIDDEN_PRICE_MESSAGE } from '@pool/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, carts, customers, customItems, inventory, pricingTiers, products } from '../db/schema.js';
import { productImage, toDollars } from '../catalog/products.js';
import type { HttpError} from '../http/problem.js';
import { notFound, unprocessable } from '../http/problem.js';

/** The spec's per-product quantity limit (shopping.md section 9). */
export const MAX_QUANTITY_PER_PRODUCT = 500;

type Tx = Db;

export interface CreateCartInput {
  line_items: { product_id: number; quantity: number }[];
  custom_items: { sku: string; quantity: number }[];
  customer_id?: number | null;
}

/** The unit price for a quantity: the matching pricing tier when the product has tiers, else its price. */
export function unitPriceCents(price: number, tiers: { minQuantity: number; maxQuantity: number | null; price: number }[], quantity: number): number {
  const tier = tiers.find((t) => quantity >= t.minQuantity && (t.maxQuantity === null || quantity <= t.maxQuantity));
  return tier ? tier.price : price;
}

function quantityCapError(total: number): HttpError {
  return unprocessable(`You can add at most ${MAX_QUANTITY_PER_PRODUCT} of a product to the cart.`, {
    quantity: [`The cart would hold ${total} of this product; the limit is ${MAX_QUANTITY_PER_PRODUCT}.`],
  });
}

/**
 * Checks that a product exists and can be sold now (in stock, or backorderable) to this buyer: a
 * `hide_price` product is sold to signed-in customers only (docs/decisions/0006), because a cart line
 * always shows its price.
 */
async function assertSellable(tx: Tx, productIds: number[], buyer: { guest: boolean }): Promise<void> {
  const rows = await tx.select({ id: products.id, status: inventory.status, canBackorder: inventory.canBackorder, hidePrice: products.hidePrice })
    .from(products).leftJoin(inventory, eq(inventory.productId, products.id))
    .where(inArray(products.id, productIds));
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

async function assertCustomer(tx: Tx, customerId: number): Promise<void> {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw unprocessable('Unknown customer', { customer_id: [`No customer has the id ${customerId}.`] });
}

/** Locks the cart row for the rest of the transaction, so concurrent writes to one cart serialise. */
async function lockCart(tx: Tx, cartId: string): Promise<{ customerId: number | null }> {
  const [row] = await tx.select({ id: carts.id, customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId)).for('update');
  if (!row) throw notFound(`No cart has the id ${cartId}.`);
  return { customerId: row.customerId };
}

async function touch(tx: Tx, cartId: string): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export function createCartService(db: Db) {
  async function load(tx: Tx, cartId: string): Promise<Cart | null> {
    const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId));
    if (!cart) return null;
    const [lines, custom] = await Promise.all([
      tx.select({ line: cartLines, product: products, level: inventory.level })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .leftJoin(inventory, eq(inventory.productId, products.id))
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.position)),
      tx.select().from(customItems).where(eq(customItems.cartId, cartId)).orderBy(asc(customItems.sku)),
    ]);
    const productIds = lines.map((l) => l.product.id);
    const tiers = productIds.length ? await tx.select().from(pricingTiers).where(inArray(pricingTiers.productId, productIds)) : [];
    let amountCents = 0;
    const shaped = lines.map(({ line, product, level }) => {
      const unit = unitPriceCents(product.price, tiers.filter((t) => t.productId === product.id), line.quantity);
      amountCents += unit * line.quantity;
      return {
        id: line.id,
        product_id: product.id,
        sku: product.sku,
        quantity: line.quantity,
        price: toDollars(unit),
        list_price: product.listPrice === null ? null : toDollars(product.listPrice),
        image_url: productImage(product.sku, product.title).url,
        is_subscription: line.isSubscription,
        period: line.period,
        inventory_level: level ?? 0,
        hide_price: product.hidePrice,
        product_view: { handle: product.handle, title: product.title, name: product.title },
      };
    });
    return {
      id: cart.id,
      customer_id: cart.customerId,
      cart_amount: toDollars(amountCents),
      products: shaped,
      coupons: [],
      custom_products: custom.map((c) => ({ id: c.id, sku: c.sku, is_subscription: c.isSubscription, quantity: c.quantity })),
      redirect_urls: { embedded_checkout_url: null },
    };
  }

  async function loadOrThrow(tx: Tx, cartId: string): Promise<Cart> {
    const cart = await load(tx, cartId);
    if (!cart) throw notFound(`No cart has the id ${cartId}.`);
    return cart;
  }

  const transaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Tx));

  return {
    get: (cartId: string) => loadOrThrow(db, cartId),

    /** Creates a cart with its first lines; repeated products in the payload are merged. */
    create: (sessionId: string, input: CreateCartInput) => transaction(async (tx) => {
      const merged = new Map<number, number>();
      for (const item of input.line_items) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
      for (const total of merged.values()) if (total > MAX_QUANTITY_PER_PRODUCT) throw quantityCapError(total);
      if (input.customer_id) await assertCustomer(tx, input.customer_id);
      await assertSellable(tx, [...merged.keys()], { guest: !input.customer_id });
      const [cart] = await tx.insert(carts).values({ sessionId, customerId: input.customer_id ?? null }).returning({ id: carts.id });
      const cartId = cart!.id;
      await tx.insert(cartLines).values([...merged].map(([productId, quantity]) => ({ cartId, productId, quantity })));
      if (input.custom_items.length) {
        await tx.insert(customItems).values(input.custom_items.map((c) => ({ cartId, sku: c.sku, quantity: c.quantity })));
      }
      return loadOrThrow(tx, cartId);
    }),

    /** Adds a product; adding one already in the cart increases that line's quantity. */
    addItem: (cartId: string, input: { product_id: number; quantity: number; customer_id?: number | null }) => transaction(async (tx) => {
      const cart = await lockCart(tx, cartId);
      if (input.customer_id) await assertCustomer(tx, input.customer_id);
      // The caller says who is buying (null: a guest); without a word, the cart's owner is the buyer.
      const buyer = input.customer_id === undefined ? cart.customerId : input.customer_id;
      await assertSellable(tx, [input.product_id], { guest: buyer === null });
      const [existing] = await tx.select({ id: cartLines.id, quantity: cartLines.quantity }).from(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, input.product_id), eq(cartLines.isSubscription, false)));
      const total = (existing?.quantity ?? 0) + input.quantity;
      if (total > MAX_QUANTITY_PER_PRODUCT) throw quantityCapError(total);
      if (existing) await tx.update(cartLines).set({ quantity: total }).where(eq(cartLines.id, existing.id));
      else await tx.insert(cartLines).values({ cartId, productId: input.product_id, quantity: input.quantity });
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId);
    }),

    /** Sets a line's quantity. */
    updateItem: (cartId: string, itemId: string, input: { product_id?: number; quantity: number }) => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const [line] = await tx.select().from(cartLines).where(and(eq(cartLines.id, itemId), eq(cartLines.cartId, cartId)));
      if (!line) throw notFound(`Cart ${cartId} has no item ${itemId}.`);
      if (input.product_id !== undefined && input.product_id !== line.productId) {
        throw unprocessable('The item does not hold this product', { product_id: [`Item ${itemId} holds product ${line.productId}.`] });
      }
      // Changing the quantity of a line already in the cart reveals no new price: only stock matters.
      if (input.quantity > line.quantity) await assertSellable(tx, [line.productId], { guest: false });
      await tx.update(cartLines).set({ quantity: input.quantity }).where(eq(cartLines.id, itemId));
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId);
    }),

    deleteItem: (cartId: string, itemId: string) => transaction(async (tx) => {
      await lockCart(tx, cartId);
      const deleted = await tx.delete(cartLines).where(and(eq(cartLines.id, itemId), eq(cartLines.cartId, cartId))).returning({ id: cartLines.id });
      if (deleted.length === 0) throw notFound(`Cart ${cartId} has no item ${itemId}.`);
      await touch(tx, cartId);
      return loadOrThrow(tx, cartId);
    }),
  };
}

export type CartService = ReturnType<typeof createCartService>;
