import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The request id: accepts the caller's `x-request-id` (so one id follows a request from the
 * storefront through the BFF to here) when it looks sane, otherwise generates one; echoes it back.
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}
