/**
 * Product badges: the nine badge types and the rule that picks the one badge a product shows.
 */

/**
 * The nine badge types, in the spec's order.
 *
 * @example
 * ```ts
 * BADGE_TYPES.includes('on_sale'); // true
 * ```
 */
export const BADGE_TYPES = [
  'current_item',
  'perfect_rating',
  'out_of_stock',
  'free_shipping',
  'new_item',
  'on_sale',
  'hot_item',
  'diagram',
  'generic',
] as const;

/**
 * One of the nine badge types.
 *
 * @example
 * ```ts
 * const type: BadgeType = 'hot_item';
 * ```
 */
export type BadgeType = (typeof BADGE_TYPES)[number];

/**
 * A badge as the product cache shape carries it; `color` is a CSS colour chosen by merchandising, or
 * `null` for the type's default style.
 *
 * @example
 * ```ts
 * const badge: Badge = { type: 'hot_item', label: 'Hot Item', color: '#e4002b' };
 * ```
 */
export interface Badge {
  type: BadgeType;
  label: string;
  color: string | null;
}

/**
 * What the badge rule needs to know about a product.
 *
 * @example
 * ```ts
 * const input: BadgeInput = { in_stock: false, has_delivery: false, has_pickup: false, can_backorder: false };
 * ```
 */
export interface BadgeInput {
  in_stock: boolean;
  has_delivery?: boolean;
  has_pickup?: boolean;
  can_backorder?: boolean;
  on_sale?: boolean;
  badge?: Badge | null;
}

/**
 * Badge shown when a product is unavailable everywhere. The spec names the type, not the text; this
 * label is the store's choice.
 *
 * @example
 * ```ts
 * productBadge({ in_stock: false }); // OUT_OF_STOCK_BADGE
 * ```
 */
export const OUT_OF_STOCK_BADGE: Badge = Object.freeze({ type: 'out_of_stock', label: 'Out of Stock', color: null });

/**
 * Badge shown for an in-stock product on sale without a custom badge. The spec names the type, not
 * the text; this label is the store's choice.
 *
 * @example
 * ```ts
 * productBadge({ in_stock: true, on_sale: true }); // ON_SALE_BADGE
 * ```
 */
export const ON_SALE_BADGE: Badge = Object.freeze({ type: 'on_sale', label: 'On Sale', color: null });

/**
 * Type guard for upstream badge type strings.
 *
 * @example
 * ```ts
 * isBadgeType('new_item'); // true
 * isBadgeType('clearance'); // false
 * ```
 */
export function isBadgeType(value: unknown): value is BadgeType {
  return typeof value === 'string' && (BADGE_TYPES as readonly string[]).includes(value);
}

/**
 * Builds a {@link Badge} from the search-index shape's flat `badge_type`, `badge_label` and
 * `badge_color` fields: `null` when no type is set; an unknown type is shown as `generic`.
 *
 * @example
 * ```ts
 * badgeFromFields({ badge_type: 'new_item', badge_label: 'New', badge_color: null });
 * // { type: 'new_item', label: 'New', color: null }
 * badgeFromFields({ badge_type: null }); // null
 * ```
 */
export function badgeFromFields(fields: {
  badge_type?: string | null;
  badge_label?: string | null;
  badge_color?: string | null;
}): Badge | null {
  const type = fields.badge_type?.trim();
  if (!type) return null;
  return {
    type: isBadgeType(type) ? type : 'generic',
    label: fields.badge_label ?? '',
    color: fields.badge_color || null,
  };
}

/**
 * The one badge a product shows:
 * 1. `out_of_stock` when it is unavailable everywhere (not in stock, no delivery, no pickup, no backorder);
 * 2. else its custom badge, when one is set and it is in stock;
 * 3. else `on_sale`, when on sale and in stock;
 * 4. else none (`null`).
 *
 * @example
 * ```ts
 * productBadge({ in_stock: false, can_backorder: true }); // null (still orderable)
 * productBadge({ in_stock: true, on_sale: true, badge: { type: 'hot_item', label: 'Hot', color: null } }); // the hot_item badge
 * ```
 */
export function productBadge(input: BadgeInput): Badge | null {
  const unavailableEverywhere = !input.in_stock && !input.has_delivery && !input.has_pickup && !input.can_backorder;
  if (unavailableEverywhere) return OUT_OF_STOCK_BADGE;
  if (!input.in_stock) return null;
  if (input.badge) return input.badge;
  if (input.on_sale) return ON_SALE_BADGE;
  return null;
}
