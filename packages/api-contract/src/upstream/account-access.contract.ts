import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { LoginResponseSchema } from './customer.schemas.js';

const c = initContract();

/**
 * Registration, password reset and the one-click login link (spec account.md section 7). Field rules
 * (the password rule of `@pool/account-domain`) are checked by the service and come back as 422 with
 * an `errors` map; the schemas only bound sizes. A registration with an email that already has an
 * account is not an error (that would tell anyone who has an account): see `register`.
 */
export const RegisterBodySchema = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  email: z.string().max(254),
  password: z.string().max(1024),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ForgotBodySchema = z.object({ email: z.string().max(254) });
export const ResetBodySchema = z.object({ token: z.string().max(200), email: z.string().max(254), password: z.string().max(1024) });
/** `redirect`: a same-site path the link returns to after signing in (anything else is dropped). */
export const LoginLinkRequestSchema = z.object({ email: z.string().max(254), redirect: z.string().max(2048).optional() });
export const LoginLinkBodySchema = z.object({ token: z.string().max(200) });
/** `redirectUrl`: the same-site path the token's sign-in returns to (default and `/checkout`: the checkout). */
export const LoginTokenBodySchema = z.object({ redirectUrl: z.string().max(2048).optional() });
/** A one-click login token for the signed-in customer, and the storefront address that spends it. */
export const LoginTokenSchema = z.object({ token: z.string(), url: z.string().url() });
export type LoginToken = z.infer<typeof LoginTokenSchema>;

export const accountAccessContract = c.router({
  register: {
    method: 'POST',
    path: '/api/register',
    body: RegisterBodySchema,
    responses: { 201: LoginResponseSchema, 202: c.noBody(), ...errorResponses },
    summary: 'Create a customer and sign them in (201); an email that already has an account is never said so: 202, and its owner is mailed; 422 with an errors map',
  },
  forgot: {
    method: 'POST',
    path: '/api/forgot',
    body: ForgotBodySchema,
    responses: { 202: c.noBody(), ...errorResponses },
    summary: 'Mail a reset link when the email belongs to a customer; the same 202 either way',
  },
  reset: {
    method: 'POST',
    path: '/api/reset',
    body: ResetBodySchema,
    responses: { 200: LoginResponseSchema, ...errorResponses },
    summary: "Set a new password with a reset token: every other token of the customer is revoked; answers a new token",
  },
  requestLoginLink: {
    method: 'POST',
    path: '/api/login-link',
    body: LoginLinkRequestSchema,
    responses: { 202: c.noBody(), ...errorResponses },
    summary: 'Mail a one-click login link when the email belongs to a customer; the same 202 either way',
  },
  loginWithLink: {
    method: 'PUT',
    path: '/api/login-link',
    body: LoginLinkBodySchema,
    responses: { 200: LoginResponseSchema, ...errorResponses },
    summary: "Sign in with a login link's token (single use); 422 'Token incorrect.'",
  },
  loginToken: {
    method: 'POST',
    path: '/api/login/token',
    headers: z.object({ authorization: z.string().regex(/^Bearer .+/, 'expected a bearer token') }),
    body: LoginTokenBodySchema,
    responses: { 201: LoginTokenSchema, ...errorResponses },
    summary: "A one-click login token for the bearer's customer (single use, 15 minutes) and its address: `/checkout/login/token/{token}` for checkout, otherwise the auto-login page returning to redirectUrl; for signing the customer in on a checkout host",
  },
});
