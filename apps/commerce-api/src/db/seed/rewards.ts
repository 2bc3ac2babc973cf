/** Point costs of the seeded reward products, cheapest first (decision 0025). */
export const REWARD_POINT_COSTS = [100, 250, 500, 1000] as const;

/**
 * The products that can be bought with points: the cheapest sellable products (price, then id), one
 * for each of {@link REWARD_POINT_COSTS}. Deterministic for a catalogue.
 */
export function buildRewardProducts(products: readonly { id?: number; price: number; hidePrice?: boolean }[]): { productId: number; points: number }[] {
  const sellable = products.filter((p) => p.id !== undefined && !p.hidePrice).sort((a, b) => a.price - b.price || a.id! - b.id!);
  return REWARD_POINT_COSTS.flatMap((points, i) => {
    const product = sellable[i];
    return product ? [{ productId: product.id!, points }] : [];
  });
}
