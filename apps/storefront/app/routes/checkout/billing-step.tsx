import { US_STATES } from '@pool/account-domain';
import { Button, SelectField, TextField } from '@pool/ui';
import { ADDRESS_FIELDS, billingName, type AddressField } from './checkout-form';
import { fieldRow, fieldRow3, method as methodClass, note, step, stepTitle } from './checkout.css';
import type { CheckoutFields } from './use-checkout-form';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

/** Labels of the billing fields: the shipping step's, named as the card's address. */
const LABELS: Record<AddressField, string> = {
  firstName: 'Billing first name', lastName: 'Billing last name', company: 'Billing company (optional)', street1: 'Billing street address',
  street2: 'Billing apartment, suite, etc. (optional)', city: 'Billing city', state: 'Billing state', zip: 'Billing ZIP code',
  phone: 'Billing phone (optional)',
};
const REQUIRED: ReadonlySet<AddressField> = new Set(['firstName', 'lastName', 'street1', 'city', 'state', 'zip']);

/**
 * The billing address (docs/decisions/0066): the shipping address unless 'Use a different billing
 * address' is ticked; its fields are on the page only then. Without JavaScript, 'Enter billing address'
 * posts the form back (as Update totals does) with the box ticked, and the fields come with the
 * answer. Nothing here touches the card fields.
 */
export function BillingStep({ fields, hydrated, setBillingDifferent }: {
  fields: CheckoutFields;
  hydrated: boolean;
  setBillingDifferent: (different: boolean) => void;
}) {
  const { values, change, touch, errorFor } = fields;
  const shown = values.billingDifferent;
  return (
    <fieldset className={step}>
      <legend className={stepTitle}>Billing address</legend>
      <label className={methodClass} style={{ gridTemplateColumns: 'auto 1fr' }}>
        <input type="checkbox" name="billingDifferent" checked={values.billingDifferent} onChange={(event) => setBillingDifferent(event.target.checked)} />
        <span>Use a different billing address (otherwise the shipping address is used)</span>
      </label>
      {hydrated || shown ? null : (
        <p className={note}>
          Tick the box, then{' '}
          <Button type="submit" name="intent" value="quote" variant="secondary" size="sm">
            Enter billing address
          </Button>
        </p>
      )}
      {shown ? (
        <div style={{ display: 'contents' }}>
          <div className={fieldRow}>
            {ADDRESS_FIELDS.slice(0, 2).map((field) => <BillingField key={field} field={field} fields={fields} />)}
          </div>
          {(['company', 'street1', 'street2'] as const).map((field) => <BillingField key={field} field={field} fields={fields} />)}
          <div className={fieldRow3}>
            <BillingField field="city" fields={fields} />
            <SelectField
              label={LABELS.state}
              name={billingName('state')}
              placeholder="Choose a state"
              options={STATE_OPTIONS}
              value={values.billing.state}
              onChange={(value) => change(billingName('state'), value)}
              onBlur={() => touch(billingName('state'))}
              errorMessage={errorFor(billingName('state'))}
              autoComplete="billing address-level1"
              isRequired
              fullWidth
            />
            <BillingField field="zip" fields={fields} />
          </div>
          <BillingField field="phone" fields={fields} />
        </div>
      ) : null}
    </fieldset>
  );
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name', lastName: 'family-name', company: 'organization', street1: 'address-line1', street2: 'address-line2',
  city: 'address-level2', state: 'address-level1', zip: 'postal-code', phone: 'tel',
};

function BillingField({ field, fields }: { field: AddressField; fields: CheckoutFields }) {
  const { values, change, touch, errorFor } = fields;
  const name = billingName(field);
  return (
    <TextField
      label={LABELS[field]}
      name={name}
      value={values.billing[field]}
      onChange={(value) => change(name, value)}
      onBlur={() => touch(name)}
      errorMessage={errorFor(name)}
      autoComplete={`billing ${AUTOCOMPLETE[field]}`}
      isRequired={REQUIRED.has(field)}
      {...(field === 'zip' ? { inputMode: 'numeric' as const, maxLength: 10 } : {})}
      {...(field === 'phone' ? { type: 'tel' as const } : {})}
      fullWidth
    />
  );
}
