import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { AuthHeadersSchema } from './customer.contract.js';
import {
  PoolImageSchema, PoolInputSchema, PoolListSchema, PoolPhotoUploadSchema, PoolProfilesSchema, PoolSchema, TreatmentInputSchema,
  WaterConditionsSchema, WaterFactorListSchema, WaterTestInputSchema, WaterTestPageSchema, WaterTestSchema,
  PoolIdParamsSchema, WaterTestParamsSchema, WaterTestPageQuerySchema, PoolFitListSchema, PoolFitsQuerySchema, PoolPartsSchema,
} from './pools.schemas.js';

const c = initContract();

const PoolId = PoolIdParamsSchema;
const TestId = WaterTestParamsSchema;
const Page = WaterTestPageQuerySchema;

/** Pool profiles, saved water tests and pool photos of the signed-in customer (spec account.md 7; issue #14). */
export const poolsContract = c.router({
  list: { method: 'GET', path: '/api/pools', headers: AuthHeadersSchema, responses: { 200: PoolListSchema, ...errorResponses } },
  create: { method: 'POST', path: '/api/pools', headers: AuthHeadersSchema, body: PoolInputSchema, responses: { 201: PoolSchema, ...errorResponses } },
  profiles: {
    method: 'GET', path: '/api/pools/profiles', headers: AuthHeadersSchema, responses: { 200: PoolProfilesSchema, ...errorResponses },
    summary: 'The choices of the pool form: sanitizers, surfaces, shapes, equipment from the catalogue diagrams',
  },
  factors: { method: 'GET', path: '/api/pools/factors', headers: AuthHeadersSchema, responses: { 200: WaterFactorListSchema, ...errorResponses } },
  fits: {
    method: 'GET', path: '/api/pools/fits', query: PoolFitsQuerySchema, headers: AuthHeadersSchema, responses: { 200: PoolFitListSchema, ...errorResponses },
    summary: "The parts of the customer's equipment diagrams (all pools), optionally only the given products ('Fits your …', docs/decisions/0032)",
  },
  get: { method: 'GET', path: '/api/pools/:id', pathParams: PoolId, headers: AuthHeadersSchema, responses: { 200: PoolSchema, ...errorResponses } },
  update: { method: 'PUT', path: '/api/pools/:id', pathParams: PoolId, headers: AuthHeadersSchema, body: PoolInputSchema, responses: { 200: PoolSchema, ...errorResponses } },
  remove: { method: 'DELETE', path: '/api/pools/:id', pathParams: PoolId, headers: AuthHeadersSchema, body: c.noBody(), responses: { 204: c.noBody(), ...errorResponses } },
  parts: {
    method: 'GET', path: '/api/pools/:id/parts', pathParams: PoolId, headers: AuthHeadersSchema, responses: { 200: PoolPartsSchema, ...errorResponses },
    summary: "A pool's replacement parts and consumables, per piece of equipment (consumables first)",
  },
  tests: {
    method: 'GET', path: '/api/pools/:id/water-tests', pathParams: PoolId, query: Page, headers: AuthHeadersSchema,
    responses: { 200: WaterTestPageSchema, ...errorResponses }, summary: 'Saved water tests, newest first, 10 a page (page 1 by default)',
  },
  createTest: {
    method: 'POST', path: '/api/pools/:id/water-tests', pathParams: PoolId, headers: AuthHeadersSchema, body: WaterTestInputSchema,
    responses: { 201: WaterTestSchema, ...errorResponses }, summary: 'Saves a test; 422 with a message per field for impossible readings',
  },
  getTest: { method: 'GET', path: '/api/pools/:id/water-tests/:testId', pathParams: TestId, headers: AuthHeadersSchema, responses: { 200: WaterTestSchema, ...errorResponses } },
  updateTest: {
    method: 'PUT', path: '/api/pools/:id/water-tests/:testId', pathParams: TestId, headers: AuthHeadersSchema, body: WaterTestInputSchema,
    responses: { 200: WaterTestSchema, ...errorResponses },
  },
  treatment: {
    method: 'PUT', path: '/api/pools/:id/water-tests/:testId/treatment', pathParams: TestId, headers: AuthHeadersSchema, body: TreatmentInputSchema,
    responses: { 200: WaterTestSchema, ...errorResponses }, summary: 'Records what was added (and the retest date), for the next test to compare',
  },
  conditions: {
    method: 'GET', path: '/api/pools/:id/water-conditions', pathParams: PoolId, headers: AuthHeadersSchema,
    responses: { 200: WaterConditionsSchema, ...errorResponses }, summary: 'Each factor over time with its bounds (the trend charts)',
  },
  addPhoto: {
    method: 'POST', path: '/api/pools/:id/photos', pathParams: PoolId, headers: AuthHeadersSchema, body: PoolPhotoUploadSchema,
    responses: { 201: PoolImageSchema, ...errorResponses }, summary: 'A pool photo (base64, at most 12 MB): re-encoded, EXIF stripped; 413 too large, 415 not an image',
  },
  removePhoto: {
    method: 'DELETE', path: '/api/pools/photos/:id', pathParams: PoolId, headers: AuthHeadersSchema, body: c.noBody(),
    responses: { 204: c.noBody(), ...errorResponses },
  },
});
