import { Heading, StarRating } from '@pool/ui';
import { AddToCartForm } from '../../components/add-to-cart-form';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { page, section } from '../../components/layout.css';
import { ProductBadge } from '../../components/product-badge';
import { ProductPrice } from '../../components/product-price';
import { StockLabel } from '../../components/stock-label';
import { categoryHref } from '../../routing/html-path';
import type { ProductPageData } from './product.server';
import { attributes, brand, description, details, gallery, idRow, idTerm, idValue, ids, image, layout } from './product.css';

/** The product page body, rendered from {@link ProductPageData} (the product route or the catch-all). */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { product } = data;
  const main = product.images[0] ?? product.image;
  return (
    <div className={page}>
      <Breadcrumbs items={product.breadcrumbs.map((crumb) => ({ title: crumb.title, href: categoryHref(crumb.url) }))} current={product.title} />
      <div className={layout}>
        <div className={gallery}>
          <img className={image} src={main.url} alt={main.alt || product.title} width={main.width} height={main.height} fetchPriority="high" />
        </div>
        <div className={details}>
          <ProductBadge badge={product.badge} />
          <p className={brand}>{product.brand}</p>
          <Heading level={1} size="xl">
            {product.title}
          </Heading>
          <dl className={ids}>
            <div className={idRow}>
              <dt className={idTerm}>MPN:</dt>
              <dd className={idValue}>{product.mpn}</dd>
            </div>
            <div className={idRow}>
              <dt className={idTerm}>SKU:</dt>
              <dd className={idValue}>{product.sku}</dd>
            </div>
          </dl>
          <StarRating value={product.rating.stars} count={product.rating.count} />
          <ProductPrice price={product.price} size="lg" />
          <StockLabel stock={product.stock} />
          <AddToCartForm productId={product.id} title={product.title} withQuantity canAddToCart={product.canAddToCart} />
          {product.shortDescription ? <p>{product.shortDescription}</p> : null}
        </div>
      </div>
      <section className={section} aria-labelledby="description">
        <Heading level={2} size="lg" id="description">
          Description
        </Heading>
        <p className={description}>{product.description}</p>
        {product.attributes.length > 0 ? (
          <dl className={attributes}>
            {product.attributes.map((attribute) => (
              <div key={attribute.key} style={{ display: 'contents' }}>
                <dt>{attribute.title}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
    </div>
  );
}
