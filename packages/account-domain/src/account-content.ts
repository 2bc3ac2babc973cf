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
 * Points an order earns (decision 0055): one per whole dollar of what was paid for the goods, that is
 * the lines' subtotal less the coupons' discount; shipping and tax earn nothing. A list price never
 * counts, only the charged one.
 *
 * @example
 * ```ts
 * orderRewardPoints({ subtotalCents: 4000, discountCents: 400 }); // 36
 * orderRewardPoints({ subtotalCents: 1999, discountCents: 0 }); // 19
 * ```
 */
export function orderRewardPoints(order: { subtotalCents: number; discountCents: number }): number {
  const paid = Math.max(0, order.subtotalCents) - Math.max(0, order.discountCents);
  return Math.max(0, Math.floor(paid / 100));
}

/**
 * Points a return takes back from what its order earned (decision 0055): the order's points in the
 * share of its subtotal returned so far (this return and the earlier ones, rounded down), less what
 * earlier returns already took back. Returning every line takes back every point; no return takes back
 * more than is left.
 *
 * @example
 * ```ts
 * returnPointsReversal({ earned: 36, subtotalCents: 4000, returnedCents: 1000, reversedBefore: 0 }); // 9
 * returnPointsReversal({ earned: 36, subtotalCents: 4000, returnedCents: 4000, reversedBefore: 9 }); // 27
 * ```
 */
export function returnPointsReversal(input: { earned: number; subtotalCents: number; returnedCents: number; reversedBefore: number }): number {
  const earned = Math.max(0, input.earned);
  const left = Math.max(0, earned - Math.max(0, input.reversedBefore));
  if (input.subtotalCents <= 0) return left;
  const share = Math.min(1, Math.max(0, input.returnedCents) / input.subtotalCents);
  const due = Math.floor(earned * share) - Math.max(0, input.reversedBefore);
  return Math.min(left, Math.max(0, due));
}

/**
 * What undoing an order does to the points ledger (decision 0055): a cancelled order takes back what
 * it earned and earlier returns did not already take back (`reversal`, as a negative row); a cancelled
 * or returned reward order gives back the points it was paid with (`refund`); nothing when nothing is
 * left to undo.
 *
 * @example
 * ```ts
 * cancelledOrderPoints({ earned: 36, reversedBefore: 9, redeemed: 0 }); // { kind: 'reversal', points: -27 }
 * cancelledOrderPoints({ earned: 0, reversedBefore: 0, redeemed: 250 }); // { kind: 'refund', points: 250 }
 * ```
 */
export function cancelledOrderPoints(input: { earned: number; reversedBefore: number; redeemed: number }):
  { kind: 'reversal' | 'refund'; points: number } | null {
  if (input.redeemed > 0) return { kind: 'refund', points: input.redeemed };
  const left = Math.max(0, input.earned) - Math.max(0, input.reversedBefore);
  return left > 0 ? { kind: 'reversal', points: -left } : null;
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
 * The refusal of a second review of a product by the same customer (decision 0055): one review per
 * customer and product, whether the first is still awaiting moderation, approved or rejected.
 *
 * @example
 * ```ts
 * REVIEW_ALREADY_WRITTEN; // 'You have already reviewed this product.'
 * ```
 */
export const REVIEW_ALREADY_WRITTEN = 'You have already reviewed this product.';

/**
 * How a review awaiting moderation is marked for its writer (the only one who sees it before approval).
 *
 * @example
 * ```ts
 * REVIEW_AWAITING_MODERATION; // 'Awaiting moderation'
 * ```
 */
export const REVIEW_AWAITING_MODERATION = 'Awaiting moderation';

/** Where a review stands: held until staff approve it (decision 0055). */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/**
 * A staff decision on a pending review: only a pending review can be decided, once; approving it is
 * what makes it count toward the rating (`countsNow`).
 *
 * @example
 * ```ts
 * moderateReview('pending', 'approve'); // { ok: true, status: 'approved', countsNow: true }
 * moderateReview('approved', 'reject'); // { ok: false, message: 'This review was already approved.' }
 * ```
 */
export function moderateReview(current: ReviewStatus, decision: 'approve' | 'reject'):
  { ok: true; status: 'approved' | 'rejected'; countsNow: boolean } | { ok: false; message: string } {
  if (current !== 'pending') return { ok: false, message: `This review was already ${current}.` };
  return decision === 'approve' ? { ok: true, status: 'approved', countsNow: true } : { ok: true, status: 'rejected', countsNow: false };
}
