import { StarRating } from '@pool/ui';
import { AppLink } from '../routing/app-link';
import { AddToCartForm } from './add-to-cart-form';
import { ProductBadge } from './product-badge';
import type { CardView } from './product-card-view';
import { ProductPrice } from './product-price';
import { SaveProductForm } from './saved-products/save-product-form';
import { StockLabel } from './stock-label';
import { badgeSlot, brand, card, image, imageLink, push, title, titleLink } from './product-card.css';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The card's view: a BFF product card, or its {@link CardView} (what a page's loader sends). */
  product: CardView;
  headingLevel?: 2 | 3;
  /** Load the image eagerly (the first row of a listing). */
  eager?: boolean;
  /**
   * Show the Add to Cart button (default). Off where the page has its own Add to Cart for another
   * product (related and recently viewed on a product page), so that button stays the page's one.
   */
  withAddToCart?: boolean;
  /** Review stars: 16 px (`sm`, listings) or 24 px (`md`). */
  starSize?: 'sm' | 'md';
  /** Show the Save button (default; off in the saved-products list, which has Remove). */
  withSave?: boolean;
}

/**
 * A product in a listing: image, badge, brand, title link, review stars, price, stock and Add to Cart.
 * The image link is hidden from assistive technology and the tab order (the title link is the one
 * link to the product).
 */
export function ProductCard({ product, headingLevel = 3, eager = false, withAddToCart = true, starSize = 'sm', withSave = true }: ProductCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card}>
      <AppLink to={product.href} className={imageLink} tabIndex={-1} aria-hidden="true">
        <img
          className={image}
          src={product.image.url}
          alt=""
          width={product.image.width}
          height={product.image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </AppLink>
      {product.badge ? (
        <span className={badgeSlot}>
          <ProductBadge badge={product.badge} />
        </span>
      ) : null}
      <p className={brand}>{product.brand}</p>
      <Title className={title}>
        <AppLink to={product.href} className={titleLink}>
          {product.title}
        </AppLink>
      </Title>
      <StarRating value={product.rating.stars} count={product.rating.count} size={starSize} />
      <ProductPrice price={product.price} />
      <StockLabel stock={product.stock} />
      {/* 'Fits your {model}': an empty slot in the shared page, filled after it (docs/decisions/0032). */}
      <span data-fits={product.id} hidden />
      {withAddToCart ? (
        // Save is a second button of the Add to Cart form (one form a card, decision 0038).
        <AddToCartForm productId={product.id} title={product.title} canAddToCart={product.canAddToCart} fullWidth saveSku={withSave ? product.sku : undefined} className={push} />
      ) : withSave ? (
        <SaveProductForm sku={product.sku} title={product.title} />
      ) : null}
    </article>
  );
}
