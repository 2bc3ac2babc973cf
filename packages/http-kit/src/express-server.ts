import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from 'node:http';
import type { Express } from 'express';
import { problemOf, writeProblem } from './problem.js';

/** Node's `IncomingMessage` and `ServerResponse` are plain constructor functions: called on an object, they set it up. */
type Initializer = (this: object, ...args: unknown[]) => void;

/**
 * A constructor of `base`'s objects whose prototype is `proto` (which inherits from `base.prototype`),
 * for `createServer`'s `IncomingMessage` / `ServerResponse` options. It calls `base` on the new object
 * rather than `Reflect.construct(base, args, new.target)`: objects made that way still survived a
 * quarter of the scavenges this avoids.
 */
function constructedWith<T>(base: T, proto: object): T {
  const init = base as unknown as Initializer;
  function Constructed(this: object, ...args: unknown[]): void {
    init.apply(this, args);
  }
  Constructed.prototype = proto;
  return Constructed as unknown as T;
}

/**
 * The HTTP server of an Express 4 app, whose requests and responses are born with the app's own
 * prototypes (`app.request`, `app.response`), so Express's per-request `Object.setPrototypeOf` (its
 * init middleware) finds them already set and changes nothing.
 *
 * Why: in V8 (Node 20), request and response objects whose prototype was changed survived the young
 * generation's scavenges as if something old still held them, so every request's objects were copied
 * and promoted: 17% of what an Express server allocated survived each scavenge (a bare `node:http`
 * server: 0.2%), and scavenges cost 4-5 ms instead of under 1 ms (README, #16: typeahead and garbage
 * collection). Only for an app with no Express sub-app mounted in it (a sub-app sets its own
 * prototypes on the way in, and the parent's again on the way out).
 */
export function createExpressServer(
  app: Express,
  options: Omit<ServerOptions, 'IncomingMessage' | 'ServerResponse' | 'headersTimeout' | 'requestTimeout'> = {},
  timeouts: RequestTimeouts = DEFAULT_REQUEST_TIMEOUTS,
): Server {
  const server = createServer(
    {
      // Node checks both deadlines every `connectionsCheckingInterval` (30 s by default): often enough
      // that a request past its deadline is cut off within a second of it.
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeouts.headersMs / 4))),
      ...options,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      IncomingMessage: constructedWith(IncomingMessage, app.request),
      ServerResponse: constructedWith(ServerResponse, app.response),
    },
    app,
  );
  server.prependListener('request', bodyDeadline(timeouts));
  return server;
}

/**
 * How long a client may take to send a request (docs/decisions/0053). Node's defaults (60 s for the
 * headers, 300 s for the whole request) let a client that trickles a byte a second hold a connection
 * and its handler for five minutes; many such clients exhaust a server.
 */
export interface RequestTimeouts {
  /** The request line and headers (Node's `headersTimeout`). */
  headersMs: number;
  /** The whole request, body included (Node's `requestTimeout`): the bound for a large upload. */
  requestMs: number;
  /** A body of at most {@link SMALL_BODY_BYTES} (every form and JSON write): from the headers to its last byte. */
  bodyMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 60_000, bodyMs: 10_000 };

/** The variables that set {@link RequestTimeouts} in every app (milliseconds). */
const TIMEOUT_VARIABLES = { headersMs: 'HEADERS_TIMEOUT_MS', requestMs: 'REQUEST_TIMEOUT_MS', bodyMs: 'BODY_TIMEOUT_MS' } as const;

/**
 * The request timeouts of an app's environment: `HEADERS_TIMEOUT_MS`, `REQUEST_TIMEOUT_MS`,
 * `BODY_TIMEOUT_MS` (each 100 ms to 10 minutes, the headers' within the request's), defaults
 * {@link DEFAULT_REQUEST_TIMEOUTS}. Called by each app's env module, the one reader of `process.env`.
 * @throws Error naming the variable that is not a whole number of milliseconds in range.
 */
export function requestTimeoutsFrom(source: Record<string, string | undefined>): RequestTimeouts {
  const timeouts = { ...DEFAULT_REQUEST_TIMEOUTS };
  for (const [key, name] of Object.entries(TIMEOUT_VARIABLES) as [keyof RequestTimeouts, string][]) {
    const raw = source[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 100 || value > 600_000) throw new Error(`Invalid environment: ${name}: a whole number of milliseconds from 100 to 600000`);
    timeouts[key] = value;
  }
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('Invalid environment: HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  return timeouts;
}

/** Bodies up to this size (every form and JSON write but a photo) must arrive within `bodyMs`. */
export const SMALL_BODY_BYTES = 64 * 1024;

/**
 * Cuts off a request whose small body has not fully arrived `bodyMs` after its headers: a 408 problem
 * if nothing was answered yet, then the connection is closed. Larger bodies (photo uploads) have the
 * whole `requestMs`, which Node enforces itself.
 */
function bodyDeadline({ bodyMs }: RequestTimeouts): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const length = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!chunked && (length === undefined || length === '0' || Number(length) > SMALL_BODY_BYTES)) return;
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      res.once('finish', () => req.socket.destroy());
      writeProblem(res, problemOf(408, { detail: `The request body did not arrive within ${bodyMs / 1000} s.` }), { connection: 'close' });
    }, bodyMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
  };
}
