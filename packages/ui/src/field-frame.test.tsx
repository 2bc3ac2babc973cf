import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useRequiredField } from './use-required-field.test-helper';

/** Each text field as a form that requires it would show it, with the error its frame wires up. */
const REQUIRED_FIELDS = [
  {
    field: 'TextField',
    label: 'Email',
    message: 'Email is required.',
    Harness: () => <TextField label="Email" name="email" type="email" {...useRequiredField('Email is required.')} />,
  },
  {
    field: 'TextAreaField',
    label: 'Message',
    message: 'Message is required',
    Harness: () => <TextAreaField label="Message" name="message" {...useRequiredField('Message is required')} />,
  },
];

describe('FieldFrame', () => {
  it.each(REQUIRED_FIELDS)('$field shows the error it is given, linked to the control and marking it invalid, and drops it when fixed', async ({ label, message, Harness }) => {
    const user = userEvent.setup();
    render(<Harness />);
    const control = screen.getByRole('textbox', { name: label });
    expect(control.getAttribute('aria-invalid')).toBeNull();
    await user.click(control);
    await user.tab();
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe(screen.getByText(message).id);
    await user.type(control, 'Hi');
    expect(screen.queryByText(message)).toBeNull();
    expect(control.getAttribute('aria-invalid')).toBeNull();
    expect(control.getAttribute('aria-describedby')).toBeNull();
  });
});
