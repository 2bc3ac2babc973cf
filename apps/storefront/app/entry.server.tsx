import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { documentCacheControl } from './.server/cache-scope';
import { env } from './.server/env';
import { RenderCache, deferredValues, renderKey } from './.server/render-cache';
import { encodedPageBody } from './.server/stored-page';
import { NonceContext } from './nonce';

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/**
 * How long a page whose render is stored waits for its deferred data (warranty offers) to compare it
 * with the stored page's. The offers usually arrive within 1-3 ms; rendering the product page again
 * costs 15-20 ms of CPU on its own, more on a busy machine, where 5 ms turned half the reusable
 * product pages into renders (`pnpm bench`). A page whose offers are slower is rendered as usual.
 */
const DEFERRED_WAIT_MS = 20;

/** Rendered pages by what they were rendered from (see `.server/render-cache`); off at 0 MB. */
const renderCache = env.RENDER_CACHE_MB > 0 ? new RenderCache({ maxBytes: env.RENDER_CACHE_MB * 1024 * 1024 }) : undefined;

/** A pass-through that also keeps what went through it, handed to `onEnd` once it has all passed. */
function tee(onEnd: (body: Buffer) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error: null, chunk: Buffer) => void) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback: () => void) {
      onEnd(Buffer.concat(chunks));
      callback();
    },
  });
}

/**
 * Streams the document. Browsers get the shell as soon as it is ready; crawlers (and anything isbot
 * recognises) get the complete document. Remix's inline scripts carry this response's CSP nonce.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  const { loaderData, actionData, errors } = remixContext.staticHandlerContext;
  const render = renderCache && renderKey({ method: request.method, url: request.url, mode: waitForAll ? 'document' : 'shell', status: responseStatusCode, loaderData, actionData, errors });
  const setDocumentHeaders = () => {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    // Public only when every BFF answer behind the page was public (a guest's catalogue page).
    responseHeaders.set('Cache-Control', documentCacheControl(responseStatusCode, responseHeaders, loadContext.cacheScope));
  };
  if (render && renderCache) {
    const deferred = renderCache.has(render.key) ? await deferredValues(render.deferred, DEFERRED_WAIT_MS) : null;
    const stored = deferred === null ? undefined : renderCache.get(render.key, deferred);
    responseHeaders.set('x-render-cache', stored ? 'hit' : 'miss');
    if (stored) {
      setDocumentHeaders();
      // Plain when the page cache is keeping this response (it stores plain pages).
      const { body, gzip } = encodedPageBody(stored, nonce, loadContext.pageCacheStores ? null : request.headers.get('accept-encoding'));
      if (gzip) responseHeaders.set('Content-Encoding', 'gzip');
      responseHeaders.append('Vary', 'Accept-Encoding');
      return new Response(body, { headers: responseHeaders, status: responseStatusCode });
    }
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = render
            ? tee((html) => {
                // The deferred values have all been streamed into the page by now.
                if (!failed)
                  void deferredValues(render.deferred).then((deferred) => {
                    if (deferred !== null) renderCache?.set(render.key, deferred, html, nonce);
                  });
              })
            : new PassThrough();
          setDocumentHeaders();
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          failed = true;
          // Whatever was streamed so far must not be kept by the page cache.
          loadContext.cacheScope.markPrivate();
          // Errors after the shell are streamed to the client boundary; log them once here.
          if (shellRendered) loadContext.log.error({ err: error }, 'render error');
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

/** Logs loader and action errors (not aborted requests) with the request's logger. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  context.log.error({ err: error }, 'unhandled loader/action error');
}
