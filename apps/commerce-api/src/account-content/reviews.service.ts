import { addRating, CONTENT_FIRST_PAGE, moderateReview, pageMeta, REVIEW_ALREADY_WRITTEN, REVIEWS_PAGE_SIZE } from '@pool/account-domain';
import type { Customer, PendingReviews, Question, QuestionBody, QuestionsPage, Review, ReviewBody, ReviewsPage } from '@pool/api-contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { productQuestions, productReviews, products } from '../db/schema.js';
import { HttpError, notFound, unprocessable } from '../http/problem.js';
import { isUniqueViolation } from '../db/errors.js';

/** How a review or question is signed: the first name and the last name's initial ('Sam R.'). */
export const authorName = (customer: Pick<Customer, 'first_name' | 'last_name'>): string =>
  [customer.first_name.trim(), customer.last_name.trim() ? `${customer.last_name.trim()[0]}.` : ''].filter(Boolean).join(' ');

const toReview = (row: typeof productReviews.$inferSelect): Review => ({
  id: row.id, author: row.author, rating: row.rating, title: row.title, text: row.body, created_at: row.createdAt.toISOString(),
});
const toQuestion = (row: typeof productQuestions.$inferSelect): Question => ({
  id: row.id, author: row.author, text: row.body, answer: row.answer, created_at: row.createdAt.toISOString(),
});

/** The 409 of a second review of a product by the same customer (decision 0055). */
const alreadyReviewed = () => new HttpError(409, REVIEW_ALREADY_WRITTEN, { errors: { review: [REVIEW_ALREADY_WRITTEN] } });

/**
 * Product reviews and questions. A review is held (`pending`) until staff approve it (decision 0055);
 * approving updates the product's `review_star_rating` and `review_count` in its transaction (the
 * product row locked, so concurrent approvals all count); the catalogue, product pages and the search
 * index read those columns. Only approved reviews are listed. One review per customer and product.
 * Seeded products carry an aggregate of reviews imported from the former provider whose texts are not
 * stored (decision 0025).
 */
export function createReviewService(db: Db, now: () => Date = () => new Date()) {
  async function productBySku(sku: string) {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
    if (!row) throw unprocessable('Please check the highlighted fields.', { sku: [`No product has the sku ${sku}.`] });
    return row;
  }

  async function productExists(productId: number) {
    const [row] = isRowId(productId)
      ? await db.select({ rating: products.reviewStarRating, count: products.reviewCount }).from(products).where(eq(products.id, productId))
      : [];
    if (!row) throw notFound(`No product has the id ${productId}.`);
    return row;
  }

  return {
    /** Holds a new review for moderation: nothing counts yet. A second review of the product is a 409. */
    async review(customer: Customer, body: ReviewBody): Promise<Review> {
      const product = await productBySku(body.sku);
      const [earlier] = await db.select({ id: productReviews.id }).from(productReviews)
        .where(and(eq(productReviews.productId, product.id), eq(productReviews.customerId, customer.id)));
      if (earlier) throw alreadyReviewed();
      try {
        const [row] = await db.insert(productReviews).values({
          productId: product.id, customerId: customer.id, author: authorName(customer), rating: body.rating, title: body.title, body: body.text,
          status: 'pending',
        }).returning();
        return toReview(row!);
      } catch (error) {
        // Two submits at once: the unique (product, customer) index lets one through.
        if (isUniqueViolation(error)) throw alreadyReviewed();
        throw error;
      }
    },

    /** Reviews awaiting moderation, oldest first, with their product (the staff queue). */
    async pending(page = CONTENT_FIRST_PAGE): Promise<PendingReviews> {
      const held = eq(productReviews.status, 'pending');
      const [total] = await db.select({ n: count() }).from(productReviews).where(held);
      const rows = await db.select({ review: productReviews, sku: products.sku, title: products.title, handle: products.handle })
        .from(productReviews).innerJoin(products, eq(products.id, productReviews.productId)).where(held)
        .orderBy(asc(productReviews.createdAt), asc(productReviews.id)).limit(REVIEWS_PAGE_SIZE * 4).offset((page - 1) * REVIEWS_PAGE_SIZE * 4);
      return {
        ...pageMeta(total?.n ?? 0, REVIEWS_PAGE_SIZE * 4, page),
        data: rows.map((r) => ({ ...toReview(r.review), product: { id: r.review.productId, sku: r.sku, title: r.title, handle: r.handle } })),
      };
    },

    /**
     * A staff decision on a pending review (decision 0055): approving counts it toward the product's
     * rating in the same transaction (review and product rows locked); rejecting keeps it unlisted. An
     * unknown review is a 404, one already decided a 409.
     */
    async moderate(id: number, decision: 'approve' | 'reject', staffId: number): Promise<Review & { status: 'approved' | 'rejected' }> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [review] = isRowId(id) ? await tx.select().from(productReviews).where(eq(productReviews.id, id)).for('update') : [];
        if (!review) throw notFound(`No review has the id ${id}.`);
        const outcome = moderateReview(review.status, decision);
        if (!outcome.ok) throw new HttpError(409, outcome.message);
        if (outcome.countsNow) {
          const [product] = await tx.select({ rating: products.reviewStarRating, count: products.reviewCount }).from(products)
            .where(eq(products.id, review.productId)).for('update');
          const next = addRating({ average: product!.rating, count: product!.count }, review.rating);
          await tx.update(products).set({ reviewStarRating: next.average, reviewCount: next.count }).where(eq(products.id, review.productId));
        }
        const [row] = await tx.update(productReviews).set({ status: outcome.status, moderatedBy: staffId, moderatedAt: now() })
          .where(eq(productReviews.id, id)).returning();
        return { ...toReview(row!), status: outcome.status };
      });
    },

    async question(customer: Customer, body: QuestionBody): Promise<Question> {
      const product = await productBySku(body.sku);
      const [row] = await db.insert(productQuestions).values({ productId: product.id, customerId: customer.id, author: authorName(customer), body: body.text })
        .returning();
      return toQuestion(row!);
    },

    async reviews(productId: number, page = CONTENT_FIRST_PAGE): Promise<ReviewsPage> {
      const product = await productExists(productId);
      const listed = and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved'));
      const [total] = await db.select({ n: count() }).from(productReviews).where(listed);
      const rows = await db.select().from(productReviews).where(listed)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id)).limit(REVIEWS_PAGE_SIZE).offset((page - 1) * REVIEWS_PAGE_SIZE);
      return { ...pageMeta(total?.n ?? 0, REVIEWS_PAGE_SIZE, page), data: rows.map(toReview), average: product.rating, count: product.count };
    },

    async questions(productId: number, page = CONTENT_FIRST_PAGE): Promise<QuestionsPage> {
      await productExists(productId);
      const [total] = await db.select({ n: count() }).from(productQuestions).where(eq(productQuestions.productId, productId));
      const rows = await db.select().from(productQuestions).where(eq(productQuestions.productId, productId))
        .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id)).limit(REVIEWS_PAGE_SIZE).offset((page - 1) * REVIEWS_PAGE_SIZE);
      return { ...pageMeta(total?.n ?? 0, REVIEWS_PAGE_SIZE, page), data: rows.map(toQuestion) };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
