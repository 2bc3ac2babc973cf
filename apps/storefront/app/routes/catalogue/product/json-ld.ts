/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as unicode
 * so no value (a product title with `</script>`) can end the script element early; U+2028/2029 too.
 *
 * @example
 * ```ts
 * jsonLdText({ name: '</script>' }); // '{"name":"\\u003c/script\\u003e"}'
 * ```
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The JSON-LD of a product as the BFF shapes it (paths relative to the site). */
interface ProductJsonLd {
  image: string[];
  offers?: { url: string };
}

/**
 * The product's JSON-LD with its offer URL and images absolute on this request's origin, as search
 * engines expect (schema.org `url` and `image` are URLs, not paths).
 *
 * @example
 * ```ts
 * absoluteJsonLd({ image: ['/images/p/1.svg'], offers: { url: '/pump.html' } }, 'https://pool.example/pump.html');
 * // { image: ['https://pool.example/images/p/1.svg'], offers: { url: 'https://pool.example/pump.html' } }
 * ```
 */
export function absoluteJsonLd<T extends ProductJsonLd>(jsonLd: T, requestUrl: string): T {
  const absolute = (path: string) => new URL(path, requestUrl).toString();
  return {
    ...jsonLd,
    image: jsonLd.image.map(absolute),
    ...(jsonLd.offers ? { offers: { ...jsonLd.offers, url: absolute(jsonLd.offers.url) } } : {}),
  };
}
