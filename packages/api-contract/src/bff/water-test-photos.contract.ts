import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import {
  OutsideWaterTestParamsSchema, PoolIdParamsSchema, PoolPhotoUploadSchema, SendScanLinkSchema, SentScanLinkSchema, WaterTestPhotoParamsSchema,
  WaterTestPhotoSchema,
} from '../upstream/pools.schemas.js';

const c = initContract();

/**
 * Water tests by photo (issue #14, docs/decisions/0031): of the session customer's pool (401 for a
 * guest, 404 for another customer's pool or photo), or outside an account, by the test's random id.
 */
export const bffWaterTestPhotosContract = c.router({
  read: {
    method: 'POST', path: '/v1/pools/:id/water-test-photos', pathParams: PoolIdParamsSchema, body: PoolPhotoUploadSchema,
    responses: { 200: WaterTestPhotoSchema, ...errorResponses }, summary: 'Proposed readings from a strip photo (or why none); 413 over 12 MB, 415 not an image',
  },
  get: {
    method: 'GET', path: '/v1/pools/:id/water-test-photos/:photoId', pathParams: WaterTestPhotoParamsSchema,
    responses: { 200: WaterTestPhotoSchema, ...errorResponses },
  },
  outsideRead: {
    method: 'POST', path: '/v1/water-test/photos', body: PoolPhotoUploadSchema,
    responses: { 200: WaterTestPhotoSchema, ...errorResponses }, summary: 'A strip photo outside an account (the scan link)',
  },
  outsideGet: { method: 'GET', path: '/v1/water-test/tests/:id', pathParams: OutsideWaterTestParamsSchema, responses: { 200: WaterTestPhotoSchema, ...errorResponses } },
  sendLink: {
    method: 'POST', path: '/v1/water-test/send-link', body: SendScanLinkSchema,
    responses: { 200: SentScanLinkSchema, ...errorResponses }, summary: 'Texts the /scan link to a phone (digits only); a few an hour per session and per phone',
  },
});
