import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { CartBuyerHeadersSchema } from './cart.schemas.js';
import { WaterCarePlanBodySchema, WaterCarePlanSchema } from './water-care.schemas.js';

const c = initContract();

/** Water care (issue #14, docs/decisions/0028): a treatment plan with products from the catalogue. */
export const waterCareContract = c.router({
  plan: {
    method: 'POST',
    path: '/api/water-care/plan',
    body: WaterCarePlanBodySchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: WaterCarePlanSchema, ...errorResponses },
    summary: 'A dosed, ordered treatment plan for a pool profile and its readings; each step with a product that fits, in whole packages, priced for the buyer',
  },
});
