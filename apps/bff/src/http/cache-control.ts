import type { Response } from 'express';

/** Anonymous catalogue pages: a CDN may keep them a minute and serve them stale for ten while refreshing. */
export const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=600';
/** Anything personal: cart, session, signed-in pages. */
export const PRIVATE = 'private, no-store';

export function setCacheControl(res: Response, value: string): void {
  res.setHeader('cache-control', value);
}
