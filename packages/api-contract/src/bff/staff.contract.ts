import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { rowIdSegment } from '../row-id.js';
import {
  StaffActAsBodySchema, StaffAuditSchema, StaffCustomerSearchQuerySchema, StaffCustomerSearchSchema, StaffQuoteSchema, StaffViewSchema,
} from './staff.schemas.js';

const c = initContract();

/**
 * Staff tools (spec site-shell.md 2.13; docs/decisions/0030). Only a session signed in as an is_admin
 * account may call them (401 for guests, 403 for shoppers); the customer acted for is kept in the
 * session, never named by the browser afterwards.
 */
export const bffStaffContract = c.router({
  searchCustomers: {
    method: 'GET',
    path: '/v1/staff/customers',
    query: StaffCustomerSearchQuerySchema,
    responses: { 200: StaffCustomerSearchSchema, ...errorResponses },
    summary: 'Customer search by name, email, phone or order number (10 a page)',
  },
  actAs: {
    method: 'POST',
    path: '/v1/staff/act-as',
    body: StaffActAsBodySchema,
    responses: { 200: StaffViewSchema, ...errorResponses },
    summary: "Act as a customer: every page and call is theirs until unloaded (audited)",
  },
  unload: {
    method: 'POST',
    path: '/v1/staff/unload',
    body: c.noBody(),
    responses: { 200: StaffViewSchema, ...errorResponses },
    summary: "Stop acting: back to the staff member's own view and cart (audited)",
  },
  createQuote: {
    method: 'POST',
    path: '/v1/staff/quote',
    body: c.noBody(),
    responses: { 200: StaffQuoteSchema, ...errorResponses },
    summary: "A quote made from the session's cart; answers its storefront path",
  },
  audit: {
    method: 'GET',
    path: '/v1/staff/customers/:id/audit',
    pathParams: z.object({ id: rowIdSegment('unknown customer') }),
    responses: { 200: StaffAuditSchema, ...errorResponses },
    summary: "A customer's audit list (act-as starts and stops, writes made while acting), newest first",
  },
});
