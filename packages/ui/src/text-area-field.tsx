import { controlState, FieldFrame, useFieldIds, type FieldProps } from './field-frame';
import { textArea } from './field.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends FieldProps {
  maxLength?: number;
  /** Visible lines (the shopper may drag it taller). */
  rows?: number;
}

/**
 * A labelled multi-line text box with an optional error message, wired as {@link TextField} is: the
 * label names it, the error describes it (`aria-describedby`) and it is `aria-invalid` while an error
 * shows. A plain named `<textarea>`, so it submits with its form without JavaScript.
 *
 * @example
 * ```tsx
 * <TextAreaField label="Message" name="message" maxLength={2000} errorMessage={error} />
 * ```
 */
export function TextAreaField({ label, errorMessage, hideLabel, fullWidth, onChange, onBlur, isRequired, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds('input', { errorMessage });
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} fullWidth={fullWidth} errorMessage={errorMessage}>
      <textarea
        id={ids.controlId}
        className={textArea}
        {...controlState({ isRequired, errorMessage, describedBy: ids.describedBy, onChange, onBlur })}
        {...rest}
      />
    </FieldFrame>
  );
}
