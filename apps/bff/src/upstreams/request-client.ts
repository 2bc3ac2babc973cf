import type { Request } from 'express';
import type { CommerceClient } from './commerce.upstream.js';
import type { UpstreamCallOptions } from './http-upstream.js';

/** What every commerce-api call made for one request carries: its id, and the shopper's address. */
export type RequestCallOptions = Required<Pick<UpstreamCallOptions, 'requestId'>> & Pick<UpstreamCallOptions, 'clientAddress'>;

type Call = (args?: Record<string, unknown>) => unknown;

/**
 * The commerce-api client bound to one request: every call carries the request's id (`x-request-id`)
 * and the shopper's address (`x-client-address`) without the caller naming them; an option the caller
 * names wins. Routes are wrapped on first use (a request calls two or three of them, not the ~150 of
 * the contract). Only for calls made for one shopper: reads shared through a cache use the plain
 * client, which carries no one's address.
 */
export function bindClient(client: CommerceClient, options: RequestCallOptions): CommerceClient {
  const groups = new Map<PropertyKey, unknown>();
  const bindGroup = (group: Record<string, Call>) =>
    new Proxy(group, {
      get(target, route) {
        const call = Reflect.get(target, route) as unknown;
        if (typeof call !== 'function') return call;
        return (args?: Record<string, unknown>) => (call as Call)({ ...options, ...args });
      },
    });
  return new Proxy(client, {
    get(target, name) {
      const group = Reflect.get(target, name) as unknown;
      if (typeof group !== 'object' || group === null) return group;
      let bound = groups.get(name);
      if (!bound) groups.set(name, (bound = bindGroup(group as Record<string, Call>)));
      return bound;
    },
  });
}

/** The commerce-api client for `req`: its request id and the shopper's address on every call. */
export function clientFor(client: CommerceClient, req: Pick<Request, 'id' | 'clientAddress'>): CommerceClient {
  return bindClient(client, { requestId: String(req.id), clientAddress: req.clientAddress });
}

/**
 * The commerce-api client for a read `req` starts but everyone shares (a listing or answer kept in a
 * cache): the request id on every call, for the logs, and no one's address.
 */
export function sharedReadClientFor(client: CommerceClient, req: Pick<Request, 'id'>): CommerceClient {
  return bindClient(client, { requestId: String(req.id) });
}
