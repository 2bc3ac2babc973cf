import { isAppRouteNoBody, isZodType, type ApiFetcherArgs, type AppRoute } from '@ts-rest/core';
import { ProblemSchema, type Problem } from '@pool/api-contract';
import {
  BrokenCircuitError,
  BulkheadRejectedError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  bulkhead,
  circuitBreaker,
  handleWhen,
  retry,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { Logger } from 'pino';
import { CLIENT_ADDRESS_HEADER, headersFrom, SERVICE_KEY_PROBLEM_TYPE } from '@pool/http-kit';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, type Dispatcher } from 'undici';
import { HttpProblem, describeError } from '../http/problem.js';
import type { Metrics } from '../http/metrics.js';

/** Per-call options every upstream call may carry (ts-rest passes them through to {@link HttpUpstream.api}). */
export interface UpstreamCallOptions {
  /** Forwarded as `x-request-id`, so one id follows a page view through every server. */
  requestId?: string;
  /** Overrides the route's deadline for this call. */
  deadlineMs?: number;
  /**
   * The shopper's address, forwarded as `x-client-address` for the upstream's own limits. Only for
   * calls made for one shopper: a cached read shared by everyone carries none.
   */
  clientAddress?: string;
}

export type UpstreamFailure = 'timeout' | 'open' | 'rejected' | 'invalid' | 'unavailable';

/**
 * An upstream call that failed in a way the caller cannot fix: answered as 502 (bad or failing
 * upstream), 503 (breaker open, bulkhead full) or 504 (deadline passed).
 */
