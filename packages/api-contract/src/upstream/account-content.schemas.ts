import { z } from 'zod';
import { ProductSummarySchema } from './catalog.schemas.js';

/** Page numbers of the account lists start at 1 (spec account.md 9). */
export const PageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const PageMetaSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  last_page: z.number().int().min(1),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const SkuParamSchema = z.object({ sku: z.string().trim().min(1).max(64).regex(/^[\w.-]+$/, 'invalid sku') });

/** The pool a saved product belongs to (decision 0033): one of the customer's own pools. */
export const SavedProductPoolSchema = z.object({ id: z.number().int(), name: z.string() });
export type SavedProductPool = z.infer<typeof SavedProductPoolSchema>;

/** A pool id from the caller: any positive whole number; one that is not the customer's pool is a 404. */
const poolId = z.coerce.number().int('invalid pool').min(1, 'invalid pool');

/** The saved-products list: a page, and optionally only one pool's products (`pool`). */
export const SavedProductsQuerySchema = PageQuerySchema.extend({ pool: poolId.optional() });

/** Saving a product: into one of the customer's pools (`pool_id`), or into none (null or left out). */
export const SaveProductBodySchema = z.object({
  pool_id: z.number().int('invalid pool').min(1, 'invalid pool').nullable().default(null),
}).strict().default({});
export type SaveProductBody = z.input<typeof SaveProductBodySchema>;

/** A saved product: the catalogue's product summary and the pool it is saved in (or null). */
export const SavedProductSchema = ProductSummarySchema.extend({ pool: SavedProductPoolSchema.nullable() });
/** A page of the customer's saved products (newest first). */
export const SavedProductsPageSchema = PageMetaSchema.extend({ data: z.array(SavedProductSchema) });
export type SavedProductsPage = z.infer<typeof SavedProductsPageSchema>;
/** A save or removal: the product, whether it is saved now, and the pool it is saved in (null when none or removed). */
export const SavedProductAnswerSchema = z.object({ product_id: z.number().int(), saved: z.boolean(), pool: SavedProductPoolSchema.nullable() });
export type SavedProductAnswer = z.infer<typeof SavedProductAnswerSchema>;

/** The rewards member: the customer and their points balance. */
export const RewardsUserSchema = z.object({ user_id: z.number().int(), email: z.string(), points: z.number().int() });
export type RewardsUser = z.infer<typeof RewardsUserSchema>;

/** A product that can be bought with points. */
export const RewardProductSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  handle: z.string(),
  image: z.string(),
  points: z.number().int().positive(),
});
export type RewardProduct = z.infer<typeof RewardProductSchema>;
export const RewardProductsSchema = z.object({ data: z.array(RewardProductSchema) });

export const PointsTransactionSchema = z.object({
  id: z.number().int(),
  /** `reversal` takes back an order's points (cancelled or returned), `refund` gives back a reward order's (decision 0055). */
  kind: z.enum(['order', 'redeem', 'reversal', 'refund']),
  points: z.number().int(),
  description: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PointsTransaction = z.infer<typeof PointsTransactionSchema>;
export const PointsTransactionsSchema = z.object({ meta: PageMetaSchema, points_transactions: z.array(PointsTransactionSchema) });
export type PointsTransactions = z.infer<typeof PointsTransactionsSchema>;

export const RewardBuyBodySchema = z.object({ productId: z.number().int().min(1).max(2_147_483_647) });
/**
 * A redemption: the balance left, the ledger's debit, the reward product and the $0.00 order that ships
 * it (decision 0036). `created` is false when the idempotency key had already redeemed (the same answer).
 */
export const RewardBuyAnswerSchema = z.object({
  points: z.number().int(),
  transaction: PointsTransactionSchema,
  product: RewardProductSchema,
  order: z.object({ id: z.number().int(), number: z.string() }),
  created: z.boolean(),
});
export type RewardBuyAnswer = z.infer<typeof RewardBuyAnswerSchema>;

/** Review and question limits (the messages are the forms' field messages). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 5000;

export const ReviewBodySchema = z.object({
  sku: z.string().trim().min(1, 'Product is required.').max(64),
  rating: z.number({ invalid_type_error: 'Please choose a rating from 1 to 5.' }).int('Please choose a rating from 1 to 5.')
    .min(1, 'Please choose a rating from 1 to 5.').max(5, 'Please choose a rating from 1 to 5.'),
  title: z.string().trim().min(1, 'Title is required.').max(REVIEW_TITLE_MAX, `Title must be at most ${REVIEW_TITLE_MAX} characters.`),
  text: z.string().trim().min(REVIEW_TEXT_MIN, `Review must have at least ${REVIEW_TEXT_MIN} characters.`)
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters.`),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export const QuestionBodySchema = z.object({
  sku: z.string().trim().min(1, 'Product is required.').max(64),
  text: z.string().trim().min(REVIEW_TEXT_MIN, `Question must have at least ${REVIEW_TEXT_MIN} characters.`)
    .max(REVIEW_TEXT_MAX, `Question must be at most ${REVIEW_TEXT_MAX} characters.`),
});
export type QuestionBody = z.infer<typeof QuestionBodySchema>;

export const ReviewSchema = z.object({
  id: z.number().int(), author: z.string(), rating: z.number().int().min(1).max(5), title: z.string(), text: z.string(), created_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const QuestionSchema = z.object({
  id: z.number().int(), author: z.string(), text: z.string(), answer: z.string().nullable(), created_at: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const ProductListQuerySchema = PageQuerySchema.extend({ productId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A page of a product's reviews, with the product's aggregate (what the stars show). */
export const ReviewsPageSchema = PageMetaSchema.extend({
  data: z.array(ReviewSchema), average: z.number().min(0).max(5), count: z.number().int().nonnegative(),
});
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>;
export const QuestionsPageSchema = PageMetaSchema.extend({ data: z.array(QuestionSchema) });
export type QuestionsPage = z.infer<typeof QuestionsPageSchema>;

/** A review awaiting moderation, with the product it is about (the staff queue, decision 0055). */
export const PendingReviewSchema = ReviewSchema.extend({
  product: z.object({ id: z.number().int(), sku: z.string(), title: z.string(), handle: z.string() }),
});
export type PendingReview = z.infer<typeof PendingReviewSchema>;
/** The staff queue of reviews awaiting moderation, oldest first, 20 a page. */
export const PendingReviewsSchema = PageMetaSchema.extend({ data: z.array(PendingReviewSchema) });
export type PendingReviews = z.infer<typeof PendingReviewsSchema>;
/** A page of the staff queue. */
export const PendingReviewsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
/** A staff decision on a pending review. */
export const ReviewDecisionBodySchema = z.object({ decision: z.enum(['approve', 'reject']) });
export const ModeratedReviewSchema = ReviewSchema.extend({ status: z.enum(['approved', 'rejected']) });
/** A cancelled order and what its cancellation did to the customer's points (decision 0055). */
export const CancelledOrderSchema = z.object({
  order_id: z.number().int(),
  status: z.literal('Cancelled'),
  points: PointsTransactionSchema.nullable(),
});
export type CancelledOrder = z.infer<typeof CancelledOrderSchema>;
