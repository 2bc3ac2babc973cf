import { US_STATES } from '@pool/account-domain';
import type { CheckoutView } from '@pool/api-contract';
import { SelectField, TextField } from '@pool/ui';
import { AddressLines } from '../../components/account/address-card';
import type { AddressField, CheckoutErrors } from './checkout-form';
import { fieldRow, fieldRow3, formAlert, method as methodClass, methodEstimate, methods, note, step, stepTitle } from './checkout.css';
import { MethodOption } from './method-option';
import type { CheckoutFields } from './use-checkout-form';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

/**
 * Step 2 of checkout: a signed-in customer's saved addresses to pick from, and the fields of a new
 * one. With JavaScript the fields show only for a new address; without it they are always there
 * (the server uses the picked one).
 */
export function AddressStep({ fields, addresses, serverErrors, hydrated, signedIn, chooseAddress, setSaveAddress }: {
  fields: CheckoutFields;
  addresses: CheckoutView['addresses'];
  serverErrors: CheckoutErrors;
  hydrated: boolean;
  signedIn: boolean;
  chooseAddress: (addressId: string) => void;
  setSaveAddress: (save: boolean) => void;
}) {
  const { values, change, touch, errorFor } = fields;
  const typingNewAddress = values.addressId === 'new';
  const field = (name: AddressField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values.address[name]}
      onChange={(value) => change(name, value)}
      onBlur={() => touch(name)}
      errorMessage={errorFor(name)}
      fullWidth
      {...extra}
    />
  );

  return (
    <fieldset className={step}>
      <legend className={stepTitle}>2. Shipping address</legend>
      {addresses.length > 0 ? (
        <fieldset className={step}>
          <legend>Ship to</legend>
          <div className={methods}>
            {addresses.map((address) => (
              <MethodOption key={address.id} name="addressId" value={String(address.id)} checked={values.addressId === String(address.id)} onChoose={chooseAddress}>
                <AddressLines address={address} />
                <span className={methodEstimate}>{address.isDefault ? 'Default' : ''}</span>
              </MethodOption>
            ))}
            <MethodOption name="addressId" value="new" checked={typingNewAddress} onChoose={chooseAddress}>
              <span>A new address</span>
              <span />
            </MethodOption>
          </div>
          {serverErrors.addressId?.[0] ? (
            <p role="alert" className={formAlert}>
              {serverErrors.addressId[0]}
            </p>
          ) : null}
          {hydrated ? null : <p className={note}>Fill in the fields below only for a new address.</p>}
        </fieldset>
      ) : null}
      <div hidden={hydrated && !typingNewAddress} style={{ display: hydrated && !typingNewAddress ? 'none' : 'contents' }}>
        <div className={fieldRow}>
          {field('firstName', 'First name', { autoComplete: 'shipping given-name', isRequired: true })}
          {field('lastName', 'Last name', { autoComplete: 'shipping family-name', isRequired: true })}
        </div>
        {field('company', 'Company (optional)', { autoComplete: 'shipping organization' })}
        {field('street1', 'Street address', { autoComplete: 'shipping address-line1', isRequired: true })}
        {field('street2', 'Apartment, suite, etc. (optional)', { autoComplete: 'shipping address-line2' })}
        <div className={fieldRow3}>
          {field('city', 'City', { autoComplete: 'shipping address-level2', isRequired: true })}
          <SelectField
            label="State"
            name="state"
            placeholder="Choose a state"
            options={STATE_OPTIONS}
            value={values.address.state}
            onChange={(value) => change('state', value)}
            onBlur={() => touch('state')}
            errorMessage={errorFor('state')}
            autoComplete="shipping address-level1"
            isRequired
            fullWidth
          />
          {field('zip', 'ZIP code', { autoComplete: 'shipping postal-code', inputMode: 'numeric', maxLength: 10, isRequired: true })}
        </div>
        {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'shipping tel' })}
        {signedIn ? (
          <label className={methodClass} style={{ gridTemplateColumns: 'auto 1fr' }}>
            <input type="checkbox" name="saveAddress" checked={values.saveAddress} onChange={(event) => setSaveAddress(event.target.checked)} />
            <span>Save this address to my address book</span>
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}
