import type { PageAtPathView } from '@pool/api-contract';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { bffFor, pageData, type BffClient } from '../../../.server/bff';
import { safeRedirectTarget } from '../../../routing/safe-redirect';

/** A page read that is a page (not a redirect), with what the loader needs to finish it. */
export interface PageAtPath {
  read: Exclude<PageAtPathView, { kind: 'redirect' }>;
  bff: BffClient;
  headers: Headers;
}

/**
 * Reads the page at the request's path from the BFF in one call (`site.page`) and answers its
 * permanent redirect (the redirects table, or another address of a page; the query string is kept),
 * or throws the BFF's 404. Shared by home and the catch-all.
 */
export async function readPageAt(request: Request, context: AppLoadContext, path: string): Promise<PageAtPath> {
  const { bff, headers } = bffFor(request, context);
  // The read carries the root loader's shell on a page view (one BFF call, docs/decisions/0043).
  const read = await context.shellRide.carry((include) => pageData(bff.site.page({ query: { path, ...(include && { include }) } }), headers));
  if (read.kind !== 'redirect') return { read, bff, headers };
  const to = safeRedirectTarget(read.to, '');
  if (!to) throw new Response(null, { status: 404, headers });
  throw redirect(`${to}${to.includes('?') ? '' : new URL(request.url).search}`, { status: read.status, headers });
}
