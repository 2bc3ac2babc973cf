import type { KeyboardEventHandler } from 'react';
import { controlState, FieldFrame, useFieldIds, type FieldProps } from './field-frame';
import { textInput } from './field.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldProps {
  /** `email`, `password`, `tel`, `search` or plain `text`. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search';
  /** Help text under the field. */
  description?: string;
  placeholder?: string;
  /** The on-screen keyboard to offer (e.g. `numeric` for a card number). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  maxLength?: number;
  isDisabled?: boolean;
  /** Keys pressed in the input (e.g. a key filter that refuses some characters). */
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/**
 * A labelled text input with an optional hint and error message, wired for assistive technology:
 * the label names the input, the hint and the error describe it (`aria-describedby`), and it is
 * `aria-invalid` while an error shows. It is a plain named `<input>`, so it submits with its form
 * without JavaScript. Browser validation is left off (`aria-required`, not `required`): the app
 * decides when an error shows (for example once the field is touched).
 *
 * @example
 * ```tsx
 * <TextField label="Email" name="email" type="email" errorMessage={touched ? error : null} />
 * ```
 */
export function TextField({
  label,
  type = 'text',
  errorMessage,
  description,
  hideLabel,
  fullWidth,
  onChange,
  onBlur,
  isRequired,
  isDisabled,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds('input', { description, errorMessage });
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} fullWidth={fullWidth} description={description} errorMessage={errorMessage}>
      <input
        id={ids.controlId}
        type={type}
        className={textInput}
        disabled={isDisabled}
        {...controlState({ isRequired, errorMessage, describedBy: ids.describedBy, onChange, onBlur })}
        // The named field's own attributes last (none of the above): V8 (Node 20) adds properties after
        // a spread on a slow path (decision 0041).
        {...rest}
      />
    </FieldFrame>
  );
}
