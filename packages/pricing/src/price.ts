/**
 * What a viewer sees of a product's price: visibility (hide_price, non-MAP), tiers, list price and
 * savings, sale state and reward points.
 */
import { toCents, type Cents } from './money.js';

/**
 * A quantity break as upstream sends it: `price` (dollars) applies from `min_quantity` up to and
 * including `max_quantity`; a `null` maximum leaves the tier open-ended.
 *
 * @example
 * ```ts
 * const tiers: PricingTier[] = [
 *   { min_quantity: 1, max_quantity: 9, price: 19.99 },
 *   { min_quantity: 10, max_quantity: null, price: 17.99 },
 * ];
 * ```
 */
export interface PricingTier {
  min_quantity: number;
  max_quantity: number | null;
  price: number;
}

/**
 * The pricing fields of a product as upstream sends them (amounts in dollars).
 *
 * @example
 * ```ts
 * const product: PricingInput = { price: 19.99, list_price: 24.99, on_sale: true, promotion_end: '2025-07-04T05:00:00Z' };
 * ```
 */
export interface PricingInput {
  price: number;
  list_price?: number | null;
  on_sale?: boolean;
  promotion_end?: string | null;
  hide_price?: boolean;
  allow_non_map_pricing?: boolean;
  non_map_price?: number | null;
  pricing_tiers?: PricingTier[] | null;
}

/**
 * Who is looking at the price. Only signed-in customers see `hide_price` prices and non-MAP prices.
 *
 * @example
 * ```ts
 * const guest: Viewer = { signedIn: false };
 * ```
 */
export interface Viewer {
  signedIn: boolean;
}

/**
 * Shown to guests instead of the price of a `hide_price` product.
 *
 * @example
 * ```ts
 * if (view.visibility === 'hidden') render(HIDDEN_PRICE_MESSAGE); // 'Available in store. Call for details'
 * ```
 */
export const HIDDEN_PRICE_MESSAGE = 'Available in store. Call for details';

/**
 * Label of the phone-number link shown to guests next to {@link HIDDEN_PRICE_MESSAGE}.
 *
 * @example
 * ```ts
 * renderPhoneLink(HIDDEN_PRICE_PHONE_LABEL); // 'In store phone sales'
 * ```
 */
export const HIDDEN_PRICE_PHONE_LABEL = 'In store phone sales';

/**
 * The resolved price display. `hidden` carries the spec's in-store texts and no amount at all, so a
 * hidden price cannot leak into markup; `shown` carries every amount in cents.
 *
 * @example
 * ```ts
 * const view: PriceView = resolvePrice({ price: 19.99, list_price: 24.99 }, { signedIn: false });
 * if (view.visibility === 'shown' && view.listPrice !== null) {
 *   // strike through formatMoney(view.listPrice), show `Save ${view.savingsPercent}%`
 * }
 * ```
 */
export type PriceView =
  | { visibility: 'hidden'; message: typeof HIDDEN_PRICE_MESSAGE; phoneLabel: typeof HIDDEN_PRICE_PHONE_LABEL }
  | {
      visibility: 'shown';
      /** The price to charge and show, after tiers and non-MAP pricing. */
      price: Cents;
      /** The list price, only when it is above `price`. */
      listPrice: Cents | null;
      /** Rounded percentage saved against `listPrice`; `null` when there is no list price to show. */
      savingsPercent: number | null;
      /** On sale, and the promotion (if it has an end) has not ended. */
      onSale: boolean;
      /** End of the running promotion (upstream string), `null` when not on sale or open-ended. */
      promotionEnd: string | null;
      /** The quantity tier whose price is `price`, if a tier set it. */
      tier: PricingTier | null;
      /** `price` is the special non-MAP price (signed-in customers only). */
      nonMap: boolean;
      /** Reward points earned for one unit at `price`. */
      rewardPoints: number;
    };

/**
 * Reward points for one unit: the whole-dollar part of the price (never negative).
 *
 * @example
 * ```ts
 * rewardPoints(1999); // 19
 * rewardPoints(99); // 0
 * ```
 */
export function rewardPoints(price: Cents): number {
  return Math.max(0, Math.floor(price / 100));
}

/**
 * Savings of `price` against `listPrice` as a whole percentage, rounded; `null` when there is no
 * list price or it is not above the price (a list price is only shown when above the price).
 *
 * @example
 * ```ts
 * savingsPercent(1999, 2999); // 33
 * savingsPercent(1999, 1999); // null
 * savingsPercent(1999, null); // null
 * ```
 */
export function savingsPercent(price: Cents, listPrice: Cents | null | undefined): number | null {
  if (listPrice === null || listPrice === undefined || !(listPrice > price) || listPrice <= 0) return null;
  const saved = listPrice - Math.max(0, price);
  return Math.round((saved / listPrice) * 100);
}

/**
 * The tier that covers `quantity`: `min_quantity <= quantity <= max_quantity`, where a missing
 * maximum is open-ended. When several tiers overlap, the first listed wins.
 *
 * @example
 * ```ts
 * findTier([{ min_quantity: 10, max_quantity: null, price: 17.99 }], 12); // that tier
 * findTier([{ min_quantity: 10, max_quantity: 20, price: 17.99 }], 21); // null
 * ```
 */
export function findTier(tiers: readonly PricingTier[] | null | undefined, quantity: number): PricingTier | null {
  if (!tiers) return null;
  return (
    tiers.find(
      (tier) => quantity >= tier.min_quantity && (tier.max_quantity === null || tier.max_quantity === undefined || quantity <= tier.max_quantity),
    ) ?? null
  );
}

