import type { ProductDetailView, ProductFeedback, ProductPageRead, WarrantyOffersView } from '@pool/api-contract';
import type { AppLoadContext } from '@remix-run/node';
import type { BffClient } from '../../../.server/bff';
import { cardView, type CardView } from '../../../components/product-card-view';
import { canonicalUrl, type PageSeo, SITE_NAME } from '../../../seo';
import { absoluteJsonLd } from './json-ld';

/**
 * What a product page renders from: the critical product view, SEO and the deferred warranty offers.
 * Nothing personal: a guest's product page is the same for every guest (and cacheable); the recently
 * viewed carousel records the view and loads the list after the page (see RecentlyViewed).
 */
export interface ProductPageData {
  /** The product's view, its related products as the cards show them (decision 0041). */
  product: Omit<ProductDetailView, 'related'> & { related: CardView[] };
  seo: PageSeo;
  /**
   * The offers, inline when the BFF already held them, else deferred (never rejects); `null` when the
   * product has no offers or the service failed.
   */
  warranty: Promise<WarrantyOffersView | null> | WarrantyOffersView | null;
  /**
   * A page of the product's reviews (`reviews_page`, 1 by default) and its first questions, in the
   * page's HTML; `null` when they could not be read (the section then shows only its links).
   */
  feedback: ProductFeedback | null;
}

/** The `reviews_page` asked for: 1 unless a whole number from 2 to 10,000. */
function reviewsPageOf(request: Request): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('reviews_page') ?? '1', 10) || 1));
}

/**
 * The reviews and questions a product page shows: the first page of each came with the page read
 * (docs/decisions/0037); another page of reviews is one more read, from the BFF (not the catalogue
 * cache, so a new review shows at once), with the first questions kept.
 */
async function feedbackOf(bff: BffClient, context: AppLoadContext, read: ProductPageRead, page: number): Promise<ProductFeedback | null> {
  if (page === 1 || read.feedback === null) return read.feedback;
  try {
    const reviews = await bff.accountContent.reviews({ query: { productId: read.product.id, page } });
    if (reviews.status === 200) return { ...read.feedback, reviews: reviews.body };
    context.log.warn({ status: reviews.status }, 'product reviews refused');
  } catch (error) {
    context.log.warn({ err: error }, 'product reviews failed');
  }
  return null;
}

/** Offers worth showing: a section only when the service answered with at least one plan. */
const shown = (view: WarrantyOffersView): WarrantyOffersView | null => (view.available && view.offers.length > 0 ? view : null);

async function loadWarranty(bff: BffClient, context: AppLoadContext, productId: number): Promise<WarrantyOffersView | null> {
  try {
    const response = await bff.catalog.warrantyOffers({ params: { productId } });
    if (response.status === 200) return shown(response.body);
    context.log.warn({ status: response.status }, 'warranty offers refused');
  } catch (error) {
    context.log.warn({ err: error }, 'warranty offers failed');
  }
  return null;
}

/**
 * The product page's data from the BFF's page read (`site.page`): the product view with absolute
 * JSON-LD, its SEO, and its first reviews and questions. Warranty offers come with it when the BFF
 * already held them, else they are streamed after the page (Remix deferred data, one more BFF call)
 * and degrade to nothing on failure. `?reviews_page=N` past the first is one more BFF call, awaited:
 * the section is always part of the server's HTML.
 */
export async function productPageData(request: Request, context: AppLoadContext, bff: BffClient, read: ProductPageRead): Promise<ProductPageData> {
  const product = { ...read.product, jsonLd: absoluteJsonLd(read.product.jsonLd, request.url), related: read.product.related.map(cardView) };
  return {
    product,
    seo: {
      title: `${product.title} | ${SITE_NAME}`,
      description: product.shortDescription || `${product.title} by ${product.brand}.`,
      canonical: canonicalUrl(request, product.href),
    },
    // Offers the BFF already held are part of the page; others stream in after the shell.
    warranty: !product.warrantyEligible ? null : read.warranty ? shown(read.warranty) : loadWarranty(bff, context, product.id),
    feedback: await feedbackOf(bff, context, read, reviewsPageOf(request)),
  };
}
