import { bffContract } from '@pool/api-contract';
import { shopperError } from '../lib/error-message';
import type { AppLoadContext } from '@remix-run/node';
import { initClient, type ApiFetcherArgs } from '@ts-rest/core';
import { CLIENT_ADDRESS_HEADER, headersFrom, SERVICE_KEY_HEADER, SERVICE_KEY_PROBLEM_TYPE } from '@pool/http-kit';
import { Agent, request as undiciRequest } from 'undici';
import { env } from './env';
import { forwardHeaders, relaySetCookies } from './cookie-relay';

/** The BFF could not be reached (refused, reset, timed out): the page answers 503 and retries next time. */
export class BffUnavailableError extends Error {
  override name = 'BffUnavailableError';
}

/**
 * One keep-alive connection pool to the BFF for the whole process. undici's `request` costs about half
 * the CPU of `fetch` per call (no WHATWG Request, Response and stream objects), and every page makes
 * a few calls. Idle connections close before the BFF's keep-alive timeout (Node's 5 s).
 */
const dispatcher = new Agent({ keepAliveTimeout: 4_000 });

/**
 * Photo uploads (up to 12 MB, 16 MB as base64) are decoded, re-encoded and read while the shopper
 * waits: the BFF gives commerce-api 8 s for them, so the storefront waits a little longer than that.
 */
const PHOTO_UPLOADS = new Set<unknown>([bffContract.pools.addPhoto, bffContract.waterTestPhotos.read, bffContract.waterTestPhotos.outsideRead]);
const PHOTO_UPLOAD_TIMEOUT_MS = 10_000;

/** One BFF call the way ts-rest's fetcher would make it: JSON bodies parsed, anything else as text. */
async function send(args: ApiFetcherArgs, headers: Record<string, string>, signal: AbortSignal) {
  const body = args.body == null ? undefined : args.body instanceof URLSearchParams ? args.body.toString() : (args.body as string);
  // The deadline as undici's own timeouts (no timer and combined signal per call): the answer must
  // start within it, and its body must not stall for longer.
  const timeout = PHOTO_UPLOADS.has(args.route) ? Math.max(env.BFF_TIMEOUT_MS, PHOTO_UPLOAD_TIMEOUT_MS) : env.BFF_TIMEOUT_MS;
  const response = await undiciRequest(args.path, {
    method: args.method as 'GET', headers, body, signal, dispatcher, headersTimeout: timeout, bodyTimeout: timeout,
  });
  const responseHeaders = headersFrom(response.headers);
  const text = await response.body.text();
  const json = /^application\/(?:[\w.+-]+\+)?json/i.test(responseHeaders.get('content-type') ?? '');
  return { status: response.statusCode, body: json && text !== '' ? (JSON.parse(text) as unknown) : text, headers: responseHeaders };
}

const refusedOurKey = (response: { status: number; body: unknown }) =>
  response.status === 401 && (response.body as { type?: unknown } | null)?.type === SERVICE_KEY_PROBLEM_TYPE;

/** What one loader's or action's calls are bound to: the incoming request, its context, and where its cookies go. */
interface Binding {
  request: Request;
  context: AppLoadContext;
  relay: Headers;
}

/**
 * One ts-rest client for the whole process (building one walks the whole contract: about 0.1 ms, which
 * every loader used to pay). Each call carries its {@link Binding} as an extra argument, which ts-rest
 * hands to `api` untouched.
 */
const client = initClient(bffContract, {
  baseUrl: env.BFF_URL,
  throwOnUnknownStatus: false,
  api: async (args: ApiFetcherArgs & { binding?: Binding }) => {
    const { binding } = args;
    if (!binding) throw new Error('a BFF call without its request: use bffFor(request, context)');
    const { request, context, relay } = binding;
    const started = performance.now();
    try {
      const response = await send(args, {
        ...args.headers,
        accept: 'application/json',
        ...forwardHeaders(request.headers, context.requestId),
        [SERVICE_KEY_HEADER]: context.bffServiceKey,
        [CLIENT_ADDRESS_HEADER]: context.clientAddress,
      }, request.signal);
      if (refusedOurKey(response)) {
        // Not the shopper's doing (a 401 would read "Token is expired"): the two servers' keys differ.
        context.log.error({ bff: { method: args.method, path: args.path } }, 'the BFF refused the storefront service key; check BFF_SERVICE_KEY on both');
        throw new BffUnavailableError('BFF refused the service key');
      }
      relaySetCookies(response.headers, relay);
      context.cacheScope.note(response.headers.get('cache-control'), response.headers.getSetCookie().length > 0, response.headers.get('cache-tag'));
      context.log.debug({ bff: { method: args.method, path: args.path, status: response.status, ms: Math.round(performance.now() - started) } }, 'bff call');
      return response;
    } catch (error) {
      if (request.signal.aborted || error instanceof BffUnavailableError) throw error;
      context.log.warn({ err: error, bff: { method: args.method, path: args.path } }, 'bff unreachable');
      throw new BffUnavailableError(`BFF unreachable: ${args.method} ${args.path}`, { cause: error });
    }
  },
});