export class UpstreamError extends HttpProblem {
  constructor(
    readonly upstream: string,
    readonly failure: UpstreamFailure,
    detail: string,
    options: { cause?: unknown } = {},
  ) {
    const status = failure === 'timeout' ? 504 : failure === 'open' || failure === 'rejected' ? 503 : 502;
    super(status, detail);
    this.name = 'UpstreamError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** A failure worth counting against the breaker and, for reads, retrying: 5xx or a network error. */
class TransientFailure extends Error {
  constructor(readonly status: number | 'network', options?: { cause?: unknown }) {
    super(status === 'network' ? 'upstream unreachable' : `upstream answered ${status}`, options);
  }
}
class DeadlineExceeded extends Error {}

export interface HttpUpstreamOptions {
  /** Metric and log label, e.g. `commerce`. */
  name: string;
  /** Headers sent with every call: this service's credential (`x-service-key`). Never logged. */
  headers?: Record<string, string>;
  metrics: Metrics;
  logger: Logger;
  /** Deadline of a route when the call gives none; route-specific deadlines belong here. */
  deadlineFor?: (route: AppRoute | undefined) => number;
  /**
   * The route group a call belongs to (`search`, `cart`, `account`...): each group has its own breaker
   * and bulkhead, so timeouts of one (typeahead under load) cannot pause another (carts, sign-in).
   * Raw calls pass their route label. Default: one group, `default`.
   */
  groupOf?: (route: AppRoute | undefined, rawLabel?: string) => string;
  breaker?: { consecutiveFailures?: number; halfOpenAfterMs?: number };
  /** Concurrent calls per group and calls queued behind them; `groups` overrides per group. */
  bulkhead?: { limit?: number; queue?: number; groups?: Record<string, { limit?: number; queue?: number }> };
  retry?: { maxAttempts?: number; initialDelayMs?: number; maxDelayMs?: number };
  /**
   * Every call through this `fetch` (tests stand the upstream in with it). Without it, contract calls
   * go through a keep-alive undici agent of this wrapper (its dispatcher interface, a quarter of the
   * CPU of `fetch` a call: no WHATWG Request, Response and stream objects), and raw calls through the
   * global `fetch`, since their callers stream the `Response` body.
   */
  fetch?: typeof fetch;
}

export interface RawCall extends UpstreamCallOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Low-cardinality label for metrics, e.g. `/images/*`. */
  routeLabel: string;
  /**
   * A health probe (readiness): deadline and metrics only. It neither counts against the breaker nor
   * is refused by it, so probing a booting upstream does not hold real calls back once it is up.
   */
  probe?: boolean;
}

/** One contract call's exchange, the body read whole. */
interface TextExchange {
  status: number;
  text: string;
  headers: Headers;
}

interface TextRequest {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal;
}

/** Sends one request and reads the whole body; a 5xx throws {@link TransientFailure} (body discarded). */
type SendText = (url: string, init: TextRequest) => Promise<TextExchange>;

function sendTextWithFetch(fetchImpl: typeof fetch): SendText {
  return async (url, init) => {
    const response = await fetchImpl(url, init);
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      throw new TransientFailure(response.status);
    }
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
}

/**
 * Contract calls through undici's dispatcher, with a handler of our own that gathers the body as
 * bytes; the response headers become a `Headers` only when a caller reads them (the contract routes
 * never do). undici's `request` wraps every body in a stream and builds a `Headers` of the
 * twenty-odd headers commerce-api sends: half the client-side CPU of a typeahead call (about 25 µs
 * of 50 on the 2-core machine).
 */
function sendTextWithUndici(dispatcher: Dispatcher): SendText {
  return (url, init) => new Promise<TextExchange>((resolve, reject) => {
    const { origin, pathname, search } = new URL(url);
    let status = 0;
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    let controller: Dispatcher.DispatchController | undefined;
    const abort = () => controller?.abort(init.signal.reason instanceof Error ? init.signal.reason : new Error('aborted'));
    init.signal.addEventListener('abort', abort, { once: true });
    const settle = () => init.signal.removeEventListener('abort', abort);
    dispatcher.dispatch({ origin, path: `${pathname}${search}`, method: init.method as Dispatcher.HttpMethod, headers: init.headers, body: init.body ?? null }, {
      onRequestStart(started) {
        controller = started;
        if (init.signal.aborted) abort();
      },
      onResponseStart(_controller, statusCode, responseHeaders) {
        // 1xx (informational) answers come before the real one.
        if (statusCode < 200) return;
        status = statusCode;
        headers = responseHeaders;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        settle();
        // A 5xx body is not read: the answer is a failure whatever it says.
        if (status >= 500) return reject(new TransientFailure(status));
        let decoded: Headers | undefined;
        resolve({
          status,
          text: Buffer.concat(chunks).toString('utf8'),
          get headers() {
            return (decoded ??= headersFrom(headers));
          },
        });
      },
      onResponseError(_controller, error) {
        settle();
        reject(error);
      },
    });
  });
}

/**
 * The length of the JSON text each validated answer body was read from, by body: what caches weigh an
 * answer by (e.g. the typeahead's, bounded in bytes of JSON) without serialising it again, which cost
 * about as much as parsing it. Weak: an entry goes with its body.
 */
const receivedLengths = new WeakMap<object, number>();

/**
 * The length (UTF-16 code units, as `JSON.stringify(body).length` counts) of the JSON an upstream
 * answer's body was parsed from, when `body` came from this wrapper's contract calls; undefined
 * otherwise (e.g. a value built or copied since).
 */
export function receivedJsonLength(body: unknown): number | undefined {
  return typeof body === 'object' && body !== null ? receivedLengths.get(body) : undefined;
}

/** ts-rest hands JSON bodies over as strings, url-encoded forms as URLSearchParams (no contract route sends multipart). */
function bodyText(body: ApiFetcherArgs['body']): string | undefined {
  if (body == null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('multipart bodies are not supported by the upstream wrapper');
}

export interface HttpUpstream {
  /** A ts-rest `ApiFetcher`: `initClient(contract, { baseUrl, api: upstream.api, validateResponse: true })`. */
  api: (args: ApiFetcherArgs & UpstreamCallOptions) => Promise<{ status: number; body: unknown; headers: Headers }>;
  /** A call outside the contract (images, readiness); the response body is left unread for streaming. */
  raw: (url: string, call: RawCall) => Promise<Response>;
  /** A group's breaker (`default` without `groupOf`); a group never called yet is closed. */
  breakerState: (group?: string) => 'closed' | 'open' | 'half-open';
}

interface GroupPolicies {
  breaker: ReturnType<typeof circuitBreaker>;
  read: IPolicy;
  write: IPolicy;
  probe: IPolicy;
}

const STATE_VALUE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.Open]: 1,
  [CircuitState.Isolated]: 1,
  [CircuitState.HalfOpen]: 2,
};

/**
 * THE wrapper for every upstream call: a per-call deadline, a consecutive-failures circuit breaker
 * (half-opens after a pause), a bulkhead, jittered exponential retries for idempotent reads only,
 * response validation against the contract, `x-request-id` forwarding and metrics.
 *
 * Outcomes: 2xx and 4xx come back as `{ status, body }` (4xx bodies are problems, passed on by the
 * caller); 5xx, network errors, an open breaker, a full bulkhead, a passed deadline and a body that
 * breaks the contract throw {@link UpstreamError}.
 */
