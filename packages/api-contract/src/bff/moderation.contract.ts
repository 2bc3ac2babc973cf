import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { ModeratedReviewSchema, PendingReviewsQuerySchema, PendingReviewsSchema, ReviewDecisionBodySchema } from '../upstream/account-content.schemas.js';

const c = initContract();

/**
 * The staff review queue (decision 0055): the session must be a signed-in staff member (401 for a
 * guest, 403 for a shopper); commerce-api checks the staff token again. Never cached.
 */
export const bffModerationContract = c.router({
  pendingReviews: {
    method: 'GET',
    path: '/v1/staff/reviews',
    query: PendingReviewsQuerySchema,
    responses: { 200: PendingReviewsSchema, ...errorResponses },
    summary: 'Reviews awaiting moderation, oldest first (staff only)',
  },
  moderateReview: {
    method: 'POST',
    path: '/v1/staff/reviews/:id',
    pathParams: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    body: ReviewDecisionBodySchema,
    responses: { 200: ModeratedReviewSchema, ...errorResponses },
    summary: 'Approve or reject a pending review (staff only); 409 when already decided',
  },
});
