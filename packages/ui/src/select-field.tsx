import { controlState, FieldFrame, useFieldIds, type FieldProps } from './field-frame';
import { textInput } from './field.css';

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  /** A first option with an empty value (e.g. 'Choose a state'). */
  placeholder?: string;
}

/**
 * A labelled native `<select>`: the platform's own keyboard and screen-reader behaviour, no script,
 * submitted with its form; the error describes it and marks it invalid, as in {@link TextField}.
 *
 * @example
 * ```tsx
 * <SelectField label="State" name="state" placeholder="Choose a state" options={[{ value: 'TX', label: 'Texas' }]} />
 * ```
 */
export function SelectField({ label, options, placeholder, errorMessage, hideLabel, fullWidth, onChange, onBlur, isRequired, ...rest }: SelectFieldProps) {
  const ids = useFieldIds('select', { errorMessage });
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} fullWidth={fullWidth} errorMessage={errorMessage}>
      <select
        {...rest}
        id={ids.controlId}
        className={textInput}
        {...controlState({ isRequired, errorMessage, describedBy: ids.describedBy, onChange, onBlur })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
