import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from 'node:http';
import type { Express } from 'express';

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
export function createExpressServer(app: Express, options: Omit<ServerOptions, 'IncomingMessage' | 'ServerResponse'> = {}): Server {
  return createServer(
    {
      ...options,
      IncomingMessage: constructedWith(IncomingMessage, app.request),
      ServerResponse: constructedWith(ServerResponse, app.response),
    },
    app,
  );
}
