import { useId, useState } from 'react';
import { field, input, label as labelClass } from './field.css';
import { visuallyHidden } from './button.css';

/** Props of {@link QuantityField}. */
export interface QuantityFieldProps {
  /** Visible (or, with `hideLabel`, screen-reader-only) label. */
  label: string;
  /** Form field name; the typed digits are submitted under it. */
  name: string;
  /** Initial quantity. */
  defaultValue?: number;
  /** `sm` for cart lines, `md` for the product page. */
  size?: 'sm' | 'md';
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  isDisabled?: boolean;
  /** Called with the digits typed (possibly empty). */
  onChange?: (digits: string) => void;
}

/**
 * A quantity input that accepts digits only (spec: "Quantity inputs accept digits only"): anything
 * else typed or pasted is dropped. It is a plain named text input (numeric keyboard on phones, a
 * `pattern` for browsers without JavaScript), so it submits with its form before hydration.
 *
 * @example
 * ```tsx
 * <QuantityField label="Quantity" name="quantity" defaultValue={1} />
 * ```
 */
export function QuantityField({ label, name, defaultValue = 1, size, hideLabel, isDisabled, onChange }: QuantityFieldProps) {
  const [value, setValue] = useState(String(defaultValue));
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={input({ size })}
        name={name}
        value={value}
        disabled={isDisabled}
        required
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={3}
        autoComplete="off"
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D+/g, '');
          setValue(digits);
          onChange?.(digits);
        }}
      />
    </div>
  );
}
