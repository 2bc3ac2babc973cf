import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids we accept from a caller: short, printable, no separators that could forge log lines. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request id: the caller's `x-request-id` when it looks sane (the storefront sends one per page
 * view), otherwise a fresh UUID. Echoed on the response; the access log sets it as `req.id`.
 */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && ACCEPTED.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
