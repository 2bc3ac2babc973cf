import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  PoolImageSchema, PoolInputSchema, PoolListSchema, PoolPhotoUploadSchema, PoolProfilesSchema, PoolSchema, TreatmentInputSchema,
  WaterConditionsSchema, WaterFactorListSchema, WaterTestInputSchema, WaterTestPageSchema, WaterTestSchema,
  PoolIdParamsSchema, WaterTestParamsSchema, WaterTestPageQuerySchema, MAX_FIT_PRODUCTS, EQUIPMENT_SLOTS,
} from '../upstream/pools.schemas.js';
import { productIdList } from '../upstream/search.schemas.js';
import { ProductCardSchema } from './catalog.schemas.js';

const c = initContract();

/** `GET /v1/pools/fits?products=12,40,7`: which of a page's products fit the customer's equipment. */
export const FitsQuerySchema = z.object({ products: productIdList(MAX_FIT_PRODUCTS) }).strict();

/** Each fitting product of the question, once, with the model it fits ('Fits your {model}'). */
export const FitsViewSchema = z.object({
  data: z.array(z.object({ productId: z.number().int(), model: z.string(), poolName: z.string(), diagramHref: z.string() })),
});
export type FitsView = z.infer<typeof FitsViewSchema>;

/** A pool's replacement parts per piece of equipment, as the dashboard lists them (prices for the viewer). */
export const PoolPartsViewSchema = z.object({
  poolId: z.number().int(),
  equipment: z.array(z.object({
    slot: z.enum(EQUIPMENT_SLOTS),
    brand: z.string(),
    model: z.string(),
    diagramHref: z.string(),
    partCount: z.number().int().nonnegative(),
    parts: z.array(z.object({ callout: z.number().int(), consumable: z.boolean(), product: ProductCardSchema })),
  })),
});
export type PoolPartsView = z.infer<typeof PoolPartsViewSchema>;

const PoolId = PoolIdParamsSchema;
const TestId = WaterTestParamsSchema;
const Page = WaterTestPageQuerySchema;

/**
 * The signed-in customer's pools, water tests and pool photos (issue #14). The customer is the
 * session's: a guest gets 401, another customer's pool, test or photo id a 404.
 */
export const bffPoolsContract = c.router({
  list: { method: 'GET', path: '/v1/pools', responses: { 200: PoolListSchema, ...errorResponses } },
  create: { method: 'POST', path: '/v1/pools', body: PoolInputSchema, responses: { 200: PoolSchema, ...errorResponses } },
  profiles: { method: 'GET', path: '/v1/pools/profiles', responses: { 200: PoolProfilesSchema, ...errorResponses } },
  factors: { method: 'GET', path: '/v1/pools/factors', responses: { 200: WaterFactorListSchema, ...errorResponses } },
  fits: {
    method: 'GET', path: '/v1/pools/fits', query: FitsQuerySchema, responses: { 200: FitsViewSchema, ...errorResponses },
    summary: "Which of the given products fit the customer's equipment ('Fits your {model}' badges; docs/decisions/0032)",
  },
  parts: {
    method: 'GET', path: '/v1/pools/:id/parts', pathParams: PoolId, responses: { 200: PoolPartsViewSchema, ...errorResponses },
    summary: "A pool's replacement parts and consumables per piece of equipment (the dashboard)",
  },
  get: { method: 'GET', path: '/v1/pools/:id', pathParams: PoolId, responses: { 200: PoolSchema, ...errorResponses } },
  update: { method: 'PUT', path: '/v1/pools/:id', pathParams: PoolId, body: PoolInputSchema, responses: { 200: PoolSchema, ...errorResponses } },
  remove: { method: 'DELETE', path: '/v1/pools/:id', pathParams: PoolId, body: c.noBody(), responses: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses } },
  tests: { method: 'GET', path: '/v1/pools/:id/water-tests', pathParams: PoolId, query: Page, responses: { 200: WaterTestPageSchema, ...errorResponses } },
  createTest: { method: 'POST', path: '/v1/pools/:id/water-tests', pathParams: PoolId, body: WaterTestInputSchema, responses: { 200: WaterTestSchema, ...errorResponses } },
  getTest: { method: 'GET', path: '/v1/pools/:id/water-tests/:testId', pathParams: TestId, responses: { 200: WaterTestSchema, ...errorResponses } },
  updateTest: { method: 'PUT', path: '/v1/pools/:id/water-tests/:testId', pathParams: TestId, body: WaterTestInputSchema, responses: { 200: WaterTestSchema, ...errorResponses } },
  treatment: {
    method: 'PUT', path: '/v1/pools/:id/water-tests/:testId/treatment', pathParams: TestId, body: TreatmentInputSchema,
    responses: { 200: WaterTestSchema, ...errorResponses },
  },
  conditions: { method: 'GET', path: '/v1/pools/:id/water-conditions', pathParams: PoolId, responses: { 200: WaterConditionsSchema, ...errorResponses } },
  addPhoto: {
    method: 'POST', path: '/v1/pools/:id/photos', pathParams: PoolId, body: PoolPhotoUploadSchema,
    responses: { 200: PoolImageSchema, ...errorResponses }, summary: "'Image uploaded successfully.'; 413 over 12 MB, 415 not an image",
  },
  removePhoto: { method: 'DELETE', path: '/v1/pools/photos/:id', pathParams: PoolId, body: c.noBody(), responses: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses } },
});
