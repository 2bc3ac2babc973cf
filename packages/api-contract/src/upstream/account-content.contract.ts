import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import {
  PageQuerySchema, PointsTransactionsSchema, ProductListQuerySchema, QuestionBodySchema, QuestionSchema, QuestionsPageSchema,
  ReviewBodySchema, ReviewSchema, ReviewsPageSchema, RewardBuyAnswerSchema, RewardBuyBodySchema, RewardProductsSchema, RewardsUserSchema,
  SaveProductBodySchema, SavedProductAnswerSchema, SavedProductsPageSchema, SavedProductsQuerySchema, SkuParamSchema,
} from './account-content.schemas.js';
import { AuthHeadersSchema } from './customer.contract.js';

const c = initContract();

/**
 * A customer's saved products (spec account.md 7; decisions 0025, 0033); the customer is the bearer
 * token's. A product is saved once, in one of the customer's pools or in none; a pool id that is not
 * the customer's own pool is a 404.
 */
export const savedProductsContract = c.router({
  list: {
    method: 'GET', path: '/api/saved-products', headers: AuthHeadersSchema, query: SavedProductsQuerySchema,
    responses: { 200: SavedProductsPageSchema, ...errorResponses },
    summary: "A page of the saved products (newest first), each with its pool; `pool` lists only that pool's",
  },
  save: {
    method: 'POST', path: '/api/saved-products/:sku', headers: AuthHeadersSchema, pathParams: SkuParamSchema, body: SaveProductBodySchema,
    responses: { 200: SavedProductAnswerSchema, ...errorResponses },
    summary: 'Save a product into a pool (pool_id) or none; saving a saved product again moves it to that pool',
  },
  remove: {
    method: 'DELETE', path: '/api/saved-products/:sku', headers: AuthHeadersSchema, pathParams: SkuParamSchema, body: c.noBody(),
    responses: { 200: SavedProductAnswerSchema, ...errorResponses },
  },
});

/**
 * Rewards (spec account.md 7; decision 0025): the member is the bearer token's customer, never a
 * user id or email from the caller.
 */
export const rewardsContract = c.router({
  user: { method: 'GET', path: '/api/rewards/user', headers: AuthHeadersSchema, responses: { 200: RewardsUserSchema, ...errorResponses } },
  products: { method: 'GET', path: '/api/rewards/products', responses: { 200: RewardProductsSchema, ...errorResponses } },
  transactions: {
    method: 'GET', path: '/api/rewards/transactions', headers: AuthHeadersSchema, query: PageQuerySchema,
    responses: { 200: PointsTransactionsSchema, ...errorResponses },
  },
  buy: {
    method: 'POST', path: '/api/rewards/buy', headers: AuthHeadersSchema, body: RewardBuyBodySchema,
    responses: { 201: RewardBuyAnswerSchema, ...errorResponses },
    summary: 'Redeem points for a reward product: the points are debited and the redemption recorded in one transaction',
  },
});

/** Product reviews and questions (spec account.md 7): written by a signed-in customer, read by anyone. */
export const reviewsContract = c.router({
  review: {
    method: 'POST', path: '/api/reviews', headers: AuthHeadersSchema, body: ReviewBodySchema,
    responses: { 201: ReviewSchema, ...errorResponses },
  },
  question: {
    method: 'POST', path: '/api/question', headers: AuthHeadersSchema, body: QuestionBodySchema,
    responses: { 201: QuestionSchema, ...errorResponses },
  },
  reviews: { method: 'GET', path: '/api/reviews', query: ProductListQuerySchema, responses: { 200: ReviewsPageSchema, ...errorResponses } },
  questions: { method: 'GET', path: '/api/questions', query: ProductListQuerySchema, responses: { 200: QuestionsPageSchema, ...errorResponses } },
});
