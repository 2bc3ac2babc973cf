import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { SessionLoginBodySchema, SessionLoginResultSchema, SessionLogoutBodySchema, SessionLogoutResultSchema, SessionViewSchema } from './session.schemas.js';

const c = initContract();

/** The shopper's session: its view (who, cart count), sign in and out. Tokens stay in the BFF session; the session id is rotated on sign-in. */
export const sessionContract = c.router({
  current: {
    method: 'GET',
    path: '/v1/session',
    responses: { 200: SessionViewSchema, ...errorResponses },
    summary: "The shopper's own bits of the page frame (viewer, cart count): private, read after the page",
  },
  login: {
    method: 'POST',
    path: '/v1/session/login',
    body: SessionLoginBodySchema,
    responses: { 200: SessionLoginResultSchema, ...errorResponses },
    summary: 'Sign in: 422 with the spec message when refused, 429 after too many tries',
  },
  logout: {
    method: 'POST',
    path: '/v1/session/logout',
    body: SessionLogoutBodySchema,
    responses: { 200: SessionLogoutResultSchema, ...errorResponses },
    summary: 'Sign out: the session forgets the customer even when the upstream call fails',
  },
});