export function createHttpUpstream(options: HttpUpstreamOptions): HttpUpstream {
  const { name, metrics, logger } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // Idle connections are closed before commerce-api's (Node's default keep-alive timeout is 5 s).
  const sendText = options.fetch ? sendTextWithFetch(options.fetch) : sendTextWithUndici(new Agent({ keepAliveTimeout: 4_000 }));
  const deadlineFor = options.deadlineFor ?? (() => 3000);

  const isTransient = (error: Error) => error instanceof TransientFailure;
  const retries = retry(handleWhen(isTransient), {
    maxAttempts: options.retry?.maxAttempts ?? 2,
    // ExponentialBackoff's default generator is "decorrelated jitter".
    backoff: new ExponentialBackoff({
      initialDelay: options.retry?.initialDelayMs ?? 50,
      maxDelay: options.retry?.maxDelayMs ?? 400,
    }),
  });
  const groupOf = options.groupOf ?? (() => 'default');
  const groups = new Map<string, GroupPolicies>();

  /** The breaker and bulkhead of a route group, made on its first call. */
  function policiesOf(group: string): GroupPolicies {
    const existing = groups.get(group);
    if (existing) return existing;
    const breaker = circuitBreaker(handleWhen((error) => isTransient(error) || error instanceof DeadlineExceeded), {
      halfOpenAfter: options.breaker?.halfOpenAfterMs ?? 5_000,
      breaker: new ConsecutiveBreaker(options.breaker?.consecutiveFailures ?? 5),
    });
    const sizes = { ...options.bulkhead, ...options.bulkhead?.groups?.[group] };
    const limiter = bulkhead(sizes.limit ?? 64, sizes.queue ?? 256);
    const labels = { upstream: name, group };
    metrics.breakerState.set(labels, 0);
    breaker.onStateChange((state) => {
      metrics.breakerState.set(labels, STATE_VALUE[state]);
      logger.warn({ upstream: name, group, state: CircuitState[state] }, 'upstream circuit breaker state changed');
    });
    const policies = { breaker, read: wrap(limiter, retries, breaker), write: wrap(limiter, breaker), probe: limiter };
    groups.set(group, policies);
    return policies;
  }

  /** Runs one call under the policies; `attempt` must throw TransientFailure for 5xx/network errors. */
  async function execute<T extends { status: number }>(
    call: { method: string; route: string; group: string; deadlineMs: number; probe?: boolean },
    attempt: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DeadlineExceeded()), call.deadlineMs);
    // Races every attempt, so a transport that ignores its abort signal cannot outlive the deadline.
    const deadlinePassed = new Promise<never>((_resolve, reject) => {
      deadline.signal.addEventListener('abort', () => reject(new DeadlineExceeded()), { once: true });
    });
    deadlinePassed.catch(() => undefined);
    const started = performance.now();
    let outcome = 'unavailable';
    try {
      const policies = policiesOf(call.group);
      const policy = call.probe ? policies.probe : call.method === 'GET' || call.method === 'HEAD' ? policies.read : policies.write;
      const result = await policy.execute(async () => {
        try {
          return await Promise.race([attempt(deadline.signal), deadlinePassed]);
        } catch (error) {
          if (deadline.signal.aborted) throw new DeadlineExceeded();
          // Transient failures feed the breaker and retries; a refused credential is final, as it is.
          if (error instanceof TransientFailure || error instanceof UpstreamError) throw error;
          throw new TransientFailure('network', { cause: error });
        }
      }, deadline.signal);
      outcome = String(result.status);
      return result;
    } catch (error) {
      const mapped = toUpstreamError(error, deadline.signal.aborted, call);
      outcome = mapped.failure === 'unavailable' && error instanceof TransientFailure ? String(error.status) : mapped.failure;
      logger.warn(
        { upstream: name, group: call.group, route: call.route, method: call.method, failure: mapped.failure, reason: describeError(error) },
        'upstream call failed',
      );
      throw mapped;
    } finally {
      clearTimeout(timer);
      metrics.upstreamDuration.observe(
        { upstream: name, route: call.route, method: call.method, status: outcome },
        (performance.now() - started) / 1000,
      );
    }
  }

  function toUpstreamError(error: unknown, timedOut: boolean, call: { method: string; route: string; deadlineMs: number }): UpstreamError {
    const what = `${name} ${call.method} ${call.route}`;
    if (error instanceof UpstreamError) return error;
    if (timedOut || error instanceof DeadlineExceeded) {
      return new UpstreamError(name, 'timeout', `${what} did not answer within ${call.deadlineMs} ms`, { cause: error });
    }
    if (error instanceof BrokenCircuitError) {
      return new UpstreamError(name, 'open', `${name} is failing; calls are paused for a moment`, { cause: error });
    }
    if (error instanceof BulkheadRejectedError) {
      return new UpstreamError(name, 'rejected', `${name} is busy; try again shortly`, { cause: error });
    }
    return new UpstreamError(name, 'unavailable', `${what} failed`, { cause: error });
  }

  const fixedHeaders = options.headers ?? {};
  function headersFor(extra: Record<string, string>, call: UpstreamCallOptions): Record<string, string> {
    return {
      accept: 'application/json',
      ...extra,
      ...(call.requestId ? { 'x-request-id': call.requestId } : {}),
      ...(call.clientAddress ? { [CLIENT_ADDRESS_HEADER]: call.clientAddress } : {}),
      ...fixedHeaders,
    };
  }

  /** The upstream refused this service's own credential: the operator's mistake, never the shopper's. */
  function credentialRefused(call: { method: string; route: string }): UpstreamError {
    logger.error({ upstream: name, route: call.route, method: call.method }, 'upstream refused our service key; check the key both sides are configured with');
    return new UpstreamError(name, 'invalid', `${name} refused the service credential`);
  }

  const api: HttpUpstream['api'] = async (args) => {
    const call = {
      method: args.method.toUpperCase(), route: args.route.path, group: groupOf(args.route), deadlineMs: args.deadlineMs ?? deadlineFor(args.route),
    };
    const request = { method: call.method, headers: headersFor(args.headers, args), body: bodyText(args.body) };
    // The body is read inside the attempt, so the deadline covers it too.
    const raw = await execute(call, (signal) => sendText(args.path, { ...request, signal }));
    const body = decodeBody(raw, args.route, args.validateResponse !== false, call);
    // The headers as the transport keeps them: decoded on first read, if any.
    return {
      status: raw.status,
      body,
      get headers() {
        return raw.headers;
      },
    };
  };

  function decodeBody(
    raw: { status: number; text: string; headers: Headers },
    route: AppRoute,
    validate: boolean,
    call: { method: string; route: string },
  ): unknown {
    const invalid = (detail: string, cause?: unknown) => {
      logger.error({ upstream: name, route: call.route, status: raw.status, err: cause }, 'upstream response broke the contract');
      return new UpstreamError(name, 'invalid', `${name} ${call.method} ${call.route}: ${detail}`, { cause });
    };
    const declared = (route.responses as Record<number, Parameters<typeof isAppRouteNoBody>[0] | undefined>)[raw.status];
    if (declared !== undefined && isAppRouteNoBody(declared)) return undefined;
    let json: unknown;
    try {
      json = raw.text === '' ? undefined : JSON.parse(raw.text);
    } catch (error) {
      if (raw.status >= 400) return genericProblem(raw.status);
      throw invalid('the response is not JSON', error);
    }
    if (raw.status >= 400) {
      // A 4xx is the caller's problem: pass it on, with a plain problem when the upstream sent none.
      const problem = ProblemSchema.safeParse(json);
      if (problem.success && raw.status === 401 && problem.data.type === SERVICE_KEY_PROBLEM_TYPE) throw credentialRefused(call);
      if (!problem.success) return genericProblem(raw.status);
      // With the members the route's own problem declares (a checkout 402's `nextAction`, docs/decisions/0078).
      const own = isZodType(declared) ? declared.safeParse(json) : null;
      return { ...problem.data, ...(own?.success ? (own.data as object) : {}), status: raw.status };
    }
    if (!validate) return json;
    if (!isZodType(declared)) throw invalid(`status ${raw.status} is not in the contract`);
    const parsed = declared.safeParse(json);
    if (!parsed.success) throw invalid('the response does not match the contract', parsed.error);
    if (typeof parsed.data === 'object' && parsed.data !== null) receivedLengths.set(parsed.data, raw.text.length);
    return parsed.data;
  }

  const raw: HttpUpstream['raw'] = (url, callOptions) => {
    const method = callOptions.method ?? 'GET';
    const call = {
      method,
      route: callOptions.routeLabel,
      group: groupOf(undefined, callOptions.routeLabel),
      deadlineMs: callOptions.deadlineMs ?? deadlineFor(undefined),
      probe: callOptions.probe === true,
    };
    return execute(call, async (signal) => {
      const response = await fetchImpl(url, {
        method,
        headers: headersFor(callOptions.headers ?? {}, callOptions),
        signal,
      });
      // A raw call carries no shopper credential: a 401 is this service's own key being refused.
      if (response.status === 401) {
        await response.body?.cancel().catch(() => undefined);
        throw credentialRefused(call);
      }
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        throw new TransientFailure(response.status);
      }
      return response;
    });
  };

  return {
    api,
    raw,
    breakerState: (group = 'default') => {
      const state = groups.get(group)?.breaker.state ?? CircuitState.Closed;
      return state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'half-open' : 'open';
    },
  };
}

function genericProblem(status: number): Problem {
  return { type: 'about:blank', title: status === 404 ? 'Not Found' : 'Upstream request failed', status };
}
