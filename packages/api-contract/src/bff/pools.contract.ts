import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  PoolImageSchema, PoolInputSchema, PoolListSchema, PoolPhotoUploadSchema, PoolProfilesSchema, PoolSchema, TreatmentInputSchema,
  WaterConditionsSchema, WaterFactorListSchema, WaterTestInputSchema, WaterTestPageSchema, WaterTestSchema,
  PoolIdParamsSchema, WaterTestParamsSchema, WaterTestPageQuerySchema,
} from '../upstream/pools.schemas.js';

const c = initContract();

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
    responses: { 200: PoolImageSchema, ...errorResponses }, summary: "'Image uploaded successfully.'; 413 over 10 MB, 415 not an image",
  },
  removePhoto: { method: 'DELETE', path: '/v1/pools/photos/:id', pathParams: PoolId, body: c.noBody(), responses: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses } },
});
