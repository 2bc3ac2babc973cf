import { z } from 'zod';

/** A saved address of the customer's address book (spec account.md 3: its fields are ours, as checkout's). */
export const SavedAddressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(), lastName: z.string(), company: z.string().nullable(), street1: z.string(), street2: z.string().nullable(),
  city: z.string(), state: z.string(), zip: z.string(), phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

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
  /** The address book: the default first, then oldest first. */
  addresses: z.array(SavedAddressSchema),
  /** How many pool profiles the customer has (the drawer's My Pool / My Pools); absent where not counted. */
  pool_count: z.number().int().min(0).optional(),
  /** How many pieces of equipment (catalogue diagrams) the customer's pools name; absent where not counted. */
  equipment_count: z.number().int().min(0).optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const LoginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required.').email('Invalid email address.').max(254),
  password: z.string().min(1, 'Password is required.').max(1024),
});
export const LoginResponseSchema = z.object({ user: CustomerSchema, token: z.string() });
