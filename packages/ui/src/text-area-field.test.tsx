import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a named, labelled multi-line box', () => {
    render(<TextAreaField label="Message" name="message" defaultValue="Hello" maxLength={20} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('name')).toBe('message');
    expect(box.getAttribute('maxlength')).toBe('20');
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });
});
