import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const STATES = [{ value: 'AZ', label: 'Arizona' }, { value: 'TX', label: 'Texas' }];

describe('SelectField', () => {
  it('is a named, labelled native select with its placeholder first', () => {
    render(<SelectField label="State" name="state" placeholder="Choose a state" options={STATES} defaultValue="TX" />);
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(select.name).toBe('state');
    expect(select.value).toBe('TX');
    expect([...select.options].map((o) => o.text)).toEqual(['Choose a state', 'Arizona', 'Texas']);
  });

  it('reports changes and describes itself with its error', async () => {
    const onChange = vi.fn();
    render(<SelectField label="State" name="state" options={STATES} onChange={onChange} errorMessage="Choose a US state." />);
    const select = screen.getByRole('combobox', { name: 'State' });
    await userEvent.selectOptions(select, 'AZ');
    expect(onChange).toHaveBeenCalledWith('AZ');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Choose a US state.').id);
  });
});
