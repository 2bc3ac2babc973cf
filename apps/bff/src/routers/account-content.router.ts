import { bffContract } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter } from 'express';
import type { Clock } from '../clock.js';
import { PRIVATE, PUBLIC_PAGE, setCacheControl } from '../http/cache-control.js';
import { endpointOptions } from '../http/endpoints.js';
import { relay } from '../http/relay.js';
import { requireCustomerHeaders } from '../session/customer-auth.js';
import { expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { productCard } from '../views/catalog.views.js';

export interface AccountContentDeps {
  client: CommerceClient;
  clock: Clock;
  validateResponses?: boolean;
}

/**
 * Saved products, rewards, reviews and questions (decision 0025). The customer comes from the session
 * (its token), never from the browser; personal answers are `private, no-store`. Reward products and
 * the review and question lists are the same for everyone.
 */
export function mountAccountContentRoutes(app: IRouter, deps: AccountContentDeps): void {
  const { client, clock } = deps;
  const s = initServer();

  const router = s.router(bffContract.accountContent, {
    savedProducts: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await requireCustomerHeaders(req.session);
      const page = expectStatus(await clientFor(client, req).savedProducts.list({ headers, query }), 200);
      const ctx = { viewer: await req.session.viewer(), now: new Date(clock.now()) };
      return { status: 200, body: { ...page, data: page.data.map(({ pool, ...p }) => ({ ...productCard(p, ctx), pool })) } };
    },
    // Into one of the customer's pools or none; commerce-api answers another customer's pool with 404.
    saveProduct: async ({ params, body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await requireCustomerHeaders(req.session);
      const answer = await clientFor(client, req).savedProducts.save({ headers, params, body: { pool_id: body?.pool_id ?? null } });
      return { status: 200, body: expectStatus(answer, 200) };
    },
    removeSavedProduct: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await requireCustomerHeaders(req.session);
      return { status: 200, body: expectStatus(await clientFor(client, req).savedProducts.remove({ headers, params }), 200) };
    },
    rewardProducts: ({ req, res }) => relay(res, PUBLIC_PAGE, 200, () => clientFor(client, req).rewards.products()),
    rewards: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await requireCustomerHeaders(req.session);
      const [user, history] = await Promise.all([
        clientFor(client, req).rewards.user({ headers }),
        clientFor(client, req).rewards.transactions({ headers, query }),
      ]);
      return { status: 200, body: { user: expectStatus(user, 200), history: expectStatus(history, 200) } };
    },
    // The form's attempt key travels as the idempotency key: a double submit redeems once (decision 0036).
    buyReward: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await requireCustomerHeaders(req.session);
      const { attemptKey, productId } = body;
      const answer = await clientFor(client, req).rewards.buy({
        headers: { ...headers, ...(attemptKey ? { 'idempotency-key': `reward-${attemptKey}` } : {}) }, body: { productId },
      });
      return { status: 200, body: answer.status === 200 ? answer.body : expectStatus(answer, 201) };
    },
    review: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await requireCustomerHeaders(req.session);
      return { status: 200, body: expectStatus(await clientFor(client, req).reviews.review({ headers, body }), 201) };
    },
    question: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await requireCustomerHeaders(req.session);
      return { status: 200, body: expectStatus(await clientFor(client, req).reviews.question({ headers, body }), 201) };
    },
    // Read fresh (not through the catalogue cache): a review shows on the product page at once.
    // Reviews and questions are the same for everyone: public, so the product pages that show them
    // stay in the shared page cache (a new review shows within the minute; its writer is sent to a URL
    // of its own, routes/catalogue/reviews/feedback.server.ts).
    reviews: ({ query, req, res }) => relay(res, PUBLIC_PAGE, 200, () => clientFor(client, req).reviews.reviews({ query })),
    questions: ({ query, req, res }) => relay(res, PUBLIC_PAGE, 200, () => clientFor(client, req).reviews.questions({ query })),
  });

  createExpressEndpoints(bffContract.accountContent, router, app, endpointOptions(deps.validateResponses));
}
