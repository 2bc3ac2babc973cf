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
