import { z } from 'zod';
import { CustomerSchema } from './customer.schemas.js';

/** A customer as staff search lists them (spec site-shell.md 2.13, account.md 7 `GET /api/admin/customers`). */
export const CustomerSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

/** Staff customer search: by name, email, phone or order number; paged. */
export const CustomerSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter a name, email, phone or order number.').max(200),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export const CustomerSearchAnswerSchema = z.object({
  data: z.array(CustomerSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type CustomerSearchAnswer = z.infer<typeof CustomerSearchAnswerSchema>;

/** Staff session: the staff member (from their own token) and the customer they act for, if any. */
export const StaffSessionSchema = z.object({ staff: CustomerSchema, acting_as: CustomerSchema.nullable() });
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const ActAsBodySchema = z.object({ customer_id: z.number().int().positive().max(2_147_483_647) });
/** The customer now acted for, and their newest cart (null when they have none). */
export const ActAsAnswerSchema = z.object({ customer: CustomerSchema, cart_id: z.string().uuid().nullable() });

/**
 * What the audit records (append-only, docs/decisions/0030 and 0052): act-as start, stop and expiry,
 * every read of the customer's data and every write staff make while acting, by kind.
 */
export const AUDIT_ACTIONS = [
  'act-as-start', 'act-as-stop', 'act-as-expired', 'read', 'cart-change', 'address-change', 'order-placed', 'quote-created', 'account-change', 'other-write',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** An HTTP status the store answered. */
const HttpStatusSchema = z.number().int().min(100).max(599);

export const AuditRecordBodySchema = z.object({
  action: AuditActionSchema.exclude(['act-as-start', 'act-as-stop', 'act-as-expired']),
  /** What was read or written, e.g. `POST /v1/cart/items` (method and path, never a body). */
  detail: z.string().trim().min(1).max(300),
  /** The answer's status: a read is recorded once answered; a write before, its outcome filled in after. */
  status: HttpStatusSchema.optional(),
});
/** The entry recorded, whose outcome a write fills in once answered. */
export const AuditRecordedSchema = z.object({ id: z.number().int() });
export const AuditOutcomeBodySchema = z.object({ status: HttpStatusSchema });

/** Why acting ended by itself: 30 minutes without a request, or 4 hours after it started (0052). */
export const ActAsExpiryQuerySchema = z.object({ expired: z.enum(['idle', 'absolute']).optional() });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  customer_id: z.number().int(),
  action: AuditActionSchema,
  detail: z.string(),
  request_id: z.string(),
  /** The answer's status (null: a write whose outcome never came). */
  status: z.number().int().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.object({ data: z.array(AuditEntrySchema) });

/** The newest cart of the token's customer (or of the customer staff act for). */
export const CustomerCartSchema = z.object({ cart_id: z.string().uuid().nullable() });

/** The cart the browser held when its shopper signed in (null: none), for the sign-in's cart (docs/decisions/0076). */
export const SignInCartBodySchema = z.object({ guest_cart_id: z.string().uuid('guest_cart_id must be a cart id').nullable() });

/** The cart a sign-in leaves the browser with (null: none), and how many of its lines combined two carts' lines. */
export const SignInCartSchema = z.object({ cart_id: z.string().uuid().nullable(), combined: z.number().int().nonnegative() });

/**
 * A staff change to a product (docs/decisions/0068): any of its price (whole cents), stock level and
 * text, at least one. Each change is written, then the product's cache tags are purged on every copy
 * (0064).
 */
export const ProductChangeBodySchema = z.object({
  price_cents: z.number().int('price_cents must be whole cents').min(0, 'price_cents must be 0 or more').max(100_000_000, 'price_cents is too large').optional(),
  stock_level: z.number().int('stock_level must be a whole number').min(0, 'stock_level must be 0 or more').max(10_000_000, 'stock_level is too large').optional(),
  title: z.string().trim().min(1, 'title must not be empty').max(255, 'title is too long').optional(),
  short_description: z.string().trim().max(1_000, 'short_description is too long').optional(),
  description: z.string().trim().max(50_000, 'description is too long').optional(),
}).strict().refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one of price_cents, stock_level, title, short_description, description.' });
export type ProductChangeBody = z.infer<typeof ProductChangeBodySchema>;

/** What a product change did: which kinds were written (a purge was published for each). */
export const ProductChangeAnswerSchema = z.object({
  id: z.number().int(),
  changed: z.array(z.enum(['price', 'stock', 'content'])),
});
export type ProductChangeAnswer = z.infer<typeof ProductChangeAnswerSchema>;
