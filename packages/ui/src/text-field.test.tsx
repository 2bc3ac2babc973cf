import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a named, labelled input', () => {
    render(<TextField label="Email" name="email" type="email" defaultValue="sam@example.com" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('name')).toBe('email');
    expect((input as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('is described by its hint, and marks a required field for assistive technology only', () => {
    render(<TextField label="Zip" name="zip" description="5 digits" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Zip' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect((input as HTMLInputElement).required).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('5 digits').id);
  });

  it('hands the keys pressed to onKeyDown, which may refuse them', async () => {
    const user = userEvent.setup();
    render(<TextField label="pH" name="ph" inputMode="decimal" onKeyDown={(event) => /^[a-z]$/.test(event.key) && event.preventDefault()} />);
    const input = screen.getByRole('textbox', { name: 'pH' }) as HTMLInputElement;
    await user.type(input, '7a.4e');
    expect(input.value).toBe('7.4');
  });
});
