import { z } from 'zod';

/** The spec's customer. */
export const CustomerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().email(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  is_admin: z.boolean(),
  enable_email_notify: z.boolean(),
  saved_products: z.array(z.object({ product_id: z.number().int() })),
  addresses: z.array(z.record(z.unknown())),
  /** How many pool profiles the customer has (the drawer's My Pool / My Pools); absent where not counted. */
  pool_count: z.number().int().min(0).optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const LoginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required.').email('Invalid email address.').max(254),
  password: z.string().min(1, 'Password is required.').max(1024),
});
export const LoginResponseSchema = z.object({ user: CustomerSchema, token: z.string() });
