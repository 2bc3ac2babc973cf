import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { CustomerService } from '../customers/customers.service.js';
import { customerOf } from '../customers/customer-of.js';
import { HttpError } from '../http/problem.js';
import { ACTING_CANNOT_POST, STAFF_ONLY } from '../staff/staff.service.js';
import type { ReviewService } from './reviews.service.js';
import type { RewardsService } from './rewards.service.js';
import type { SavedProductService } from './saved-products.service.js';

const s = initServer();

export function savedProductsRouter(customers: CustomerService, saved: SavedProductService) {
  return s.router(upstreamContract.savedProducts, {
    list: async ({ headers, query, res }) => {
      res.set('cache-control', 'private, no-store');
      const customer = await customerOf(customers, headers);
      return { status: 200, body: await saved.list(customer.id, query.page, query.pool) };
    },
    save: async ({ headers, params, body }) => {
      const customer = await customerOf(customers, headers);
      return { status: 200, body: await saved.save(customer.id, params.sku, body.pool_id) };
    },
    remove: async ({ headers, params }) => {
      const customer = await customerOf(customers, headers);
      return { status: 200, body: await saved.remove(customer.id, params.sku) };
    },
  });
}

export function rewardsRouter(customers: CustomerService, rewards: RewardsService) {
  return s.router(upstreamContract.rewards, {
    user: async ({ headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await rewards.user(await customerOf(customers, headers)) };
    },
    products: async () => ({ status: 200, body: await rewards.products() }),
    transactions: async ({ headers, query, res }) => {
      res.set('cache-control', 'private, no-store');
      const customer = await customerOf(customers, headers);
      return { status: 200, body: await rewards.transactions(customer.id, query.page) };
    },
    buy: async ({ headers, body, res }) => {
      res.set('cache-control', 'no-store');
      const customer = await customerOf(customers, headers);
      const answer = await rewards.buy(customer.id, body.productId, headers['idempotency-key']);
      return answer.created ? { status: 201, body: answer } : { status: 200, body: answer };
    },
  });
}

/**
 * Reviews and questions are the customer's own words: never posted on their behalf by staff acting as
 * them (a call naming a customer in `user-id`; docs/decisions/0052). The BFF refuses them first.
 */
function refuseActing(headers: { 'user-id'?: string }): void {
  if (headers['user-id'] !== undefined) throw new HttpError(403, STAFF_ONLY, { detail: ACTING_CANNOT_POST });
}

export function reviewsRouter(customers: CustomerService, reviews: ReviewService) {
  return s.router(upstreamContract.reviews, {
    review: async ({ headers, body }) => {
      refuseActing(headers);
      return { status: 201, body: await reviews.review(await customerOf(customers, headers), body) };
    },
    question: async ({ headers, body }) => {
      refuseActing(headers);
      return { status: 201, body: await reviews.question(await customerOf(customers, headers), body) };
    },
    reviews: async ({ query }) => ({ status: 200, body: await reviews.reviews(query.productId, query.page) }),
    questions: async ({ query }) => ({ status: 200, body: await reviews.questions(query.productId, query.page) }),
  });
}
