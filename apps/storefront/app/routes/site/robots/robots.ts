/** Paths crawlers should skip: personal, transactional and utility pages. */
export const DISALLOWED = ['/account', '/cart', '/checkout', '/login', '/logout', '/register', '/forgot', '/reset', '/auto-login', '/session', '/newsletter', '/thankyou', '/quotes', '/search?', '/*?app'] as const;

/**
 * The robots.txt of the site at `origin`: everything but {@link DISALLOWED}, and where the sitemap is.
 *
 * @example
 * ```ts
 * robotsTxt('https://shop.example'); // 'User-agent: *\nDisallow: /account\n...Sitemap: https://shop.example/sitemap.xml\n'
 * ```
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
