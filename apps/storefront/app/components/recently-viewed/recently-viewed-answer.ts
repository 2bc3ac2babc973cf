import type { ProductCard } from '@pool/api-contract';

/** The recently viewed carousel's data, as `/resources/recently-viewed` (routes/catalogue/product/recently-viewed/route.ts) answers it. */
export interface RecentlyViewedData {
  products: ProductCard[];
}
