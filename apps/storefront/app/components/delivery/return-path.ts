import { safeRedirectTarget } from '../../routing/safe-redirect';

/**
 * The page the header's deliver-to control was used on, from the referrer of `GET /delivery`: its
 * same-site path when the referrer is on `origin` (never /delivery itself), else `/`. The no-JavaScript
 * zip form returns there.
 *
 * @example
 * ```ts
 * returnPathFromReferrer('http://shop.test/cart', 'http://shop.test'); // '/cart'
 * ```
 */
export function returnPathFromReferrer(referrer: string | null, origin: string): string {
  if (!referrer) return '/';
  try {
    const url = new URL(referrer);
    if (url.origin !== origin || url.pathname === '/delivery') return '/';
    return safeRedirectTarget(`${url.pathname}${url.search}`, '/');
  } catch {
    return '/';
  }
}
