import { STEP_ACTIONS } from '@pool/water-care';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { WaterCarePlanBodySchema, WaterCarePlanProductSchema, WaterCarePlanSchema, WaterCarePlanStepSchema } from '../upstream/water-care.schemas.js';
import { CartViewSchema } from './cart.schemas.js';

const c = initContract();

/** A plan as the storefront shows it: money in cents (docs/decisions/0004), priced for the session's buyer. */
export const WaterCarePlanViewSchema = WaterCarePlanSchema.extend({
  steps: z.array(WaterCarePlanStepSchema.extend({
    product: WaterCarePlanProductSchema.extend({
      /** Cents: one package, for this viewer. */
      price: z.number().int(),
      /** Cents: `quantity` packages. */
      line_total: z.number().int(),
    }).nullable(),
  })),
  /** Cents: the whole plan's products. */
  total: z.number().int(),
});
export type WaterCarePlanView = z.infer<typeof WaterCarePlanViewSchema>;

/** Adding a plan to the cart: the same pool and readings, and which steps (all that have a product when omitted). */
export const WaterCarePlanCartBodySchema = WaterCarePlanBodySchema.extend({
  actions: z.array(z.enum(STEP_ACTIONS)).min(1).max(STEP_ACTIONS.length).optional(),
}).strict();
export type WaterCarePlanCartBody = z.infer<typeof WaterCarePlanCartBodySchema>;

/** Water care for the storefront (issue #14, docs/decisions/0028). */
export const bffWaterCareContract = c.router({
  plan: {
    method: 'POST',
    path: '/v1/water-care/plan',
    body: WaterCarePlanBodySchema,
    responses: { 200: WaterCarePlanViewSchema, ...errorResponses },
    summary: "A treatment plan for a pool and its readings, each step with a product that fits in whole packages, priced for the session's buyer",
  },
  addToCart: {
    method: 'POST',
    path: '/v1/water-care/plan/cart',
    body: WaterCarePlanCartBodySchema,
    headers: IdempotencyHeadersSchema,
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: "Adds the plan's products (all, or the steps named) to the session's cart in one write, creating it",
  },
});
