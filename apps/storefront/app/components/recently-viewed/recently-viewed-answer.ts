import type { ProductCard } from '@pool/api-contract';

/** The recently viewed carousel's data, as `/resources/recently-viewed` (routes/product/recently-viewed.ts) answers it. */
export interface RecentlyViewedData {
  products: ProductCard[];
}
