import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max).default('');
const addressId = z.string().regex(/^\d{1,12}$/, 'Unknown address');

/** The address fields as the form posts them (bounded here; the rules are checked by the server). */
export const AddressFormSchema = z.object({
  firstName: text(80), lastName: text(80), company: text(120), street1: text(120), street2: text(120),
  city: text(80), state: text(2), zip: text(10), phone: text(30),
  isDefault: z.literal('on').optional(),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

/** What the address book page can be asked to do, by `intent`. */
export const AddressIntentSchema = z.discriminatedUnion('intent', [
  AddressFormSchema.extend({ intent: z.literal('create') }),
  AddressFormSchema.extend({ intent: z.literal('update'), id: addressId }),
  z.object({ intent: z.literal('delete'), id: addressId }),
  z.object({ intent: z.literal('default'), id: addressId }),
]);
export type AddressIntent = z.infer<typeof AddressIntentSchema>;

/** The BFF body of a posted address: optional parts empty → null. */
export function addressBody(form: AddressForm) {
  const optional = (value: string) => value || null;
  return {
    firstName: form.firstName, lastName: form.lastName, company: optional(form.company), street1: form.street1, street2: optional(form.street2),
    city: form.city, state: form.state.toUpperCase(), zip: form.zip, phone: optional(form.phone), isDefault: form.isDefault === 'on',
  };
}
