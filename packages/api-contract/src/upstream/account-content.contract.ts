import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import {
  PageQuerySchema, PointsTransactionsSchema, ProductListQuerySchema, QuestionBodySchema, QuestionSchema, QuestionsPageSchema,
  ReviewBodySchema, ReviewSchema, ReviewsPageSchema, RewardBuyAnswerSchema, RewardBuyBodySchema, RewardProductsSchema, RewardsUserSchema,
  SavedProductAnswerSchema, SavedProductsPageSchema, SkuParamSchema,
} from './account-content.schemas.js';
import { AuthHeadersSchema } from './customer.contract.js';

const c = initContract();

/** A customer's saved products (spec account.md 7); the customer is the bearer token's. */
export const savedProductsContract = c.router({
  list: {
    method: 'GET', path: '/api/saved-products', headers: AuthHeadersSchema, query: PageQuerySchema,
    responses: { 200: SavedProductsPageSchema, ...errorResponses },
  },
  save: {
    method: 'POST', path: '/api/saved-products/:sku', headers: AuthHeadersSchema, pathParams: SkuParamSchema, body: c.noBody(),
    responses: { 200: SavedProductAnswerSchema, ...errorResponses },
    summary: 'Save a product (saving it again changes nothing)',
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
