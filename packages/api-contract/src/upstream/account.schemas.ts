import { z } from 'zod';
import { AddressInputSchema } from './checkout.schemas.js';

/**
 * The address book and account settings (spec account.md 3, 7). Sizes are bounded here; the rules
 * (`validateUsAddress`, `validateProfile`, `passwordProblems` of `@pool/account-domain`) are checked
 * by commerce-api and come back as 422 with an `errors` map.
 */

/** A saved address as typed, and whether it becomes the default one. */
export const AddressBookBodySchema = AddressInputSchema.extend({ isDefault: z.boolean().optional() }).strict();
export type AddressBookBody = z.infer<typeof AddressBookBodySchema>;

/** An address id in a path: digits only (an unknown or another customer's id is a 404). */
export const AddressIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,12}$/, 'unknown address') });

export const ProfileBodySchema = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  email: z.string().max(254),
  phone: z.string().max(30).nullable().optional(),
  company: z.string().max(200).nullable().optional(),
  /** Required when `email` changes. */
  current_password: z.string().max(1024).optional(),
}).strict();
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

export const PasswordBodySchema = z.object({
  current_password: z.string().max(1024),
  password: z.string().max(1024),
}).strict();
export type PasswordBody = z.infer<typeof PasswordBodySchema>;

export const EmailNotifyBodySchema = z.object({ enable_email_notify: z.boolean() }).strict();
