// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './media-query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A window whose width matches the query or not, with the `change` event of a real MediaQueryList. */
function fakeMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

const seen: boolean[] = [];
function Probe() {
  const wide = useMediaQuery('(min-width: 768px)', true);
  seen.push(wide);
  return <p>{wide ? 'wide' : 'narrow'}</p>;
}

let container: HTMLDivElement;
beforeEach(() => {
  seen.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('hydrates with the server answer, then takes the window\'s, without a mismatch', async () => {
    const display = fakeMatchMedia(false);
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('wide');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('narrow');
    act(() => display.resize(true));
    expect(container.textContent).toBe('wide');
    act(() => root.unmount());
    expect(display.listenerCount()).toBe(0);
  });

  it('renders a tree first mounted on the client with the window\'s answer at once', () => {
    const display = fakeMatchMedia(false);
    const root = createRoot(container);
    act(() => root.render(<Probe />));
    expect(seen).toEqual([false]);
    act(() => display.resize(true));
    expect(container.textContent).toBe('wide');
    act(() => root.unmount());
  });
});
