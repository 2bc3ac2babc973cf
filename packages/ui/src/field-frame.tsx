import type { ReactNode } from 'react';
import { visuallyHidden } from './button.css';
import { cachedRecipe } from './recipe-cache';
import { textField, label as labelClass } from './field.css';

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

/**
 * A field's box and its label for the control `controlId`; the control and the notes that describe
 * it are the children.
 */
export function FieldFrame({ controlId, label, hideLabel, fullWidth, children }: {
  controlId: string;
  label: string;
  hideLabel?: boolean | undefined;
  fullWidth?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className={textFieldClass({ fullWidth })}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A hint or error under a field, which the control names in `aria-describedby`; nothing without an id. */
export function FieldNote({ id, className, children }: { id: string | null | undefined; className: string; children: ReactNode }) {
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
