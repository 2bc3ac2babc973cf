import { Heading, StarRating } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { AddToCartForm } from '../../components/add-to-cart-form';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { page, section } from '../../components/layout.css';
import { ProductBadge } from '../../components/product-badge';
import { ProductPrice } from '../../components/product-price';
import { StockLabel } from '../../components/stock-label';
import { categoryHref, parseHtmlSlug } from '../../routing/html-path';
import { canonicalUrl, seoMeta, SITE_NAME } from '../../seo';
import { attributes, brand, description, details, gallery, idRow, idTerm, idValue, ids, image, layout } from './product.css';

/**
 * The final catch-all: `/{handle}.html` is a product page; every other unmatched path (and an unknown
 * handle) is the 404 page, with status 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const handle = parseHtmlSlug(params['*']);
  if (!handle) throw new Response(null, { status: 404 });
  const { bff, headers } = bffFor(request, context);
  const product = await pageData(bff.pages.product({ params: { handle } }), headers);
  return data(
    {
      product,
      seo: {
        title: `${product.title} | ${SITE_NAME}`,
        description: product.shortDescription || `${product.title} by ${product.brand}.`,
        canonical: canonicalUrl(request, `/${handle}.html`),
      },
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
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

export const ErrorBoundary = RouteErrorBoundary;
