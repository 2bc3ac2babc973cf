import { useId } from 'react';
import { visuallyHidden } from './button.css';
import { cachedRecipe } from './recipe-cache';
import { fieldError, fieldHint, textField, textInput, label as labelClass } from './field.css';

const textFieldClass = cachedRecipe(textField);

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** Visible (or, with `hideLabel`, screen-reader-only) label. */
  label: string;
  /** Form field name; the value is submitted under it. */
  name: string;
  /** `email`, `password`, `tel`, `search` or plain `text`. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search';
  /** Controlled value (leave out for an uncontrolled field with `defaultValue`). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field and announced; the field is marked invalid while it is set. */
  errorMessage?: string | null;
  /** Help text under the field. */
  description?: string;
  placeholder?: string;
  autoComplete?: string;
  /** The on-screen keyboard to offer (e.g. `numeric` for a card number). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  maxLength?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  hideLabel?: boolean;
  /** Stretch to the container. */
  fullWidth?: boolean;
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
  const id = useId();
  const inputId = `${id}-input`;
  const descriptionId = description ? `${id}-description` : null;
  const errorId = errorMessage ? `${id}-error` : null;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={textFieldClass({ fullWidth })}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </label>
      <input
        id={inputId}
        type={type}
        className={textInput}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        onBlur={onBlur ? () => onBlur() : undefined}
        // The named field's own attributes last (none of the above): V8 (Node 20) adds properties after
        // a spread on a slow path (decision 0041).
        {...rest}
      />
      {descriptionId ? (
        <span id={descriptionId} className={fieldHint}>
          {description}
        </span>
      ) : null}
      {errorId ? (
        <span id={errorId} className={fieldError}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
