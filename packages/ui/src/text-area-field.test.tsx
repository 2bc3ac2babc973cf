import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';
import { useRequiredField } from './use-required-field.test-helper';

function Harness() {
  return <TextAreaField label="Message" name="message" {...useRequiredField('Message is required')} />;
}

describe('TextAreaField', () => {
  it('is a named, labelled multi-line box', () => {
    render(<TextAreaField label="Message" name="message" defaultValue="Hello" maxLength={20} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('name')).toBe('message');
    expect(box.getAttribute('maxlength')).toBe('20');
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('shows the error it is given, linked to the box and marking it invalid, and drops it when fixed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await user.click(box);
    await user.tab();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Message is required').id);
    await user.type(box, 'Hi');
    expect(screen.queryByText('Message is required')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });
});
