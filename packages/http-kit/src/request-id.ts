import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header one id travels in from the storefront through the BFF to commerce-api. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids taken from a caller: short and printable, nothing that could forge a log line. */
const ACCEPTED = /^[\w.:-]{1,128}$/;

/**
 * Whether a caller's request id may be kept (and logged, and passed on) as it is.
 *
 * @example
 * ```ts
 * isValidRequestId('7f1c-22'); // true
 * isValidRequestId('a b\n'); // false
 * ```
 */
export function isValidRequestId(value: string | undefined | null): value is string {
  return typeof value === 'string' && ACCEPTED.test(value);
}

/**
 * The request id: the caller's `x-request-id` when it is valid (so one id follows a page view through
 * every server), otherwise a fresh UUID. Echoed on the response.
 */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && isValidRequestId(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