/** A typed client of the BFF bound to one incoming request. */
export type BffClient = typeof client;

/**
 * `client` with `binding` added to every call: `bff.site.page(args)` is
 * `client.site.page({ ...args, binding })`. Groups and routes are looked up on first use.
 */
function bound(binding: Binding): BffClient {
  const groups = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, group) {
      let routes = groups.get(group);
      if (routes === undefined) {
        const calls = Reflect.get(target, group) as Record<PropertyKey, (args?: object) => unknown>;
        routes = new Proxy(calls, { get: (inner, route) => (args?: object) => Reflect.get(inner, route).call(inner, { ...args, binding }) });
        groups.set(group, routes);
      }
      return routes;
    },
  });
}

/**
 * The BFF client for one loader or action: calls carry the browser's cookie and the request id, and
 * every `set-cookie` the BFF answers with is collected in `headers`, which the loader or action must
 * return so the browser receives the session cookie.
 *
 * @example
 * ```ts
 * export async function loader({ request, context }: LoaderFunctionArgs) {
 *   const { bff, headers } = bffFor(request, context);
 *   const shell = await pageData(bff.shell.get(), headers);
 *   return data(shell, { headers });
 * }
 * ```
 */
export function bffFor(request: Request, context: AppLoadContext): { bff: BffClient; headers: Headers } {
  const headers = new Headers();
  return { bff: bound({ request, context, relay: headers }), headers };
}

/**
 * The body of a successful BFF answer, or a thrown `Response` for the route's error boundary:
 * 404 and 400 (a malformed slug) become a real 404, 401/403 keep their status, anything else from
 * an unhealthy BFF becomes 503. The relayed cookies ride along on the thrown response.
 */
export function expectOk<R extends { status: number; body: unknown }>(response: R, headers: Headers): Extract<R, { status: 200 }>['body'] {
  if (response.status === 200) return response.body as Extract<R, { status: 200 }>['body'];
  if (response.status === 429) throw limitedResponse(response, headers);
  throw new Response(null, { status: errorStatus(response.status), headers });
}

/** The message of a BFF limit's refusal (429, docs/decisions/0051): its problem's title. */
export function limitedMessage(body: unknown): string {
  return shopperError({ status: 429, body }, 'Too many requests. Try again in 15 minutes.').reason;
}

/**
 * A BFF limit's refusal as the page's thrown response: 429, the BFF's `Retry-After` and the message
 * as `{ message }`, which the error page shows.
 */
export function limitedResponse(response: { body: unknown; headers?: Headers }, headers: Headers): Response {
  const limited = new Headers(headers);
  limited.set('content-type', 'application/json');
  limited.set('retry-after', response.headers?.get('retry-after') ?? '900');
  return new Response(JSON.stringify({ message: limitedMessage(response.body) }), { status: 429, headers: limited });
}

/**
 * The status a page answers with when the BFF answered `status`.
 *
 * @example
 * ```ts
 * errorStatus(404); // 404
 * errorStatus(502); // 503
 * ```
 */
export function errorStatus(status: number): number {
  if (status === 404 || status === 400) return 404;
  if (status === 401 || status === 403) return status;
  if (status >= 500) return 503;
  return 500;
}

/**
 * Awaits a BFF read for a loader and returns its body ({@link expectOk}); an unreachable BFF becomes a
 * thrown 503 for the shared error page, and the next request simply tries again.
 *
 * @example
 * ```ts
 * const page = await pageData(bff.site.page({ query: { path: '/about' } }), headers);
 * ```
 */
export async function pageData<R extends { status: number; body: unknown }>(
  pending: Promise<R>,
  headers: Headers,
): Promise<Extract<R, { status: 200 }>['body']> {
  let response: R;
  try {
    response = await pending;
  } catch (error) {
    if (error instanceof BffUnavailableError) throw new Response(null, { status: 503, headers: { 'retry-after': '5' } });
    throw error;
  }
  return expectOk(response, headers);
}
