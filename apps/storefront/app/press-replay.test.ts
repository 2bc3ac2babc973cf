// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAPTURE_PRESSES_SCRIPT, replayPresses } from './press-replay';

// The inline script, run once as the page runs it (jsdom runs no scripts: the same text, evaluated).
new Function(CAPTURE_PRESSES_SCRIPT)();

describe('presses before hydration', () => {
  let presses: string[];
  let listener: (event: Event) => void;

  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = '<button type="button" data-replay="parts-finder">Parts Finder</button><button type="button" id="plain">Plain</button><a href="#x" id="link">Link</a>';
    presses = [];
    // What React's root listener would see.
    listener = (event) => presses.push((event.target as Element).textContent ?? '');
    document.addEventListener('click', listener);
  });

  afterEach(() => {
    document.removeEventListener('click', listener);
    // Whatever a test left caught is made (and dropped) before the next one.
    document.documentElement.dataset.hydrated = '';
    replayPresses();
  });

  it('are caught on a [data-replay] control, made again once hydrated, and only once', () => {
    document.querySelector<HTMLButtonElement>('[data-replay]')!.click();
    expect(presses).toEqual([]);
    document.documentElement.dataset.hydrated = '';
    expect(replayPresses()).toBe(1);
    expect(presses).toEqual(['Parts Finder']);
    expect(replayPresses()).toBe(0);
    expect(presses).toEqual(['Parts Finder']);
  });

  it('leave other elements alone', () => {
    document.getElementById('plain')!.click();
    document.getElementById('link')!.click();
    expect(presses).toEqual(['Plain', 'Link']);
    document.documentElement.dataset.hydrated = '';
    expect(replayPresses()).toBe(0);
  });

  it('are not caught once the page is hydrated', () => {
    document.documentElement.dataset.hydrated = '';
    document.querySelector<HTMLButtonElement>('[data-replay]')!.click();
    expect(presses).toEqual(['Parts Finder']);
    expect(replayPresses()).toBe(0);
  });

  it('go to the control with the same key when hydration replaced the element', () => {
    const caught = document.querySelector<HTMLButtonElement>('[data-replay]')!;
    caught.click();
    caught.replaceWith(Object.assign(document.createElement('button'), { textContent: 'Parts Finder (new)' }));
    document.body.querySelector('button')!.dataset.replay = 'parts-finder';
    document.documentElement.dataset.hydrated = '';
    expect(replayPresses()).toBe(1);
    expect(presses).toEqual(['Parts Finder (new)']);
  });

  it('keep a few at most', () => {
    const button = document.querySelector<HTMLButtonElement>('[data-replay]')!;
    for (let i = 0; i < 20; i += 1) button.click();
    document.documentElement.dataset.hydrated = '';
    expect(replayPresses()).toBe(8);
  });
});
