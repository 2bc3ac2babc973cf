import { createHash } from 'node:crypto';

/**
 * A strong ETag of a body the app sends as is (Express's `send` then answers a matching
 * `If-None-Match` with 304). The app hashes none by default (docs/decisions/0046): only answers a
 * client revalidates carry one, the generated images and the OpenAPI document.
 *
 * @example
 * etagOf('<svg/>'); // '"…27 base64url characters…"'
 */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
