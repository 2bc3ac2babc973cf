import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { AddressIdParamsSchema } from '../upstream/account.schemas.js';
import {
  AccountAddressBodySchema, AccountEmailNotifyBodySchema, AccountPasswordBodySchema, AccountPasswordResultSchema, AccountProfileBodySchema,
  AccountViewSchema,
} from './account.schemas.js';

const c = initContract();

/**
 * The signed-in customer's account: profile, settings and address book (spec account.md 2, 7). The
 * customer is the session's; a guest gets 401. Private: never cached.
 */
export const bffAccountContract = c.router({
  get: {
    method: 'GET',
    path: '/v1/account',
    responses: { 200: AccountViewSchema, ...errorResponses },
    summary: "The session's customer: profile, notification setting and address book",
  },
  createAddress: {
    method: 'POST',
    path: '/v1/account/addresses',
    body: AccountAddressBodySchema,
    responses: { 200: AccountViewSchema, ...errorResponses },
    summary: 'Save an address; 422 with an errors map, or past the address book limit',
  },
  updateAddress: {
    method: 'PUT',
    path: '/v1/account/addresses/:id',
    pathParams: AddressIdParamsSchema,
    body: AccountAddressBodySchema,
    responses: { 200: AccountViewSchema, ...errorResponses },
    summary: "Change a saved address or make it the default; another customer's id is a 404",
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/v1/account/addresses/:id',
    pathParams: AddressIdParamsSchema,
    body: c.noBody(),
    responses: { 200: AccountViewSchema, ...errorResponses },
    summary: "Delete a saved address; another customer's id is a 404",
  },
  updateProfile: {
    method: 'PUT',
    path: '/v1/account/profile',
    body: AccountProfileBodySchema,
    responses: { 200: AccountViewSchema, ...errorResponses },
    summary: 'Names, email, phone, company; a new email needs the current password and notifies the old address',
  },
  updatePassword: {
    method: 'PUT',
    path: '/v1/account/password',
    body: AccountPasswordBodySchema,
    responses: { 200: AccountPasswordResultSchema, ...errorResponses },
    summary: "Change the password: every other session of the customer is signed out, this one stays signed in",
  },
  updateEmailNotify: {
    method: 'PUT',
    path: '/v1/account/email-notify',
    body: AccountEmailNotifyBodySchema,
    responses: { 200: AccountViewSchema, ...errorResponses },
    summary: 'Turn e-mail notifications on or off',
  },
});