/**
 * Whether a product flagged `on_sale` is still on sale at `now`: a promotion ends at `promotion_end`
 * (the end instant itself is no longer on sale). Without `now`, or with an end that is missing or not
 * a date, the `on_sale` flag stands.
 *
 * @example
 * ```ts
 * isOnSale({ on_sale: true, promotion_end: '2025-01-01T00:00:00Z' }, new Date('2025-02-01')); // false
 * isOnSale({ on_sale: true }); // true
 * ```
 */
export function isOnSale(product: Pick<PricingInput, 'on_sale' | 'promotion_end'>, now?: Date): boolean {
  if (!product.on_sale) return false;
  if (!now || !product.promotion_end) return true;
  const end = Date.parse(product.promotion_end);
  if (Number.isNaN(end)) return true;
  return now.getTime() < end;
}

/**
 * Whether `viewer` may learn nothing of `product`'s price: neither the price itself nor anything
 * computed from it (a protection plan priced as a share of it, a cart total with it). The one rule for
 * every answer that depends on a price.
 *
 * @example
 * ```ts
 * isPriceHiddenFrom({ hide_price: true }, { signedIn: false }); // true
 * isPriceHiddenFrom({ hide_price: true }, { signedIn: true }); // false
 * ```
 */
export function isPriceHiddenFrom(product: { hide_price?: boolean | null | undefined }, viewer: Viewer): boolean {
  return Boolean(product.hide_price) && !viewer.signedIn;
}

/**
 * The unit price a viewer pays for a product at a quantity, in cents: THE pricing rule, used by the
 * product page (through {@link resolvePrice}), the BFF's cart view and commerce-api's cart totals, so
 * that the page and the cart always agree (docs/decisions/0019).
 *
 * The price is the lowest of the regular price, the non-MAP price (signed-in viewers of products that
 * `allow_non_map_pricing`) and the price of the tier covering the quantity. `tier` and `nonMap` tell
 * which of them set it (a tier wins a tie, then non-MAP). It says nothing of visibility: ask
 * {@link isPriceHiddenFrom} before showing it.
 *
 * @throws RangeError when `product.price` is not a finite number (see {@link toCents}).
 * @example
 * ```ts
 * unitPrice({ price: 24.99, allow_non_map_pricing: true, non_map_price: 21.99 }, 1, { signedIn: true });
 * // { price: 2199, tier: null, nonMap: true }
 * unitPrice({ price: 24.99, allow_non_map_pricing: true, non_map_price: 21.99 }, 1, { signedIn: false });
 * // { price: 2499, tier: null, nonMap: false }
 * ```
 */
export function unitPrice(
  product: Pick<PricingInput, 'price' | 'allow_non_map_pricing' | 'non_map_price' | 'pricing_tiers'>,
  quantity: number,
  viewer: Viewer,
): { price: Cents; tier: PricingTier | null; nonMap: boolean } {
  let price = toCents(product.price);
  let tier: PricingTier | null = null;
  let nonMap = false;

  const nonMapPrice = product.non_map_price;
  if (viewer.signedIn && product.allow_non_map_pricing && typeof nonMapPrice === 'number' && Number.isFinite(nonMapPrice)) {
    const cents = toCents(nonMapPrice);
    if (cents < price) {
      price = cents;
      nonMap = true;
    }
  }

  const matched = findTier(product.pricing_tiers, quantity);
  if (matched && Number.isFinite(matched.price)) {
    const cents = toCents(matched.price);
    if (cents <= price) {
      price = cents;
      tier = matched;
      nonMap = false;
    }
  }
  return { price, tier, nonMap };
}

/**
 * Resolves what `viewer` sees of `product`'s price for `options.quantity` (default 1) at
 * `options.now`.
 *
 * - `hide_price` products are hidden from guests only.
 * - The price is {@link unitPrice}'s: the lowest of the regular price, the non-MAP price (signed-in
 *   viewers of products that `allow_non_map_pricing`) and the price of the tier covering the quantity.
 * - A list price is kept only when above that price; savings are rounded from it.
 * - A promotion whose `promotion_end` is past `options.now` is no longer on sale.
 *
 * @throws RangeError when `product.price` is not a finite number (see {@link toCents}).
 * @example
 * ```ts
 * resolvePrice({ price: 24.99, list_price: 29.99, pricing_tiers: [{ min_quantity: 10, max_quantity: null, price: 19.99 }] },
 *   { signedIn: false }, { quantity: 10 });
 * // { visibility: 'shown', price: 1999, listPrice: 2999, savingsPercent: 33, tier: {...}, rewardPoints: 19, ... }
 * resolvePrice({ price: 99, hide_price: true }, { signedIn: false });
 * // { visibility: 'hidden', message: 'Available in store. Call for details', phoneLabel: 'In store phone sales' }
 * ```
 */
export function resolvePrice(product: PricingInput, viewer: Viewer, options: { quantity?: number; now?: Date } = {}): PriceView {
  if (isPriceHiddenFrom(product, viewer)) {
    return { visibility: 'hidden', message: HIDDEN_PRICE_MESSAGE, phoneLabel: HIDDEN_PRICE_PHONE_LABEL };
  }

  const { price, tier, nonMap } = unitPrice(product, options.quantity ?? 1, viewer);

  const list = typeof product.list_price === 'number' && Number.isFinite(product.list_price) ? toCents(product.list_price) : null;
  const listPrice = list !== null && list > price ? list : null;
  const onSale = isOnSale(product, options.now);

  return {
    visibility: 'shown',
    price,
    listPrice,
    savingsPercent: savingsPercent(price, listPrice),
    onSale,
    promotionEnd: onSale ? (product.promotion_end ?? null) : null,
    tier,
    nonMap,
    rewardPoints: rewardPoints(price),
  };
}
