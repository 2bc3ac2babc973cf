import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  CancelledOrderSchema, ModeratedReviewSchema, PendingReviewsQuerySchema, PendingReviewsSchema, ReviewDecisionBodySchema,
} from './account-content.schemas.js';
import { AuthHeadersSchema } from './customer.contract.js';

const c = initContract();

const RowId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Staff moderation and order cancelling (decision 0055). Every route checks that the bearer token is
 * a live token of an is_admin customer (403 otherwise), whatever the BFF decided.
 */
export const moderationContract = c.router({
  pendingReviews: {
    method: 'GET',
    path: '/api/admin/reviews',
    headers: AuthHeadersSchema,
    query: PendingReviewsQuerySchema,
    responses: { 200: PendingReviewsSchema, ...errorResponses },
    summary: 'Reviews awaiting moderation, oldest first, with their product',
  },
  moderateReview: {
    method: 'POST',
    path: '/api/admin/reviews/:id',
    headers: AuthHeadersSchema,
    pathParams: RowId,
    body: ReviewDecisionBodySchema,
    responses: { 200: ModeratedReviewSchema, ...errorResponses },
    summary: 'Approve (it counts toward the rating) or reject a pending review; 409 when already decided',
  },
  cancelOrder: {
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    headers: AuthHeadersSchema,
    pathParams: RowId,
    body: c.noBody(),
    responses: { 200: CancelledOrderSchema, ...errorResponses },
    summary: "Cancels an order that has not shipped and takes back its points (a reward order's are given back)",
  },
});
