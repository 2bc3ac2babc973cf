import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The header a trusted internal caller (the storefront calling the BFF, the BFF calling commerce-api)
 * proves itself with. Never sent by browsers; a request without a matching key is a stranger.
 */
export const SERVICE_KEY_HEADER = 'x-service-key';

/**
 * The shopper's own network address as the caller saw it. Believed only together with a valid
 * {@link SERVICE_KEY_HEADER}: from anyone else it is ignored.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The problem `type` of a 401 answered to a caller without the service key. The calling server tells it
 * apart from a shopper's expired token by it: its own key is wrong, which is its operator's problem
 * (a 5xx to the shopper), not the shopper's.
 */
export const SERVICE_KEY_PROBLEM_TYPE = 'urn:pool:problem:service-key-required';

/** Keys are 32 random bytes, base64url: 43 characters. */
const KEY_PATTERN = /^[\w-]{32,256}$/;

/**
 * The service key called `name`: `value` when given (from the environment), otherwise the key kept in
 * `dir/name` (0600), created there with 32 random bytes on first use. Two processes starting at once
 * agree: the file is created exclusively and the loser reads the winner's key.
 *
 * @throws Error when `value` or the stored key is too short or has characters a header cannot carry.
 * @example
 * ```ts
 * const key = loadServiceKey('commerce-api-key', { value: env.COMMERCE_API_KEY, dir: '.data/secrets' });
 * ```
 */
export function loadServiceKey(name: string, { value, dir }: { value?: string | undefined; dir: string }): string {
  if (value !== undefined && value !== '') return checkedKey(name, value);
  const file = path.join(dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return checkedKey(name, readFileSync(file, 'utf8').trim());
}

function checkedKey(name: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`service key ${name}: at least 32 characters of A-Z, a-z, 0-9, _ or -`);
  return key;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The digests of the expected keys (a process has one or two), so that a request hashes only the key it
 * presented. Looked up by the expected key, never by the presented one: no timing depends on the latter.
 */
const expectedDigests = new Map<string, Buffer>();
function expectedDigest(expected: string): Buffer {
  let known = expectedDigests.get(expected);
  if (known === undefined) {
    if (expectedDigests.size >= 8) expectedDigests.clear();
    known = digest(expected);
    expectedDigests.set(expected, known);
  }
  return known;
}

/**
 * Whether `presented` is `expected`, compared in constant time (both hashed first, so their lengths leak
 * nothing either).
 */
export function serviceKeyMatches(presented: string | string[] | undefined, expected: string): boolean {
  return typeof presented === 'string' && timingSafeEqual(digest(presented), expectedDigest(expected));
}

/** Whether the request carries the expected service key. */
export function isServiceCaller(req: IncomingMessage, expected: string): boolean {
  return serviceKeyMatches(req.headers[SERVICE_KEY_HEADER], expected);
}

/**
 * The address to account a request to (rate limits, logs): the {@link CLIENT_ADDRESS_HEADER} when the
 * request comes from an authenticated service caller and the header holds one IP address; otherwise
 * `fallback` (the socket's peer, or what Express's `trust proxy` made of it). Given as a function, the
 * fallback is worked out only when it is used: Express's `req.ip` parses the forwarding headers.
 *
 * @example
 * ```ts
 * clientAddressOf(req, { trusted: isServiceCaller(req, key), fallback: () => req.ip });
 * ```
 */
export function clientAddressOf(
  req: IncomingMessage,
  { trusted, fallback }: { trusted: boolean; fallback: string | undefined | (() => string | undefined) },
): string {
  const forwarded = req.headers[CLIENT_ADDRESS_HEADER];
  if (trusted && typeof forwarded === 'string' && isIP(forwarded.trim())) return forwarded.trim();
  return (typeof fallback === 'function' ? fallback() : fallback) ?? req.socket.remoteAddress ?? 'unknown';
}
