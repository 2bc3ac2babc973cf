import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { AuthHeadersSchema } from './customer.contract.js';
import { CustomerSchema } from './customer.schemas.js';
import { AddressBookBodySchema, AddressIdParamsSchema, EmailNotifyBodySchema, PasswordBodySchema, ProfileBodySchema } from './account.schemas.js';

const c = initContract();

/**
 * A signed-in customer's address book and settings (spec account.md 7). Every call answers the
 * updated customer (addresses included); another customer's address id is a 404.
 */
export const accountContract = c.router({
  createAddress: {
    method: 'POST',
    path: '/api/addresses',
    headers: AuthHeadersSchema,
    body: AddressBookBodySchema,
    responses: { 201: CustomerSchema, ...errorResponses },
    summary: 'Save an address (the first one is the default); 422 with an errors map, or past the address book limit',
  },
  updateAddress: {
    method: 'PUT',
    path: '/api/addresses/:id',
    pathParams: AddressIdParamsSchema,
    headers: AuthHeadersSchema,
    body: AddressBookBodySchema,
    responses: { 200: CustomerSchema, ...errorResponses },
    summary: "Change a saved address; isDefault true makes it the default (atomically); another customer's id is a 404",
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/api/addresses/:id',
    pathParams: AddressIdParamsSchema,
    headers: AuthHeadersSchema,
    body: c.noBody(),
    responses: { 200: CustomerSchema, ...errorResponses },
    summary: 'Delete a saved address; when it was the default, the oldest remaining one becomes the default',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/customer/profile',
    headers: AuthHeadersSchema,
    body: ProfileBodySchema,
    responses: { 200: CustomerSchema, ...errorResponses },
    summary: 'Names, email, phone, company; a new email needs current_password and sends a notice to the old address',
  },
  updatePassword: {
    method: 'PUT',
    path: '/api/customer/password',
    headers: AuthHeadersSchema,
    body: PasswordBodySchema,
    responses: { 200: CustomerSchema, ...errorResponses },
    summary: "Change the password (current one required); every other bearer token of the customer is revoked, this one stays",
  },
  updateEmailNotify: {
    method: 'PUT',
    path: '/api/customer/email-notify',
    headers: AuthHeadersSchema,
    body: EmailNotifyBodySchema,
    responses: { 200: CustomerSchema, ...errorResponses },
    summary: 'Turn e-mail notifications on or off',
  },
});
