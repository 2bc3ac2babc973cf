import { useId } from 'react';
import { controlState, FieldFrame, FieldNote, type FieldProps } from './field-frame';
import { fieldError, textArea } from './field.css';

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
  const id = useId();
  const controlId = `${id}-input`;
  const errorId = errorMessage ? `${id}-error` : null;
  return (
    <FieldFrame controlId={controlId} label={label} hideLabel={hideLabel} fullWidth={fullWidth}>
      <textarea
        id={controlId}
        className={textArea}
        {...controlState({ isRequired, errorMessage, describedBy: errorId, onChange, onBlur })}
        {...rest}
      />
      <FieldNote id={errorId} className={fieldError}>
        {errorMessage}
      </FieldNote>
    </FieldFrame>
  );
}
