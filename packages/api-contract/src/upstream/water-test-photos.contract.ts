import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { AuthHeadersSchema } from './customer.contract.js';
import {
  OutsideWaterTestParamsSchema, PoolIdParamsSchema, PoolPhotoUploadSchema, SendScanLinkSchema, SentScanLinkSchema, WaterTestPhotoParamsSchema,
  WaterTestPhotoSchema,
} from './pools.schemas.js';

const c = initContract();

/**
 * Water tests read from a photo of a strip on the reference card (issue #14, docs/decisions/0031):
 * of a customer's pool, or outside an account (the scan link). Registered before the pool routes so
 * `/api/pools/outside/…` is not taken for a pool id.
 */
export const waterTestPhotosContract = c.router({
  outsideRead: {
    method: 'POST', path: '/api/pools/outside/water-test-photos', body: PoolPhotoUploadSchema,
    responses: { 201: WaterTestPhotoSchema, ...errorResponses },
    summary: 'A strip photo outside an account: re-encoded, EXIF stripped (413 over 12 MB, 415 not an image), read; its id is the only key to it',
  },
  outsideGet: {
    method: 'GET', path: '/api/pools/outside/water-tests/:id', pathParams: OutsideWaterTestParamsSchema,
    responses: { 200: WaterTestPhotoSchema, ...errorResponses }, summary: "An outside photo test's proposed readings (404 for an account's photo)",
  },
  sendLink: {
    method: 'POST', path: '/api/pools/outside/send-link', body: SendScanLinkSchema,
    responses: { 202: SentScanLinkSchema, ...errorResponses },
    summary: 'Texts the /scan link to a phone (digits only); in development the text goes to the outbox. 429 after 3 a phone an hour',
  },
  read: {
    method: 'POST', path: '/api/pools/:id/water-test-photos', pathParams: PoolIdParamsSchema, headers: AuthHeadersSchema, body: PoolPhotoUploadSchema,
    responses: { 201: WaterTestPhotoSchema, ...errorResponses },
    summary: "A strip photo of the customer's pool: re-encoded, EXIF stripped (413, 415), read into proposed readings (or why not)",
  },
  upload: {
    method: 'POST', path: '/api/pools/:id/water-test-uploads', pathParams: PoolIdParamsSchema, headers: AuthHeadersSchema,
    contentType: 'multipart/form-data', body: c.type<{ image: unknown }>(), // the file part; read by the route, not by zod
    responses: { 201: WaterTestPhotoSchema, ...errorResponses },
    summary: "The same as water-test-photos with the photo sent as a file (multipart/form-data, field `image`), as a phone app uploads it: 413 over 12 MB, 415 not an image or not multipart",
  },
  get: {
    method: 'GET', path: '/api/pools/:id/water-test-photos/:photoId', pathParams: WaterTestPhotoParamsSchema, headers: AuthHeadersSchema,
    responses: { 200: WaterTestPhotoSchema, ...errorResponses }, summary: "A photo test of the customer's pool (404 for another customer's)",
  },
});
