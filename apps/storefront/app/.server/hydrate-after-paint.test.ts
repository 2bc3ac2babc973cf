import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_TYPE, LAUNCHER, hydrateAfterFirstPaint } from './hydrate-after-paint';

/** Streams `chunks` through the transform and returns what comes out. */
async function through(chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).pipe(hydrateAfterFirstPaint()));
}

const moduleScript = 'import * as route0 from "/assets/root.js";\nwindow.__remixRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';
const page = [
  '<html><head><link rel="stylesheet" href="/assets/shell.css"/></head><body><p>rel="modulepreload" in text, and type="module" async="" too</p>',
  '<script type="application/ld+json">{"a":"b"}</script>',
  '<link rel="modulepreload" href="/assets/react.js"/><link rel="modulepreload" href="/assets/shell.js"/>',
  '<script nonce="abc==">window.__remixContext = {};</script>',
  `<script nonce="abc==" type="module" async="">${moduleScript}</script>`,
  '<script nonce="abc==">window.__remixContext.streamController.enqueue("x");</script></body></html>',
].join('');

const expected = page
  .replaceAll('<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}" fetchpriority="low"`)
  .replace(
    `<script nonce="abc==" type="module" async="">${moduleScript}</script>`,
    `<script nonce="abc==" type="${DEFERRED_SCRIPT_TYPE}">${moduleScript}</script><script nonce="abc==">${LAUNCHER}</script>`,
  );

describe('hydrateAfterFirstPaint', () => {
  it('sends the preloads and the module script inert, with the launcher (and the nonce) right after the script', async () => {
    const out = await through([page]);
    expect(out).toBe(expected);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out.match(/<script[^>]*>\(\(\)=>\{const me=document\.currentScript/g)).toHaveLength(1);
  });

  it('passes what follows the module script on as it came, in a document written as one chunk', async () => {
    // Loader data may hold these texts; past the module script nothing is rewritten.
    const tail = '<script nonce="abc==">x("<link rel=\\"modulepreload\\"");</script><script nonce="abc==" type="module" async="">y()</script>';
    const out = await through([page.replace('</body>', `${tail}</body>`)]);
    expect(out).toBe(expected.replace('</body>', `${tail}</body>`));
  });

  it('finds tags split across chunks at any point', async () => {
    for (let cut = 1; cut < page.length; cut += 5) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    const thirds = Math.floor(page.length / 3);
    for (let cut = 1; cut < thirds; cut += 11) {
      expect(await through([page.slice(0, cut), page.slice(cut, cut + thirds), page.slice(cut + thirds)])).toBe(expected);
    }
  });

  it('keeps a character whose bytes are split between chunks, before and inside the scripts', async () => {
    const bytes = Buffer.from('<p>Ø 10 µm filter — 5 €</p>');
    expect(await through([bytes.subarray(0, 4), bytes.subarray(4, 27), bytes.subarray(27)])).toBe('<p>Ø 10 µm filter — 5 €</p>');
    const withScripts = Buffer.from(page.replace('window.__remixContext = {};', 'window.t = "Ø — €";'));
    const expectedWith = expected.replace('window.__remixContext = {};', 'window.t = "Ø — €";');
    for (let cut = withScripts.indexOf('Ø'); cut < withScripts.indexOf('€') + 3; cut += 1) {
      expect(await through([withScripts.subarray(0, cut), withScripts.subarray(cut)])).toBe(expectedWith);
    }
  });

  it('passes the document before the scripts on as the very chunks it came in', async () => {
    const first = Buffer.from('<html><body><p>a page</p>');
    const transform = hydrateAfterFirstPaint();
    const out: Buffer[] = [];
    transform.on('data', (chunk: Buffer) => out.push(chunk));
    transform.write(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out[0]).toBe(first);
  });

  it('passes a document without scripts through unchanged, a trailing partial tag included', async () => {
    expect(await through(['<p>a</p><link rel="modu'])).toBe('<p>a</p><link rel="modu');
    expect(await through(['<p>a < b</p>'])).toBe('<p>a < b</p>');
  });

  it('gives a module script without a nonce a launcher without one', async () => {
    const out = await through(['<link rel="modulepreload" href="/a.js"/><script type="module" async="">import("/a.js");</script>']);
    expect(out).toBe(
      `<link rel="${DEFERRED_PRELOAD_REL}" fetchpriority="low" href="/a.js"/><script type="${DEFERRED_SCRIPT_TYPE}">import("/a.js");</script><script>${LAUNCHER}</script>`,
    );
  });
});
