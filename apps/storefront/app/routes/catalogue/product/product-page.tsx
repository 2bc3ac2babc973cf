import type { WarrantyOffersView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Heading, Link, StarRating, Section } from '@pool/ui';
import { Await, Link as RemixLink } from '@remix-run/react';
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { AddToCartForm } from '../../../components/add-to-cart-form';
import { RequestQuoteButton } from '../../../components/quote/request-quote-button';
import { PlanOfferForm } from '../../../components/cart/plan-offer-form';
import { SubscribeForm } from '../../../components/cart/subscribe-form';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { grid, page, section } from '../../../components/layout.css';
import { ProductBadge } from '../../../components/product-badge';
import { ProductCard } from '../../../components/product-card';
import { chip } from '../../../components/product-listing/product-listing.css';
import { ProductPrice } from '../../../components/product-price';
import { RecentlyViewed } from '../../../components/recently-viewed/recently-viewed';
import { StockLabel } from '../../../components/stock-label';
import { SameDayAvailability } from '../../../components/delivery/same-day-availability';
import { useNonce } from '../../../nonce';
import { StaticIsland } from '../../../components/static-island';
import { SaveProductForm } from '../../../components/saved-products/save-product-form';
import { EmailProductLinks } from '../../../components/product-email/email-product-links';
import type { ProductReviews as ProductReviewsSection } from './product-reviews';
import { jsonLdText } from './json-ld';
import type { ProductPageData } from './product.server';
import {
  brand, cell, description, details, gallery, idRow, idTerm, idValue, ids, image, layout, linkList, mainImage, note, points, reviews, specs, specTerm,
  specValue, table, thumb, thumbImage, thumbs, warranty as warrantyClass, warrantyList,
} from './product.css';

/**
 * Reviews and questions: they come with the page read (docs/decisions/0037) and only show data, so
 * the section is a {@link StaticIsland} (docs/decisions/0039): the browser keeps the server's HTML
 * (its links are plain links) and loads the section's code only when it must render other reviews
 * (a client-side navigation to another product, another page of reviews). The server has the module
 * from its start (a top-level await that the browser build drops with its dead branch), so its renders
 * never wait or stream a replacement that only a script would reveal.
 */
const loadProductReviews = () => import('./product-reviews');
const ProductReviews: ComponentType<ComponentProps<typeof ProductReviewsSection>> = import.meta.env.SSR
  ? (await loadProductReviews()).ProductReviews
  : lazy(() => loadProductReviews().then((module) => ({ default: module.ProductReviews })));

/**
 * The out-of-stock notify-me form, the same way: only out-of-stock pages show it, and it works as a
 * plain form until its code arrives.
 */
const loadStockNotificationForm = () => import('../../../components/stock-notification/stock-notification-form');
const StockNotificationForm: ComponentType<{ sku: string }> = import.meta.env.SSR
  ? (await loadStockNotificationForm()).StockNotificationForm
  : lazy(() => loadStockNotificationForm().then((module) => ({ default: module.StockNotificationForm })));

