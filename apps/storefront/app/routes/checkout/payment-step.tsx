import { TextField } from '@pool/ui';
import { fieldRow, note, step, stepTitle } from './checkout.css';
import type { CheckoutFields } from './use-checkout-form';

type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** Steps 1 and 4 of checkout share this: a text field bound to the form's state by its name. */
export function BoundField({ fields, name, ...props }: { fields: CheckoutFields; name: CardField | 'email' } & Omit<Parameters<typeof TextField>[0], 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage'>) {
  return (
    <TextField
      name={name}
      isRequired
      value={fields.values[name]}
      onChange={(value) => fields.change(name, value)}
      onBlur={() => fields.touch(name)}
      errorMessage={fields.errorFor(name)}
      fullWidth
      {...props}
    />
  );
}

/** Step 4 of checkout: the card (never echoed back by the server). */
export function PaymentStep({ fields }: { fields: CheckoutFields }) {
  return (
    <fieldset className={step}>
      <legend className={stepTitle}>4. Payment</legend>
      <p className={note}>Test cards: 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined.</p>
      <BoundField fields={fields} label="Card number" name="cardNumber" autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <div className={fieldRow}>
        <BoundField fields={fields} label="Expiry (MM/YY)" name="cardExpiry" autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <BoundField fields={fields} label="Security code (CVC)" name="cardCvc" autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
    </fieldset>
  );
}
