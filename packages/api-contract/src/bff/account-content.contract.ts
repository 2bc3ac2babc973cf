import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  PageMetaSchema, PageQuerySchema, PointsTransactionsSchema, ProductListQuerySchema, QuestionBodySchema, QuestionSchema, QuestionsPageSchema,
  ReviewBodySchema, ReviewSchema, ReviewsPageSchema, RewardBuyAnswerSchema, RewardBuyBodySchema, RewardProductsSchema, RewardsUserSchema,
  SaveProductBodySchema, SavedProductAnswerSchema, SavedProductPoolSchema, SavedProductsQuerySchema, SkuParamSchema,
} from '../upstream/account-content.schemas.js';
import { ProductCardSchema } from './catalog.schemas.js';

const c = initContract();

/** A saved product as a listing card (prices resolved for the customer) and the pool it is saved in (or null). */
export const SavedProductCardSchema = ProductCardSchema.extend({ pool: SavedProductPoolSchema.nullable() });
export type SavedProductCard = z.infer<typeof SavedProductCardSchema>;
/** A page of the session customer's saved products. */
export const SavedProductsViewSchema = PageMetaSchema.extend({ data: z.array(SavedProductCardSchema) });
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
    method: 'GET', path: '/v1/account/saved-products', query: SavedProductsQuerySchema,
    responses: { 200: SavedProductsViewSchema, ...errorResponses },
    summary: "A page of the session customer's saved products, each with its pool; `pool` lists only that pool's (404 when not theirs)",
  },
  saveProduct: {
    method: 'POST', path: '/v1/account/saved-products/:sku', pathParams: SkuParamSchema, body: SaveProductBodySchema,
    responses: { 200: SavedProductAnswerSchema, ...errorResponses },
    summary: "Save a product into one of the session customer's pools (pool_id; 404 when not theirs) or none; saving again moves it",
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
