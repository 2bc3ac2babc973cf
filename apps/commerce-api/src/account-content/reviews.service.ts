import { addRating, CONTENT_FIRST_PAGE, pageMeta, REVIEWS_PAGE_SIZE } from '@pool/account-domain';
import type { Customer, Question, QuestionBody, QuestionsPage, Review, ReviewBody, ReviewsPage } from '@pool/api-contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { productQuestions, productReviews, products } from '../db/schema.js';
import { notFound, unprocessable } from '../http/problem.js';

/** How a review or question is signed: the first name and the last name's initial ('Sam R.'). */
export const authorName = (customer: Pick<Customer, 'first_name' | 'last_name'>): string =>
  [customer.first_name.trim(), customer.last_name.trim() ? `${customer.last_name.trim()[0]}.` : ''].filter(Boolean).join(' ');

const toReview = (row: typeof productReviews.$inferSelect): Review => ({
  id: row.id, author: row.author, rating: row.rating, title: row.title, text: row.body, created_at: row.createdAt.toISOString(),
});
const toQuestion = (row: typeof productQuestions.$inferSelect): Question => ({
  id: row.id, author: row.author, text: row.body, answer: row.answer, created_at: row.createdAt.toISOString(),
});

/**
 * Product reviews and questions. A review updates the product's `review_star_rating` and
 * `review_count` in its transaction (the product row locked, so concurrent reviews all count); the
 * catalogue, product pages and the search index read those columns. Seeded products carry an
 * aggregate of reviews imported from the former provider whose texts are not stored (decision 0025).
 */
export function createReviewService(db: Db) {
  async function productBySku(tx: Db, sku: string, lock: boolean) {
    const query = tx.select({ id: products.id, rating: products.reviewStarRating, count: products.reviewCount }).from(products)
      .where(eq(products.sku, sku));
    const [row] = lock ? await query.for('update') : await query;
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
    async review(customer: Customer, body: ReviewBody): Promise<Review> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const product = await productBySku(tx, body.sku, true);
        const [row] = await tx.insert(productReviews).values({
          productId: product.id, customerId: customer.id, author: authorName(customer), rating: body.rating, title: body.title, body: body.text,
        }).returning();
        const next = addRating({ average: product.rating, count: product.count }, body.rating);
        await tx.update(products).set({ reviewStarRating: next.average, reviewCount: next.count }).where(eq(products.id, product.id));
        return toReview(row!);
      });
    },

    async question(customer: Customer, body: QuestionBody): Promise<Question> {
      const product = await productBySku(db, body.sku, false);
      const [row] = await db.insert(productQuestions).values({ productId: product.id, customerId: customer.id, author: authorName(customer), body: body.text })
        .returning();
      return toQuestion(row!);
    },

    async reviews(productId: number, page = CONTENT_FIRST_PAGE): Promise<ReviewsPage> {
      const product = await productExists(productId);
      const [total] = await db.select({ n: count() }).from(productReviews).where(eq(productReviews.productId, productId));
      const rows = await db.select().from(productReviews).where(eq(productReviews.productId, productId))
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
