import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuantityField } from './quantity-field';
import { STARS_FILL } from './display.css';
import { StarRating } from './star-rating';
import { Price } from './price';
import { ProgressBar } from './progress-bar';

describe('StarRating', () => {
  it('is announced as "Rated 4.5 out of 5"', () => {
    render(<StarRating value={4.5} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('(12)')).toBeTruthy();
  });

  it('fills the stars to the rating, clamped to 0-5, with no SVG markup', () => {
    const fill = (value: number) => {
      const { container, unmount } = render(<StarRating value={value} size="sm" />);
      const stars = screen.getByRole('img');
      expect(container.querySelector('svg')).toBeNull();
      expect(stars.childElementCount).toBe(0);
      const width = stars.style.getPropertyValue(STARS_FILL);
      unmount();
      return width;
    };
    expect(fill(4.5)).toBe('90%');
    expect(fill(7)).toBe('100%');
    expect(fill(-1)).toBe('0%');
  });
});

describe('ProgressBar', () => {
  it('is a named progressbar with its value as a percentage, clamped to 0-100', () => {
    const { rerender } = render(<ProgressBar label="Progress to free shipping" value={60} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress to free shipping' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('60%');
    rerender(<ProgressBar label="Progress to free shipping" value={140} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('QuantityField', () => {
  it('is a required, labelled, numeric field', () => {
    render(<QuantityField label="Quantity" name="quantity" defaultValue={2} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    expect(input.value).toBe('2');
    expect(input.required).toBe(true);
    expect(input.inputMode).toBe('numeric');
  });

  it('keeps digits only', async () => {
    render(<QuantityField label="Quantity" name="quantity" defaultValue={1} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    expect(input.name).toBe('quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '1a2.-');
    expect(input.value).toBe('12');
  });
});

describe('Price', () => {
  it('shows the list price struck through only when given', () => {
    const { container, rerender } = render(<Price price="$19.99" />);
    expect(container.querySelector('s')).toBeNull();
    rerender(<Price price="$19.99" listPrice="$24.99" savings="Save 20%" />);
    expect(container.querySelector('s')?.textContent).toBe('was $24.99');
    expect(screen.getByText('Save 20%')).toBeTruthy();
  });
});
