import { US_STATES } from '@pool/account-domain';
import { SelectField, TextField } from '@pool/ui';
import { fieldPair, fieldTriple } from './account.css';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

/** The fields of a US address as the address book form names them (`firstName` … `phone`). */
export type AddressFormValues = Record<'firstName' | 'lastName' | 'company' | 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'phone', string>;
export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string[]>>;

/** The address fields of a plain form (posted without JavaScript), each with its first server message. */
export function AddressFields({ values, errors }: { values: Partial<AddressFormValues>; errors: AddressFormErrors }) {
  const field = (name: keyof AddressFormValues, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} name={name} defaultValue={values[name] ?? ''} errorMessage={errors[name]?.[0] ?? null} fullWidth {...extra} />
  );
  return (
    <>
      <div className={fieldPair}>
        {field('firstName', 'First name', { autoComplete: 'given-name', isRequired: true, maxLength: 80 })}
        {field('lastName', 'Last name', { autoComplete: 'family-name', isRequired: true, maxLength: 80 })}
      </div>
      {field('company', 'Company (optional)', { autoComplete: 'organization', maxLength: 120 })}
      {field('street1', 'Street address', { autoComplete: 'address-line1', isRequired: true, maxLength: 120 })}
      {field('street2', 'Apartment, suite, etc. (optional)', { autoComplete: 'address-line2', maxLength: 120 })}
      <div className={fieldTriple}>
        {field('city', 'City', { autoComplete: 'address-level2', isRequired: true, maxLength: 80 })}
        <SelectField
          label="State"
          name="state"
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          defaultValue={values.state ?? ''}
          errorMessage={errors.state?.[0] ?? null}
          autoComplete="address-level1"
          isRequired
          fullWidth
        />
        {field('zip', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10, isRequired: true })}
      </div>
      {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
    </>
  );
}
