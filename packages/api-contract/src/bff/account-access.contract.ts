import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { ViewerSchema } from './session.schemas.js';

const c = initContract();

/** Register: the customer is signed in (session id rotated). 422 carries the server's `errors` map. */
export const SessionRegisterBodySchema = z.object({
  first_name: z.string().max(100, 'First name is too long.'),
  last_name: z.string().max(100, 'Last name is too long.'),
  email: z.string().max(254, 'Invalid email address.'),
  password: z.string().max(1024),
});
export const SessionRegisterResultSchema = z.object({ viewer: ViewerSchema, message: z.literal('Register successfully!') });

export const SessionForgotBodySchema = z.object({ email: z.string().trim().min(1, 'Email is required.').max(254, 'Invalid email address.') });
/** The same answer whether or not the email is a customer's. */
export const SessionMailSentSchema = z.object({ message: z.string() });

export const SessionResetBodySchema = z.object({
  token: z.string().min(1).max(200),
  email: z.string().trim().min(1, 'Email is required.').max(254),
  password: z.string().max(1024),
});
export const SessionSignedInSchema = z.object({ viewer: ViewerSchema, message: z.literal('Logged in successfully') });

export const SessionLoginLinkBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(254, 'Invalid email address.'),
  returnUrl: z.string().max(2048).optional(),
});
export const SessionAutoLoginBodySchema = z.object({ token: z.string().min(1).max(200) });

/** Registration, password reset and the one-click login link, each ending in the BFF session. */
export const accountAccessContract = c.router({
  register: {
    method: 'POST',
    path: '/v1/session/register',
    body: SessionRegisterBodySchema,
    responses: { 200: SessionRegisterResultSchema, 202: SessionMailSentSchema, ...errorResponses },
    summary: "Create an account and sign in: 'Register successfully!'; an email that already has an account gets 202 'check your email' (its owner is mailed); 422 with a field → messages map",
  },
  forgot: {
    method: 'POST',
    path: '/v1/session/forgot',
    body: SessionForgotBodySchema,
    responses: { 200: SessionMailSentSchema, ...errorResponses },
    summary: "Mail a reset link: 'Password reset email sent.' whether or not the email is known",
  },
  reset: {
    method: 'POST',
    path: '/v1/session/reset',
    body: SessionResetBodySchema,
    responses: { 200: SessionSignedInSchema, ...errorResponses },
    summary: "Set a new password and sign in (every other session ends); 422 'Password reset failed. Please try again.'",
  },
  requestLoginLink: {
    method: 'POST',
    path: '/v1/session/login-link',
    body: SessionLoginLinkBodySchema,
    responses: { 200: SessionMailSentSchema, ...errorResponses },
    summary: 'Mail a one-click login link, the same answer whether or not the email is known',
  },
  autoLogin: {
    method: 'PUT',
    path: '/v1/session/login-link',
    body: SessionAutoLoginBodySchema,
    responses: { 200: SessionSignedInSchema, ...errorResponses },
    summary: "Sign in with a login link (session id rotated); 422 'Token incorrect.'",
  },
});
