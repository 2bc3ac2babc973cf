import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading, with the heading first', () => {
    render(
      <Section headingId="specs" title="Specifications" size="lg" id="product-specs" className="box">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Specifications' });
    expect(region.id).toBe('product-specs');
    expect(region.className).toBe('box');
    expect(region.firstElementChild?.tagName).toBe('H2');
    expect(screen.getByRole('heading', { level: 2, name: 'Specifications' }).id).toBe('specs');
  });

  it('takes another heading level', () => {
    render(<Section headingId="t" title="Title" level={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
  });
});
