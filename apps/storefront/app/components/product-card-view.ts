import type { ProductCard } from '@pool/api-contract';

/** A price as a card shows it: the amount, list price and savings, or the hidden-price texts. */
export type CardPrice =
  | Extract<ProductCard['price'], { visibility: 'hidden' }>
  | Pick<Extract<ProductCard['price'], { visibility: 'shown' }>, 'visibility' | 'price' | 'listPrice' | 'savingsPercent'>;

/**
 * What a product card renders (and, in a page's loader data, what the browser receives to hydrate it):
 * the BFF's {@link ProductCard} without what no card shows: the handle (the card links to `href`),
 * the image's alt (a card's image is decorative; its title is the link), the stock level, the badge
 * colour, and the price's promotion end, tier, non-MAP flag, sale flag and reward points (the product
 * page shows those from its own view).
 */
export interface CardView {
  id: number;
  /** The card's Save posts it (decision 0038). */
  sku: string;
  href: string;
  title: string;
  brand: string;
  image: Pick<ProductCard['image'], 'url' | 'width' | 'height'>;
  price: CardPrice;
  stock: Pick<ProductCard['stock'], 'status' | 'label'>;
  badge: Pick<NonNullable<ProductCard['badge']>, 'type' | 'label'> | null;
  rating: ProductCard['rating'];
  canAddToCart: boolean;
}

/**
 * A card's view of a BFF product card: a listing page's loader data carries 24 of them, serialised
 * into the page for hydration (decision 0041), so each keeps only what {@link ProductCard} renders.
 *
 * @example
 * ```ts
 * cardView(bffCard); // { id, sku, href, title, brand, image: { url, width, height }, price: { visibility: 'shown', price, listPrice, savingsPercent }, ... }
 * ```
 */
export function cardView(product: ProductCard): CardView {
  const { price, image, stock, badge } = product;
  return {
    id: product.id,
    sku: product.sku,
    href: product.href,
    title: product.title,
    brand: product.brand,
    image: { url: image.url, width: image.width, height: image.height },
    price: price.visibility === 'hidden' ? price : { visibility: 'shown', price: price.price, listPrice: price.listPrice, savingsPercent: price.savingsPercent },
    stock: { status: stock.status, label: stock.label },
    badge: badge ? { type: badge.type, label: badge.label } : null,
    rating: product.rating,
    canAddToCart: product.canAddToCart,
  };
}
