// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './near-viewport';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void, readonly options?: IntersectionObserverInit) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const settled = async (promise: Promise<void>) => {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return resolved;
};

describe('whenNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = undefined;
  });

  it('waits until the element nears the viewport, then stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const element = document.createElement('section');
    const near = whenNearViewport(element, { rootMargin: '400px' });
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options).toEqual({ rootMargin: '400px' });
    observer.callback([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    observer.callback([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('resolves at once without an IntersectionObserver or without an element', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(await settled(whenNearViewport(document.createElement('section')))).toBe(true);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    expect(await settled(whenNearViewport(null))).toBe(true);
    expect(FakeObserver.last).toBeUndefined();
  });

  it('resolves when the signal ends the wait, and stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const controller = new AbortController();
    const near = whenNearViewport(document.createElement('section'), { signal: controller.signal });
    expect(await settled(near)).toBe(false);
    controller.abort();
    expect(await settled(near)).toBe(true);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
