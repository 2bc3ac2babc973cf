import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading';
import { Link, LinkProvider, type AnchorProps } from './link';

describe('Link', () => {
  it('is a plain anchor without a provider', () => {
    render(<Link href="/cart">View Cart</Link>);
    const link = screen.getByRole('link', { name: 'View Cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.className).not.toBe('');
  });

  it("is rendered by the app's anchor inside a LinkProvider, with the same href, name and class", () => {
    function RouterAnchor({ href, children, ...rest }: AnchorProps) {
      return (
        <a href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider anchor={RouterAnchor}>
        <Link href="/" variant="button" aria-label="Return Home">
          Home
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Return Home' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('href')).toBe('/');
    expect(link.className).not.toBe('');
  });
});

describe('Heading', () => {
  it('has the level it is given, whatever its size', () => {
    render(
      <Heading level={3} size="xl" id="h">
        Pool Pumps
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Pool Pumps' });
    expect(heading.tagName).toBe('H3');
    expect(heading.id).toBe('h');
  });
});
