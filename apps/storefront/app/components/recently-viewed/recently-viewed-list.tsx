import type { ProductCard as ProductCardView } from '@pool/api-contract';
import { ProductCarousel } from '../product-carousel/product-carousel';

/** Props of {@link RecentlyViewedList}. */
export interface RecentlyViewedListProps {
  title: string;
  /** At least one product. */
  products: ProductCardView[];
  withAddToCart?: boolean;
}

/** The list itself, loaded with its data (never rendered on the server): the recently viewed carousel. */
export default function RecentlyViewedList({ title, products, withAddToCart = true }: RecentlyViewedListProps) {
  return <ProductCarousel title={title} headingId="recently-viewed-title" products={products} settings="recentlyViewed" withAddToCart={withAddToCart} />;
}
