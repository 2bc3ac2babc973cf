import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { visuallyHidden } from './button.css';
import { fieldError, fieldHint, textField, textInput, label as labelClass } from './field.css';

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
  isRequired?: boolean;
  isDisabled?: boolean;
  hideLabel?: boolean;
  /** Stretch to the container. */
  fullWidth?: boolean;
}

/**
 * A labelled text input with an optional hint and error message, wired for assistive technology
 * (react-aria links the label, description and error with `aria-describedby`). It is a plain named
 * `<input>`, so it submits with its form without JavaScript. Browser validation is left off: the
 * app decides when an error shows (for example once the field is touched).
 *
 * @example
 * ```tsx
 * <TextField label="Email" name="email" type="email" errorMessage={touched ? error : null} />
 * ```
 */
export function TextField({ label, type = 'text', errorMessage, description, hideLabel, fullWidth, placeholder, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} type={type} isInvalid={Boolean(errorMessage)} validationBehavior="aria" className={textField({ fullWidth })}>
      <Label className={hideLabel ? visuallyHidden : labelClass}>{label}</Label>
      <Input className={textInput} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={fieldHint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
