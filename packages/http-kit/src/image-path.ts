/** The kinds of generated image commerce-api serves at `/images/{kind}/{key}.svg`. */
const IMAGE_KINDS = new Set(['products', 'categories', 'diagrams']);

/**
 * The one image path a proxy may pass on for a requested URL, rebuilt from its decoded parts, or `null`
 * when the request is not exactly `/images/{kind}/{key}.svg`. Proxies forward the rebuilt path, never
 * the raw one: `/images/%2e%2e/api/...` would otherwise be resolved as `/api/...` by the next URL parser.
 * The query string is dropped (images take none).
 *
 * @example
 * ```ts
 * imageProxyPath('/images/products/PUMP%201.svg?v=2'); // '/images/products/PUMP%201.svg'
 * imageProxyPath('/images/%2e%2e/api/v1/cache/PUMP-1'); // null
 * ```
 */
export function imageProxyPath(originalUrl: string): string | null {
  const path = originalUrl.split(/[?#]/, 1)[0] ?? '';
  const parts = path.split('/');
  // '', 'images', kind, key
  if (parts.length !== 4 || parts[0] !== '' || parts[1] !== 'images') return null;
  const [, , kind = '', file = ''] = parts;
  if (!IMAGE_KINDS.has(kind) || !file.endsWith('.svg')) return null;
  let key: string;
  try {
    key = decodeURIComponent(file.slice(0, -'.svg'.length));
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (key === '' || key === '.' || key === '..' || /[/\\\u0000-\u001f\u007f]/.test(key)) return null;
  return `/images/${kind}/${encodeURIComponent(key)}.svg`;
}
