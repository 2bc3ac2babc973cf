import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import { tokenOf } from '../customers/tokens.js';
import type { ModerationService } from './moderation.service.js';

const s = initServer();

/** Staff moderation and cancelling (decision 0055); nothing here is cached. */
export function moderationRouter(moderation: ModerationService) {
  return s.router(upstreamContract.moderation, {
    pendingReviews: async ({ headers, query, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await moderation.pendingReviews(tokenOf(headers.authorization), query.page) };
    },
    moderateReview: async ({ headers, params, body }) => (
      { status: 200, body: await moderation.moderateReview(tokenOf(headers.authorization), params.id, body.decision) }
    ),
    cancelOrder: async ({ headers, params }) => ({ status: 200, body: await moderation.cancelOrder(tokenOf(headers.authorization), params.id) }),
  });
}
