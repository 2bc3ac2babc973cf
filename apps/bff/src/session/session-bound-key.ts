import { createHash } from 'node:crypto';

/**
 * A key from the storefront (an idempotency or attempt key) as commerce-api gets it: hashed with the
 * session's public id (and what it is for, `checkout`, `return`), so it can only ever replay an answer
 * to the session that made it, and keys of different sessions never collide.
 */
export function sessionBoundKey(parts: { scope?: string; sessionPublicId: string; key: string }): string {
  const text = [...(parts.scope ? [parts.scope] : []), parts.sessionPublicId, parts.key].join(':');
  return createHash('sha256').update(text).digest('base64url');
}
