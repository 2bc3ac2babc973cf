import type { Response } from 'express';
import { expectStatus } from '../upstreams/commerce.upstream.js';
import { setCacheControl } from './cache-control.js';

/**
 * A route that passes commerce-api's answer on as it is: `cacheControl` on the answer first, then
 * `call` upstream, whose body is answered (200) when commerce-api answered `expected`; a 4xx is
 * passed on as a problem (see {@link expectStatus}).
 *
 * @example
 * ```ts
 * get: ({ params, req, res }) => relay(res, PRIVATE, 200, () => clientFor(client, req).pools.get({ params })),
 * ```
 */
export async function relay<R extends { status: number; body: unknown }, S extends R['status']>(
  res: Response,
  cacheControl: string,
  expected: S,
  call: () => Promise<R>,
): Promise<{ status: 200; body: Extract<R, { status: S }>['body'] }> {
  setCacheControl(res, cacheControl);
  return { status: 200, body: expectStatus(await call(), expected) };
}

/** A delete passed on: `cacheControl` on the answer first, then `call` upstream, which answers 204; answered `{ deleted: true }`. */
export async function relayDeleted<R extends { status: number; body: unknown }>(
  res: Response,
  cacheControl: string,
  call: () => Promise<R>,
): Promise<{ status: 200; body: { deleted: true } }> {
  setCacheControl(res, cacheControl);
  expectStatus(await call(), 204 as R['status']);
  return { status: 200, body: { deleted: true } };
}
