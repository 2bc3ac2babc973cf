import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { rowIdSegment } from '../row-id.js';
import { ContentPageSchema } from './catalog.schemas.js';
import { AuthHeadersSchema } from './customer.contract.js';
import {
  ActAsAnswerSchema, ActAsBodySchema, ActAsExpiryQuerySchema, AuditListSchema, AuditOutcomeBodySchema, AuditRecordBodySchema, AuditRecordedSchema,
  CustomerCartSchema, CustomerSearchAnswerSchema, SignInCartBodySchema, SignInCartSchema,
  CustomerSearchQuerySchema, ProductChangeAnswerSchema, ProductChangeBodySchema, StaffSessionSchema,
} from './staff.schemas.js';

const c = initContract();

/** A content page's handle as the storefront path after `/preview/` (`summer-sale`, `blog/opening-your-pool`). */
const PreviewQuerySchema = z.object({
  handle: z.string().trim().min(1, 'handle is required').max(300, 'handle is too long').regex(/^[a-z0-9][a-z0-9/_.-]*$/i, 'handle has characters no page has'),
});

/** Staff calls name the customer they act for in `user-id`; commerce-api believes it only for an is_admin token. */
const ActingHeadersSchema = AuthHeadersSchema.extend({ 'user-id': z.string().regex(/^\d{1,10}$/, 'user-id must be a customer id') });
const ProductIdParam = z.object({ id: rowIdSegment('unknown product') });
const CustomerIdParam = z.object({ id: rowIdSegment('unknown customer') });

/**
 * Staff tools (spec site-shell.md 2.13 and 6, account.md 6 and 7). Every route checks that the bearer
 * token is a live token of an is_admin customer (403 otherwise); acting-as starts, stops and the writes
 * made while acting are recorded in the append-only audit (docs/decisions/0030).
 */
export const staffContract = c.router({
  searchCustomers: {
    method: 'GET',
    path: '/api/admin/customers',
    headers: AuthHeadersSchema,
    query: CustomerSearchQuerySchema,
    responses: { 200: CustomerSearchAnswerSchema, ...errorResponses },
    summary: 'Staff customer search by name, email, phone or order number, paged',
  },
  session: {
    method: 'GET',
    path: '/api/admin/session',
    headers: AuthHeadersSchema,
    responses: { 200: StaffSessionSchema, ...errorResponses },
    summary: 'The staff member of the token and the customer named in user-id (403 unless is_admin)',
  },
  startActing: {
    method: 'POST',
    path: '/api/admin/act-as',
    headers: AuthHeadersSchema,
    body: ActAsBodySchema,
    responses: { 200: ActAsAnswerSchema, ...errorResponses },
    summary: 'Staff start acting as a customer: audited; answers the customer and their newest cart',
  },
  stopActing: {
    method: 'DELETE',
    path: '/api/admin/act-as',
    headers: ActingHeadersSchema,
    query: ActAsExpiryQuerySchema,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...errorResponses },
    summary: 'Staff stop acting as the customer in user-id, or acting expired (`expired`): audited',
  },
  recordWrite: {
    method: 'POST',
    path: '/api/admin/audit',
    headers: ActingHeadersSchema,
    body: AuditRecordBodySchema,
    responses: { 201: AuditRecordedSchema, ...errorResponses },
    summary: 'Records a read or a write staff make while acting as the customer in user-id (append-only)',
  },
  recordOutcome: {
    method: 'PATCH',
    path: '/api/admin/audit/:entryId',
    pathParams: z.object({ entryId: rowIdSegment('unknown entry') }),
    headers: ActingHeadersSchema,
    body: AuditOutcomeBodySchema,
    responses: { 204: c.noBody(), ...errorResponses },
    summary: "Fills in the outcome (status) of a write recorded before it was made; only once, only the recorder's",
  },
  audit: {
    method: 'GET',
    path: '/api/admin/customers/:id/audit',
    pathParams: CustomerIdParam,
    headers: AuthHeadersSchema,
    responses: { 200: AuditListSchema, ...errorResponses },
    summary: "A customer's audit list, newest first (100 entries)",
  },
  customerCart: {
    method: 'GET',
    path: '/api/customer/cart',
    headers: AuthHeadersSchema,
    responses: { 200: CustomerCartSchema, ...errorResponses },
    summary: "The newest cart of the token's customer (staff: of the customer in user-id)",
  },
  signInCart: {
    method: 'POST',
    path: '/api/customer/cart/sign-in',
    headers: AuthHeadersSchema,
    body: SignInCartBodySchema,
    responses: { 200: SignInCartSchema, ...errorResponses },
    summary: "The cart a customer's sign-in leaves the browser with: a guest's cart combined with the customer's open cart in one transaction, or the customer's newest (docs/decisions/0076)",
  },
  preview: {
    method: 'GET',
    path: '/api/admin/preview',
    headers: AuthHeadersSchema,
    query: PreviewQuerySchema,
    responses: { 200: ContentPageSchema, ...errorResponses },
    summary: 'A content page whether or not it is published, for staff to preview (403 unless is_admin, 404 for an unknown handle)',
  },
  changeProduct: {
    method: 'PATCH',
    path: '/api/admin/products/:id',
    pathParams: ProductIdParam,
    headers: AuthHeadersSchema,
    body: ProductChangeBodySchema,
    responses: { 200: ProductChangeAnswerSchema, ...errorResponses },
    summary: "Staff change a product's price, stock level or text; every copy's caches drop its pages (403 unless is_admin, 404 for an unknown product)",
  },
});
