import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { documentCacheControl, documentCacheTags } from './.server/cache-scope';
import { CoalescedStream, waitsOnDeferredData } from './.server/coalesced-stream';
import { NonceContext } from './nonce';

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

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
  const setDocumentHeaders = () => {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    // Public only when every BFF answer behind the page was public (a catalogue page).
    const cacheControl = documentCacheControl(responseStatusCode, responseHeaders, loadContext.cacheScope);
    responseHeaders.set('Cache-Control', cacheControl);
    // What the page shows, for the page cache's and a CDN's purge by tag (docs/decisions/0068).
    const tags = documentCacheTags(cacheControl, loadContext.cacheScope);
    if (tags) {
      responseHeaders.set('Cache-Tag', tags);
      responseHeaders.set('Surrogate-Key', tags);
    }
  };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // React's 2 KiB chunks leave as one write per turn: one compression flush, not dozens; a
          // document that waits on no deferred data leaves as one write when it is complete.
          const body = new CoalescedStream({ whole: !waitsOnDeferredData(remixContext.staticHandlerContext.loaderData) });
          // A finished document needs no abort timer (nor its timer's wake-up five seconds on).
          body.once('close', () => clearTimeout(abortTimer));
          setDocumentHeaders();
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Whatever was streamed so far must not be kept by the page cache.
          loadContext.cacheScope.markPrivate();
          // Errors after the shell are streamed to the client boundary; log them once here.
          if (shellRendered) loadContext.log.error({ err: error }, 'render error');
        },
      },
    );
    const abortTimer = setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

/** Logs loader and action errors (not aborted requests) with the request's logger. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  context.log.error({ err: error }, 'unhandled loader/action error');
}
