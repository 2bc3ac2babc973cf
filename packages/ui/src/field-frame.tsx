import { useId, type ReactNode } from 'react';
import { visuallyHidden } from './button.css';
import { cachedRecipe } from './recipe-cache';
import { fieldError, fieldHint, textField, label as labelClass } from './field.css';

const textFieldClass = cachedRecipe(textField);

/** What every labelled form field of this package takes ({@link TextField}, {@link SelectField}). */
export interface FieldProps {
  /** Visible (or, with `hideLabel`, screen-reader-only) label. */
  label: string;
  /** Form field name; the value is submitted under it. */
  name: string;
  /** Controlled value (leave out for an uncontrolled field with `defaultValue`). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field and announced; the field is marked invalid while it is set. */
  errorMessage?: string | null;
  autoComplete?: string;
  isRequired?: boolean;
  hideLabel?: boolean;
  /** Stretch to the container. */
  fullWidth?: boolean;
}

/** The ids that tie a field together: its control's, which the label names, and its notes', which describe it. */
export interface FieldIds {
  controlId: string;
  /** The hint's, while there is one. */
  descriptionId: string | null;
  /** The error's, while one shows. */
  errorId: string | null;
  /** The notes the control names in `aria-describedby` (hint, then error), or null. */
  describedBy: string | null;
}

/**
 * The {@link FieldIds} of one field, stable across renders: `control` names the control's kind in its
 * id (`input` for a text input or a text area, `select`), and a note has an id only while it shows.
 */
export function useFieldIds(control: 'input' | 'select', { description, errorMessage }: { description?: string | undefined; errorMessage?: string | null | undefined }): FieldIds {
  const id = useId();
  const descriptionId = description ? `${id}-description` : null;
  const errorId = errorMessage ? `${id}-error` : null;
  return { controlId: `${id}-${control}`, descriptionId, errorId, describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || null };
}

/**
 * A field's box: its label for the control (the children), then the hint and the error under it,
 * each with the id of `ids` that the control names in `aria-describedby`.
 */
export function FieldFrame({ ids, label, hideLabel, fullWidth, description, errorMessage, children }: {
  ids: FieldIds;
  label: string;
  hideLabel?: boolean | undefined;
  fullWidth?: boolean | undefined;
  description?: string | undefined;
  errorMessage?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className={textFieldClass({ fullWidth })}>
      <label htmlFor={ids.controlId} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </label>
      {children}
      <FieldNote id={ids.descriptionId} className={fieldHint}>
        {description}
      </FieldNote>
      <FieldNote id={ids.errorId} className={fieldError}>
        {errorMessage}
      </FieldNote>
    </div>
  );
}

/** A hint or error under a field, which the control names in `aria-describedby`; nothing without an id. */
function FieldNote({ id, className, children }: { id: string | null; className: string; children: ReactNode }) {
  return id ? (
    <span id={id} className={className}>
      {children}
    </span>
  ) : null;
}

/**
 * What a field's control (input, select, textarea) says of its state: required, invalid while there
 * is an error, described by its notes, and the field's change and blur callbacks with the new value.
 */
export function controlState({ isRequired, errorMessage, describedBy, onChange, onBlur }: {
  isRequired?: boolean | undefined;
  errorMessage?: string | null | undefined;
  describedBy: string | null | undefined;
  onChange?: ((value: string) => void) | undefined;
  onBlur?: (() => void) | undefined;
}) {
  return {
    'aria-required': isRequired || undefined,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': describedBy ?? undefined,
    onChange: onChange ? (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value) : undefined,
    onBlur: onBlur ? () => onBlur() : undefined,
  };
}
