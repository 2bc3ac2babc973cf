import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { CustomerSchema, LoginBodySchema, LoginResponseSchema } from './customer.schemas.js';

const c = initContract();

/** Authenticated calls carry `Authorization: Bearer {token}`; staff acting as a customer add `user-id`. */
export const AuthHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer .+/, 'expected a bearer token'),
  'user-id': z.string().regex(/^\d+$/).optional(),
});

/** Customer session calls of the main API (spec account.md section 7). */
export const customerContract = c.router({
  login: {
    method: 'POST',
    path: '/api/login',
    body: LoginBodySchema,
    responses: { 200: LoginResponseSchema, ...errorResponses },
  },
  logout: {
    method: 'DELETE',
    path: '/api/logout',
    headers: AuthHeadersSchema,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...errorResponses },
  },
  customer: {
    method: 'GET',
    path: '/api/customer',
    headers: AuthHeadersSchema,
    responses: { 200: CustomerSchema, ...errorResponses },
  },
});