function Gallery({ product }: { product: ProductPageData['product'] }) {
  const images = product.images.length > 0 ? product.images : [product.image];
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0]!;
  return (
    <div className={gallery}>
      <div className={mainImage}>
        <img className={image} src={shown.url} alt={shown.alt || product.title} width={shown.width} height={shown.height} fetchPriority="high" />
      </div>
      {images.length > 1 ? (
        <ul className={thumbs} aria-label="Product images">
          {images.map((img, i) => (
            <li key={img.url}>
              <button type="button" className={thumb} aria-pressed={i === index} aria-label={`Show image ${i + 1} of ${images.length}`} data-replay={`image-${i + 1}`} onClick={() => setIndex(i)}>
                <img className={thumbImage} src={img.url} alt="" width={56} height={56} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Quantity price tiers ("Buy 6+ at $x each"), shown only with a visible price. */
function Tiers({ product }: { product: ProductPageData['product'] }) {
  if (product.price.visibility !== 'shown' || product.tiers.length === 0) return null;
  return (
    <table className={table}>
      <caption className={note} style={{ textAlign: 'left' }}>
        Quantity pricing
      </caption>
      <thead>
        <tr>
          <th className={cell} scope="col">
            Quantity
          </th>
          <th className={cell} scope="col">
            Price each
          </th>
        </tr>
      </thead>
      <tbody>
        {product.tiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <td className={cell}>{tier.maxQuantity === null ? `${tier.minQuantity}+` : `${tier.minQuantity} - ${tier.maxQuantity}`}</td>
            <td className={cell}>{formatMoney(tier.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Protection plans, inline or deferred (rendered when they arrive); nothing when absent or failed. */
function WarrantyOffers({ offers, productId, canAddToCart }: { offers: Promise<WarrantyOffersView | null> | WarrantyOffersView | null; productId: number; canAddToCart: boolean }) {
  if (!offers) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={offers} errorElement={null}>
        {(view) =>
          view ? (
            <Section headingId="warranty-title" title="Protection Plans" size="sm" className={warrantyClass}>
              <ul className={warrantyList}>
                {view.offers.map((offer) => (
                  <li key={offer.id}>
                    <PlanOfferForm productId={productId} offer={offer} canAddToCart={canAddToCart} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

/** The product page body, rendered from {@link ProductPageData} (the product route or the catch-all). */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, warranty } = data;
  const nonce = useNonce();
  const price = product.price;
  return (
    <div className={page}>
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdText(product.jsonLd) }} />
      <Breadcrumbs items={product.breadcrumbs} current={product.title} />
      <div className={layout}>
        <Gallery product={product} />
        <div className={details}>
          <ProductBadge badge={product.badge} />
          <p className={brand}>{product.brand}</p>
          <Heading level={1} size="xl">
            {product.title}
          </Heading>
          {/* 'Fits your {model}', filled after the page for a customer with equipment (docs/decisions/0032). */}
          <span data-fits={product.id} hidden />
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
          <div className={reviews}>
            <StarRating value={product.reviews.average} count={product.reviews.count} />
            {product.reviews.count > 0 ? (
              <Link href="#reviews">{`Read ${product.reviews.count} ${product.reviews.count === 1 ? 'review' : 'reviews'}`}</Link>
            ) : (
              <Link href={`${product.reviews.href}?returnUrl=${encodeURIComponent(product.href)}`}>Write a review</Link>
            )}
          </div>
          <ProductPrice price={price} size="lg" />
          {price.visibility === 'shown' && price.nonMap ? <p className={note}>Special pricing for signed-in customers</p> : null}
          {price.visibility === 'shown' && price.rewardPoints > 0 ? <p className={points}>{`Earn ${price.rewardPoints} reward points`}</p> : null}
          <Tiers product={product} />
          <StockLabel stock={product.stock} />
          <SameDayAvailability productId={product.id} />
          <AddToCartForm productId={product.id} title={product.title} withQuantity canAddToCart={product.canAddToCart} />
          <RequestQuoteButton
            product={{
              id: product.id, sku: product.sku, handle: product.handle, name: product.title, imageUrl: product.image.url,
              price: price.visibility === 'shown' ? price.price : null,
            }}
          />
          <SaveProductForm sku={product.sku} title={product.title} />
          <EmailProductLinks sku={product.sku} returnUrl={product.href} />
          {product.stock.status === 'in_stock' ? null : (
            <Suspense fallback={null}>
              <StockNotificationForm sku={product.sku} />
            </Suspense>
          )}
          {product.subscribable ? <SubscribeForm productId={product.id} sku={product.sku} title={product.title} canAddToCart={product.canAddToCart} /> : null}
          <WarrantyOffers offers={warranty} productId={product.id} canAddToCart={product.canAddToCart} />
          {product.shortDescription ? <p className={description}>{product.shortDescription}</p> : null}
        </div>
      </div>

      <Section headingId="description" title="Description" size="lg" className={section}>
        <p className={description}>{product.description}</p>
      </Section>

      {product.attributes.length > 0 ? (
        <Section headingId="specifications" title="Specifications" size="lg" className={section}>
          <dl className={specs}>
            {product.attributes.map((attribute) => (
              <div key={attribute.key} style={{ display: 'contents' }}>
                <dt className={specTerm}>{attribute.title}</dt>
                <dd className={specValue}>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {product.diagrams.length > 0 ? (
        <Section headingId="diagrams" title="Diagrams with this part" size="lg" className={section}>
          <ul className={linkList}>
            {product.diagrams.map((diagram) => (
              <li key={diagram.href}>
                <RemixLink className={chip} to={diagram.href}>
                  {diagram.name}
                </RemixLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <StaticIsland component={ProductReviews} props={{ feedback: data.feedback, sku: product.sku, href: product.href }} keepWhile={data.feedback} />

      {product.related.length > 0 ? (
        <Section headingId="related" title="Related Products" size="lg" className={section}>
          <ul className={grid}>
            {product.related.map((related) => (
              <li key={related.id}>
                <ProductCard product={related} withAddToCart={false} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <RecentlyViewed recordViewOf={product.id} excludeIds={[product.id]} withAddToCart={false} />
    </div>
  );
}
