import { useState } from 'react';

/**
 * A field's value and callbacks as a form with its own validation would pass them: controlled, and
 * showing `requiredMessage` once the shopper has left the field empty. For the fields' tests.
 *
 * @example
 * ```tsx
 * const Harness = () => <TextField label="Email" name="email" {...useRequiredField('Email is required.')} />;
 * ```
 */
export function useRequiredField(requiredMessage: string) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return { value, onChange: setValue, onBlur: () => setTouched(true), errorMessage: touched && value === '' ? requiredMessage : null };
}
