/**
 * Saved products, rewards points and product reviews: the pure rules (spec account.md 3, 9 and
 * shopping.md 5; docs/decisions/0025).
 *
 * @packageDocumentation
 */

/** Saved products, reviews and questions start at page 1 (spec account.md 9). */
export const CONTENT_FIRST_PAGE = 1;

/** Page sizes: saved products and rewards history 12 and 10; reviews and questions 5 a page. */
export const SAVED_PRODUCTS_PAGE_SIZE = 12;
export const REWARDS_HISTORY_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE = 5;

/**
 * The paging of a list: `last_page` is at least 1 (an empty list has one, empty, page).
 *
 * @example
 * ```ts
 * pageMeta(35, 10, 2); // { current_page: 2, per_page: 10, total: 35, last_page: 4 }
 * ```
 */
export function pageMeta(total: number, perPage: number, page: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * Points an order earns: each line's unit price earns its whole-dollar points (`pointsOfPrice`,
 * `@pool/pricing`'s `rewardPoints`) once per unit, the same figure the product page promises.
 * Free lines earn nothing.
 *
 * @example
 * ```ts
 * orderRewardPoints([{ unitPriceCents: 1999, quantity: 2 }], (cents) => Math.floor(cents / 100)); // 38
 * ```
 */
export function orderRewardPoints(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  pointsOfPrice: (cents: number) => number,
): number {
  return lines.reduce((sum, line) => sum + Math.max(0, pointsOfPrice(line.unitPriceCents)) * Math.max(0, line.quantity), 0);
}

/**
 * Whether a balance pays for a reward: enough points, and a positive cost.
 *
 * @example
 * ```ts
 * canRedeem(500, 500); // true
 * canRedeem(499, 500); // false
 * ```
 */
export function canRedeem(balance: number, cost: number): boolean {
  return Number.isInteger(cost) && cost > 0 && balance >= cost;
}

/** A product's review aggregate: the average rating (one decimal, 0 with no reviews) and the count. */
export interface RatingAggregate {
  average: number;
  count: number;
}

/**
 * The aggregate after one more review of `rating` (1-5): the count grows by one and the average
 * moves towards the new rating, rounded to one decimal like the catalogue's `review_star_rating`.
 *
 * @example
 * ```ts
 * addRating({ average: 0, count: 0 }, 4); // { average: 4, count: 1 }
 * addRating({ average: 4, count: 1 }, 5); // { average: 4.5, count: 2 }
 * ```
 */
export function addRating(current: RatingAggregate, rating: number): RatingAggregate {
  const count = current.count + 1;
  const average = Math.round(((current.average * current.count + rating) / count) * 10) / 10;
  return { average: Math.min(5, Math.max(1, average)), count };
}

/**
 * The toast after saving a product without a pool (a customer without pools, or "No pool"). The spec's
 * only save toast names a pool ('Product Saved to {pool name}', `ACCOUNT_SUCCESS_MESSAGES.productSavedTo`)
 * and has no text for this case; this says what happened without naming one (decision 0033).
 *
 * @example
 * ```ts
 * import { SAVED_PRODUCT_MESSAGE } from '@pool/account-domain';
 * SAVED_PRODUCT_MESSAGE; // 'Product Saved'
 * ```
 */
export const SAVED_PRODUCT_MESSAGE = 'Product Saved';
