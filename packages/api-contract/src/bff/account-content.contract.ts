import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  PageMetaSchema, PageQuerySchema, PointsTransactionsSchema, ProductListQuerySchema, QuestionBodySchema, QuestionSchema, QuestionsPageSchema,
  ReviewBodySchema, ReviewSchema, ReviewsPageSchema, RewardBuyAnswerSchema, RewardBuyBodySchema, RewardProductsSchema, RewardsUserSchema,
  SavedProductAnswerSchema, SkuParamSchema,
} from '../upstream/account-content.schemas.js';
import { ProductCardSchema } from './catalog.schemas.js';

const c = initContract();

/** A page of the session customer's saved products as listing cards (prices resolved for them). */
export const SavedProductsViewSchema = PageMetaSchema.extend({ data: z.array(ProductCardSchema) });
export type SavedProductsView = z.infer<typeof SavedProductsViewSchema>;

/** The session customer's rewards: balance and a page of history. */
export const RewardsAccountViewSchema = z.object({ user: RewardsUserSchema, history: PointsTransactionsSchema });
export type RewardsAccountView = z.infer<typeof RewardsAccountViewSchema>;

/**
 * Saved products, rewards, reviews and questions (spec account.md 7; decision 0025). The customer is
 * always the session's: the browser never names a customer, user id or email. Personal routes answer
 * 401 to a guest.
 */
export const bffAccountContentContract = c.router({
  savedProducts: {
    method: 'GET', path: '/v1/account/saved-products', query: PageQuerySchema,
    responses: { 200: SavedProductsViewSchema, ...errorResponses },
  },
  saveProduct: {
    method: 'POST', path: '/v1/account/saved-products/:sku', pathParams: SkuParamSchema, body: c.noBody(),
    responses: { 200: SavedProductAnswerSchema, ...errorResponses },
  },
  removeSavedProduct: {
    method: 'DELETE', path: '/v1/account/saved-products/:sku', pathParams: SkuParamSchema, body: c.noBody(),
    responses: { 200: SavedProductAnswerSchema, ...errorResponses },
  },
  rewardProducts: { method: 'GET', path: '/v1/rewards/products', responses: { 200: RewardProductsSchema, ...errorResponses } },
  rewards: {
    method: 'GET', path: '/v1/account/rewards', query: PageQuerySchema,
    responses: { 200: RewardsAccountViewSchema, ...errorResponses },
  },
  buyReward: {
    method: 'POST', path: '/v1/account/rewards/buy', body: RewardBuyBodySchema,
    responses: { 200: RewardBuyAnswerSchema, ...errorResponses },
    summary: "Redeem the session customer's points for a reward product; 422 when the points do not reach its cost",
  },
  review: {
    method: 'POST', path: '/v1/reviews', body: ReviewBodySchema,
    responses: { 200: ReviewSchema, ...errorResponses },
    summary: 'A review by the session customer; 400 with field messages (rating 1-5, title, text 10-5000)',
  },
  question: {
    method: 'POST', path: '/v1/questions', body: QuestionBodySchema,
    responses: { 200: QuestionSchema, ...errorResponses },
  },
  reviews: { method: 'GET', path: '/v1/reviews', query: ProductListQuerySchema, responses: { 200: ReviewsPageSchema, ...errorResponses } },
  questions: { method: 'GET', path: '/v1/questions', query: ProductListQuerySchema, responses: { 200: QuestionsPageSchema, ...errorResponses } },
});
