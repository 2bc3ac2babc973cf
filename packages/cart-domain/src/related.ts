/**
 * Related products ('Customers also bought'): title length, list size, add-button state.
 */

/**
 * Longest related-product title shown before it is cut.
 *
 * @example
 * ```ts
 * RELATED_TITLE_MAX_LENGTH; // 45
 * ```
 */
export const RELATED_TITLE_MAX_LENGTH = 45;

/**
 * Most products in the cross-sale list.
 *
 * @example
 * ```ts
 * CROSS_SALE_LIMIT; // 3
 * ```
 */
export const CROSS_SALE_LIMIT = 3;

/**
 * Ellipsis appended to a cut title.
 *
 * @example
 * ```ts
 * truncateTitle('x'.repeat(50)).endsWith(TITLE_ELLIPSIS); // true
 * ```
 */
export const TITLE_ELLIPSIS = '...';

/**
 * A related product as upstream sends it (prices in dollars; `inventory_status` 'out' is out of stock).
 *
 * @example
 * ```ts
 * const product: RelatedProduct = { id: 1, handle: 'skimmer-net', sku: 'NET-1', title: 'Skimmer Net', price: 19.99, list_price: null, inventory_status: 'in' };
 * ```
 */
export interface RelatedProduct {
  id: number | string;
  handle: string;
  sku: string;
  title: string;
  price: number;
  list_price?: number | null;
  inventory_status?: string | null;
}

/**
 * Cuts a title at `max` characters (45 by default) and appends an ellipsis; shorter titles are kept.
 * Counts Unicode code points, so an emoji or accented letter is never split.
 *
 * @example
 * ```ts
 * truncateTitle('Hayward Super Pump 1.5 HP Up-Rated Energy Efficient Motor');
 * // 'Hayward Super Pump 1.5 HP Up-Rated Energy Eff...'
 * ```
 */
export function truncateTitle(title: string, max: number = RELATED_TITLE_MAX_LENGTH): string {
  const chars = Array.from(title);
  return chars.length > max ? chars.slice(0, max).join('') + TITLE_ELLIPSIS : title;
}

/**
 * The cross-sale list: the first three related products, in upstream order.
 *
 * @example
 * ```ts
 * crossSaleList([a, b, c, d]); // [a, b, c]
 * ```
 */
export function crossSaleList<T>(products: readonly T[] | null | undefined): T[] {
  return (products ?? []).slice(0, CROSS_SALE_LIMIT);
}

/**
 * Whether a related product is out of stock (its add button is then disabled).
 *
 * @example
 * ```ts
 * isOutOfStock({ inventory_status: 'out' }); // true
 * ```
 */
export function isOutOfStock(product: { inventory_status?: string | null }): boolean {
  return product.inventory_status === 'out';
}
