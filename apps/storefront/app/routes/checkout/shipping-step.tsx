import type { CheckoutView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Button } from '@pool/ui';
import { methodEstimate, methods, step, stepTitle } from './checkout.css';
import { MethodOption } from './method-option';
import type { CheckoutFields } from './use-checkout-form';

/** Step 3 of checkout: the methods offered for the address, each with its price; without JavaScript, a button that re-prices the form. */
export function ShippingStep({ fields, options, hydrated }: { fields: CheckoutFields; options: CheckoutView['shippingOptions']; hydrated: boolean }) {
  return (
    <fieldset className={step}>
      <legend className={stepTitle}>3. Shipping method</legend>
      <div className={methods}>
        {options.map((option) => (
          <MethodOption key={option.method} name="shippingMethod" value={option.method} checked={fields.values.shippingMethod === option.method}
            onChoose={(value) => fields.change('shippingMethod', value)}>
            <span>
              {option.label} <span className={methodEstimate}>{option.estimate}</span>
            </span>
            <span>{option.price === 0 ? 'Free' : formatMoney(option.price)}</span>
          </MethodOption>
        ))}
      </div>
      {hydrated ? null : (
        <div>
          <Button type="submit" name="intent" value="quote" variant="secondary">
            Update totals
          </Button>
        </div>
      )}
    </fieldset>
  );
}
