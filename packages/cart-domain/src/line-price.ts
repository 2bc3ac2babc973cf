/**
 * What a cart line is charged when it carries a custom price (spec shopping.md 3, cart line
 * `custom_price`): a price agreed for that line, such as a quote's (docs/decisions/0065).
 */
import type { Cents } from '@pool/pricing';

/**
 * The unit price of a line: its catalogue price (the one pricing rule, `@pool/pricing` `unitPrice`),
 * or its custom price when that is lower. An agreed price never costs the shopper more than the shelf.
 * `custom` says whether the custom price set it.
 *
 * @example
 * ```ts
 * customLinePrice(24_99, 19_99); // { price: 1999, custom: true }
 * customLinePrice(24_99, 29_99); // { price: 2499, custom: false }
 * customLinePrice(24_99, null); // { price: 2499, custom: false }
 * ```
 */
export function customLinePrice(catalogPrice: Cents, customPrice: Cents | null | undefined): { price: Cents; custom: boolean } {
  if (customPrice === null || customPrice === undefined || !Number.isFinite(customPrice) || customPrice < 0) return { price: catalogPrice, custom: false };
  return customPrice < catalogPrice ? { price: customPrice, custom: true } : { price: catalogPrice, custom: false };
}

/**
 * The price a cart line shows struck through next to what it costs: the product's list price for a
 * sale, or its catalogue price for a line on a custom price, whichever is higher; `null` when neither
 * is above the price charged (a list price is shown only when above price, spec shopping.md 5).
 *
 * @example
 * ```ts
 * struckLinePrice({ price: 1999, listPrice: 2999, catalogPrice: 1999 }); // 2999
 * struckLinePrice({ price: 1999, listPrice: null, catalogPrice: 2499 }); // 2499
 * struckLinePrice({ price: 2499, listPrice: 2499, catalogPrice: 2499 }); // null
 * ```
 */
export function struckLinePrice({ price, listPrice, catalogPrice }: { price: Cents; listPrice: Cents | null; catalogPrice: Cents }): Cents | null {
  const was = Math.max(listPrice ?? 0, catalogPrice);
  return was > price ? was : null;
}
