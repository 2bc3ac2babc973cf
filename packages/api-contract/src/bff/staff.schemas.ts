import { z } from 'zod';

/**
 * The staff member's own bits of the page frame (spec site-shell.md 2.13), sent in the session view
 * to is_admin accounts only: a shopper's session view has no `staff` at all.
 */
export const StaffViewSchema = z.object({
  /** The staff member ('You Are {name}', 'You are Logged in as {name}.'). */
  name: z.string(),
  /** The customer acted for, or null in the staff member's own view. */
  actingAs: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The first 7 characters of the session's cart id (spec: cart id cut to 7), null without a cart. */
  cartId: z.string().max(7).nullable(),
  /** The admin site's base URL (edit links), from the BFF's configuration (`ADMIN_URL`). */
  adminUrl: z.string(),
  /** Why acting as a customer ended by itself (30 minutes idle, 4 hours in all), until acting again; else null. */
  actingEnded: z.string().nullable(),
});
export type StaffView = z.infer<typeof StaffViewSchema>;

export const StaffCustomerSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter a name, email, phone or order number.').max(200),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const StaffCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
});
export type StaffCustomer = z.infer<typeof StaffCustomerSchema>;
export const StaffCustomerSearchSchema = z.object({
  data: z.array(StaffCustomerSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type StaffCustomerSearch = z.infer<typeof StaffCustomerSearchSchema>;

export const StaffActAsBodySchema = z.object({ customerId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A quote made from the session's cart: its storefront path, and `adminUrl`, the admin site's quote
 * creation for it (spec site-shell.md 2.13), where the overlay hands the staff member off.
 */
export const StaffQuoteSchema = z.object({ uuid: z.string().uuid(), path: z.string(), adminUrl: z.string().url() });
export type StaffQuote = z.infer<typeof StaffQuoteSchema>;

export const StaffAuditEntrySchema = z.object({
  id: z.number().int(),
  staffName: z.string(),
  action: z.string(),
  detail: z.string(),
  requestId: z.string(),
  /** The answer's status (null: a write whose outcome never came). */
  status: z.number().int().nullable(),
  at: z.string(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;
export const StaffAuditSchema = z.object({ data: z.array(StaffAuditEntrySchema) });
