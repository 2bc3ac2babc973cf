import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Suspense, type ReactNode } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// React's server renderer as production loads it (react-dom/server.node picks this file when
// NODE_ENV is production), with this repository's patch (patches/react-dom@18.3.1.patch, decision
// 0041), and the development build, which the patch leaves alone, as the reference.
const require = createRequire(import.meta.url);
const builds = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs');
const PATCHED = path.join(builds, 'react-dom-server.node.production.min.js');
type Renderer = typeof ReactDomServer;
const patched = require(PATCHED) as Renderer;
const reference = require(path.join(builds, 'react-dom-server.node.development.js')) as Renderer;

/** A boundary that suspends until it is opened: it streams after the shell. */
function gate() {
  let open: () => void = () => {};
  const state = { ready: false, promise: new Promise<void>((resolve) => (open = resolve)) };
  void state.promise.then(() => {
    state.ready = true;
  });
  function Late() {
    if (!state.ready) throw state.promise;
    return <p>après coup ✓</p>;
  }
  return { Late, open: () => open() };
}

function Page({ rows, late, text }: { rows: number; late: ReactNode; text: string }) {
  return (
    <main className="page" data-x={'<"&>'}>
      {Array.from({ length: rows }, (_, i) => (
        <article key={i} className="card" aria-label={`Card ${i}: ${text}`}>
          <a href={`/p/${i}.html`} data-discover="true">
            Product {i} {text}
          </a>
          {i}
          {' items'}
        </article>
      ))}
      <Suspense fallback={<span>loading…</span>}>{late}</Suspense>
    </main>
  );
}

/** The document `renderer` streams for a page, and in how many writes; its late boundary opens after the shell. */
function render(renderer: Renderer, rows: number, text: string): Promise<{ html: string; writes: number }> {
  const { Late, open } = gate();
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const parts: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => parts.push(chunk));
    sink.on('end', () => resolve({ html: Buffer.concat(parts).toString('utf8'), writes: parts.length }));
    const { pipe } = renderer.renderToPipeableStream(<Page rows={rows} late={<Late />} text={text} />, {
      onShellReady: () => {
        pipe(sink);
        setTimeout(open, 5);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

describe('React server renderer, patched to gather its chunks', () => {
  it('is the patched build', () => {
    expect(readFileSync(PATCHED, 'utf8')).toContain('__poolText');
  });

  it('streams the same document as the unpatched renderer, boundaries streamed later included, in fewer writes', async () => {
    const [a, b] = await Promise.all([render(patched, 400, 'salt pool'), render(reference, 400, 'salt pool')]);
    expect(a.html).toBe(b.html);
    expect(a.html).toContain('après coup ✓');
    expect(a.html.length).toBeGreaterThan(40_000);
    // The unpatched renderer writes every 2 KiB; the patched one a completed segment's markup at once
    // (decision 0048), and the boundary that completes later in writes of its own.
    expect(b.writes).toBeGreaterThan(10);
    expect(a.writes).toBeGreaterThanOrEqual(2);
    expect(a.writes).toBeLessThan(b.writes);
  });

  it('keeps characters of several bytes whole wherever the 2 KiB writes fall', async () => {
    // (The unpatched renderer can leave zero bytes where one straddles its 2 KiB buffer.)
    const { html } = await render(patched, 400, 'piscine à sel – 4.5★ 🏊');
    expect(html).not.toContain('\u0000');
    expect(html.match(/piscine à sel – 4\.5★ 🏊/g)).toHaveLength(800);
  });
});
