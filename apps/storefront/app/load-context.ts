import type { Logger } from 'pino';
import type { CacheScope } from './.server/cache-scope';
import type { ShellRide } from './.server/shell-ride';

/** What the Express host hands every loader and action (see server/main.ts `getLoadContext`). */
export interface StorefrontLoadContext {
  /** Nonce of this response's Content-Security-Policy, for Remix's inline scripts. */
  cspNonce: string;
  /** The request id, forwarded to the BFF and logged with every line. */
  requestId: string;
  /** Logger bound to this request. */
  log: Logger;
  /** Whether this page may be shared by caches, from the BFF answers it used (see `.server/cache-scope`). */
  cacheScope: CacheScope;
  /** The shell carried by this request's page read, for the root loader (see `.server/shell-ride`). */
  shellRide: ShellRide;
  /** The shopper's network address (Express `req.ip`), forwarded to the BFF as `x-client-address`. */
  clientAddress: string;
  /**
   * The storefront's key for the BFF (`x-service-key`). Server-only, like the rest of the context: no
   * loader returns it. It travels here because the Express host and the Remix build are two bundles.
   */
  bffServiceKey: string;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontLoadContext {}
}
