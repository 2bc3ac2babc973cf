// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenericError } from './error-content';
import { ErrorPageFallback } from './error-page';

function Broken(): never {
  throw new Error('the error page itself failed');
}

describe('ErrorPageFallback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its children while they render', () => {
    render(
      <ErrorPageFallback>
        <p>An error occurred</p>
      </ErrorPageFallback>,
    );
    expect(screen.getByText('An error occurred')).toBeTruthy();
  });

  it('falls back to a plain message and a link home when the error page fails', () => {
    // React reports the caught error on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const silence = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', silence);
    render(
      <ErrorPageFallback>
        <Broken />
      </ErrorPageFallback>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    window.removeEventListener('error', silence);
  });
});

describe('GenericError', () => {
  it("shows a limit's own message (429) as an alert, and the generic text otherwise", () => {
    const { unmount } = render(<GenericError status={429} message="Too many requests. Try again in 15 minutes." />);
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Try again in 15 minutes.');
    unmount();
    render(<GenericError status={500} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  });
});
