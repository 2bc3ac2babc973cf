/**
 * Where a form may send the browser after a POST without JavaScript: a path on this site only.
 * Absolute URLs, protocol-relative `//host` (also when dot segments resolve to it, `/.//host`), backslash
 * tricks and control characters fall back.
 *
 * @example
 * ```ts
 * safeRedirectTarget('/pool-pump.html?x=1'); // '/pool-pump.html?x=1'
 * safeRedirectTarget('//evil.example/'); // '/'
 * safeRedirectTarget('https://evil.example/', '/cart'); // '/cart'
 * ```
 */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = 'http://storefront.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Dot segments are resolved only now: '/.//evil.example' becomes '//evil.example', which a browser
  // would take as another host. Check the path that is actually sent, not the one that came in.
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
