/**
 * @pool/api-contract: the ts-rest contracts and zod schemas of the store.
 * - `bffContract`: storefront ⇄ BFF.
 * - `upstreamContract`: BFF ⇄ commerce-api (or any upstream that implements it).
 * - `ProblemSchema`: RFC 9457 errors between all servers.
 */
export * from './problem.js';
export * from './upstream/index.js';
export * from './bff/index.js';
