/**
 * How many products a listing or the search dropdown counts: `1000+` when search capped a very
 * broad text (docs/decisions/0069), else the exact total.
 */
export function countText({ total, totalCapped }: { total: number; totalCapped?: boolean | undefined }): string {
  return totalCapped ? `${total}+` : String(total);
}
