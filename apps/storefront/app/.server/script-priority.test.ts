import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority';

/** Streams `chunks` through the transform and returns what comes out. */
async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));
}

const page = [
  '<html><head><link rel="stylesheet" href="/assets/shell.css"/></head><body><p>rel="modulepreload" in text</p>',
  '<link rel="modulepreload" href="/assets/react.js"/><link rel="modulepreload" href="/assets/shell.js"/>',
  '<script type="module" async="">import "/assets/root.js";</script></body></html>',
].join('');

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves the rest of the document as it was', async () => {
    const out = await through([page]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(page);
  });

  it('finds a tag split across chunks at any point', async () => {
    const expected = await through([page]);
    for (let cut = 1; cut < page.length; cut += 7) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
  });

  it('keeps a character whose bytes are split between chunks', async () => {
    const bytes = Buffer.from('<p>Ø 10 µm filter — 5 €</p>');
    const out = await text(Readable.from([bytes.subarray(0, 4), bytes.subarray(4, 27), bytes.subarray(27)]).pipe(lowPriorityModulePreloads()));
    expect(out).toBe('<p>Ø 10 µm filter — 5 €</p>');
  });

  it('passes a document without preloads through unchanged, ending in a partial match included', async () => {
    expect(await through(['<p>a</p><link rel="modu'])).toBe('<p>a</p><link rel="modu');
  });
});
