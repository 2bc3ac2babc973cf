import { TextField } from '@pool/ui';
import type { RefObject } from 'react';
import { CARD_FIELDS } from './checkout-form';
import { fieldRow, note, step, stepTitle } from './checkout.css';
import type { PaymentClient } from './payment-token';
import type { CheckoutFields } from './use-checkout-form';

type CardField = keyof typeof CARD_FIELDS;
/** What a bound field takes of `TextField`'s props: all but those the form's state sets. */
type UnboundProps = Omit<Parameters<typeof TextField>[0], 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage'>;

/** The props that bind a required text field to the form's state under `key`: its value, handlers and message. */
function boundTo(fields: CheckoutFields, key: 'email' | CardField) {
  return {
    isRequired: true,
    value: fields.values[key],
    onChange: (value: string) => fields.change(key, value),
    onBlur: () => fields.touch(key),
    errorMessage: fields.errorFor(key),
    fullWidth: true,
  };
}

/** Step 1 of checkout: a text field bound to the form's state by its name. */
export function BoundField({ fields, name, ...props }: { fields: CheckoutFields; name: 'email' } & UnboundProps) {
  return <TextField name={name} {...boundTo(fields, name)} {...props} />;
}

/**
 * A card field of the test processor: no form name (an empty name is never submitted), so the card
 * stays in the browser, which sends it to the processor for a token (docs/decisions/0061).
 */
function CardInput({ fields, field, ...props }: { fields: CheckoutFields; field: CardField } & UnboundProps) {
  return <TextField name="" data-card-field={CARD_FIELDS[field]} {...boundTo(fields, field)} {...props} />;
}

const NEEDS_JAVASCRIPT = 'Paying by card needs JavaScript: your card goes straight from this page to our card processor, never to our servers.';

/** Step 4 of checkout: the card, tokenized in the browser by the configured processor; never posted to the store. */
export function PaymentStep({ fields, payment, containerRef, cardError }: { fields: CheckoutFields; payment: PaymentClient; containerRef: RefObject<HTMLDivElement>; cardError: string | null }) {
  return (
    <fieldset className={step}>
      <legend className={stepTitle}>4. Payment</legend>
      {/* Always shown (a <noscript> would hide it from a page whose scripts failed to load). */}
      <p className={note}>{NEEDS_JAVASCRIPT}</p>
      {payment.provider === 'stripe' ? (
        <>
          <div ref={containerRef} data-payment-element="" />
          {cardError ? (
            <p role="alert" className={note}>
              {cardError}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className={note}>Test cards: 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 asks for 3-D Secure.</p>
          <CardInput fields={fields} label="Card number" field="cardNumber" autoComplete="cc-number" inputMode="numeric" maxLength={23} />
          <div className={fieldRow}>
            <CardInput fields={fields} label="Expiry (MM/YY)" field="cardExpiry" autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
            <CardInput fields={fields} label="Security code (CVC)" field="cardCvc" autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
          </div>
        </>
      )}
    </fieldset>
  );
}
