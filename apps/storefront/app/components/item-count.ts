/**
 * '1 item', '3 items': the cart's item count in the header cart button's name and the cart
 * summary's subtotal. Its own module so the header (on every page) does not carry the summary.
 */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
