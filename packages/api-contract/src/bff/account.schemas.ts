import { z } from 'zod';
import { AddressBookBodySchema, EmailNotifyBodySchema, PasswordBodySchema, ProfileBodySchema } from '../upstream/account.schemas.js';
import { SavedAddressSchema } from '../upstream/customer.schemas.js';

/** The signed-in customer's account as the account pages show it: never the token or the customer id. */
export const AccountViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  enableEmailNotify: z.boolean(),
  /** The default first, then oldest first. */
  addresses: z.array(SavedAddressSchema),
});
export type AccountView = z.infer<typeof AccountViewSchema>;

export const AccountAddressBodySchema = AddressBookBodySchema;
export const AccountProfileBodySchema = ProfileBodySchema;
export const AccountPasswordBodySchema = PasswordBodySchema;
export const AccountEmailNotifyBodySchema = EmailNotifyBodySchema;

/** A changed password: the account, and the spec-less success line the settings page shows. */
export const AccountPasswordResultSchema = z.object({ account: AccountViewSchema, message: z.string() });

/** `/checkout?load={cartId}`: the cart to make the session's (docs/decisions/0024). */
export const CheckoutLoadBodySchema = z.object({ cartId: z.string().uuid('unknown cart') }).strict();
