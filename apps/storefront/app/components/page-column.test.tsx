// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageColumn } from './page-column';

describe('PageColumn', () => {
  it('heads the page with its one h1, its title, before the content', () => {
    render(
      <PageColumn title="Shopping Cart">
        <p>Your cart is empty.</p>
      </PageColumn>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Shopping Cart');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(heading.nextElementSibling?.textContent).toBe('Your cart is empty.');
  });
});
