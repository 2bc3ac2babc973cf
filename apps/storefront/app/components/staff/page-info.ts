/** What the overlay says about the current page: its type, name and the admin edit link, when it has one. */
export interface PageInfo {
  type: string;
  name: string;
  edit: string | null;
}

type Match = { id: string; data: unknown };

/** Cut at 30 characters with an ellipsis (spec site-shell.md 9: admin overlay titles). */
export function cutTitle(title: string, max = 30): string {
  return title.length > max ? `${title.slice(0, max - 1)}…` : title;
}

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);

/**
 * The page's type and name from the matched routes' loader data (product, category, other pages by
 * route), with the admin site's edit link for products, their variant and categories.
 *
 * @example
 * ```ts
 * pageInfo([{ id: 'home', data: { kind: 'product', page: { product: { id: 7, title: 'Pump' } } } }], 'https://admin', 'Pump | Pool');
 * // { type: 'Product', name: 'Pump', edit: 'https://admin/products/7/edit' }
 * ```
 */
export function pageInfo(matches: readonly Match[], adminUrl: string, documentTitle: string): PageInfo {
  for (const match of [...matches].reverse()) {
    const data = record(match.data);
    if (data?.kind === 'product') {
      const product = record(record(data.page)?.product);
      if (product && typeof product.id === 'number') {
        const variant = record(product.variant) ?? record((product.variants as unknown[] | undefined)?.[0]);
        const edit = variant && typeof variant.id === 'number'
          ? `${adminUrl}/products/${product.id}/variants/${variant.id}/edit`
          : `${adminUrl}/products/${product.id}/edit`;
        return { type: 'Product', name: String(product.title ?? ''), edit };
      }
    }
    const category = record(record(data?.view)?.category);
    if (category && (typeof category.id === 'number' || typeof category.id === 'string')) {
      return { type: 'Category', name: String(category.title ?? category.name ?? ''), edit: `${adminUrl}/categories/${category.id}/edit` };
    }
  }
  const last = matches[matches.length - 1];
  const type = last?.id === 'home' ? 'Home' : (last?.id.split('/').slice(-2, -1)[0] ?? 'Page');
  return { type: type.charAt(0).toUpperCase() + type.slice(1), name: documentTitle.split(' | ')[0] ?? documentTitle, edit: null };
}
