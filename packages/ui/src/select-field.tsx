import { useId } from 'react';
import { controlState, FieldFrame, FieldNote, type FieldProps } from './field-frame';
import { fieldError, textInput } from './field.css';

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
  const id = useId();
  const selectId = `${id}-select`;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <FieldFrame controlId={selectId} label={label} hideLabel={hideLabel} fullWidth={fullWidth}>
      <select
        {...rest}
        id={selectId}
        className={textInput}
        {...controlState({ isRequired, errorMessage, describedBy: errorId, onChange, onBlur })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote id={errorId} className={fieldError}>
        {errorMessage}
      </FieldNote>
    </FieldFrame>
  );
}
