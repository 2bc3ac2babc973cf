import { createHash, randomBytes } from 'node:crypto';
import { unauthorized } from '../http/problem.js';

/** Bearer tokens live 30 days. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new random bearer token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not leak usable tokens. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The token of an `Authorization: Bearer …` header; 401 without one. */
export function tokenOf(authorization: string): string {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized();
  return token;
}
