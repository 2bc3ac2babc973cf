import type { ProductDetailView, ProductPageRead, QuestionsPage, ReviewsPage, WarrantyOffersView } from '@pool/api-contract';
import type { AppLoadContext } from '@remix-run/node';
import type { BffClient } from '../../.server/bff';
import { canonicalUrl, type PageSeo, SITE_NAME } from '../../seo';
import { absoluteJsonLd } from './json-ld';

/**
 * What a product page renders from: the critical product view, SEO and the deferred warranty offers.
 * Nothing personal: a guest's product page is the same for every guest (and cacheable); the recently
 * viewed carousel records the view and loads the list after the page (see RecentlyViewed).
 */
export interface ProductPageData {
  product: ProductDetailView;
  seo: PageSeo;
  /**
   * The offers, inline when the BFF already held them, else deferred (never rejects); `null` when the
   * product has no offers or the service failed.
   */
  warranty: Promise<WarrantyOffersView | null> | WarrantyOffersView | null;
  /** A page of the product's reviews (`reviews_page`, 1 by default) and its first questions, streamed after the page; `null` on failure. */
  feedback: Promise<ProductFeedback | null>;
}

export interface ProductFeedback {
  reviews: ReviewsPage;
  questions: QuestionsPage;
}

/** Reviews and questions, read fresh from the BFF (not the catalogue cache), so a new review shows at once. */
async function loadFeedback(bff: BffClient, context: AppLoadContext, productId: number, page: number): Promise<ProductFeedback | null> {
  try {
    const [reviews, questions] = await Promise.all([
      bff.accountContent.reviews({ query: { productId, page } }),
      bff.accountContent.questions({ query: { productId, page: 1 } }),
    ]);
    if (reviews.status === 200 && questions.status === 200) return { reviews: reviews.body, questions: questions.body };
    context.log.warn({ status: [reviews.status, questions.status] }, 'product reviews refused');
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
 * JSON-LD and its SEO. Warranty offers come with it when the BFF already held them, else they are
 * streamed after the page (Remix deferred data, one more BFF call) and degrade to nothing on failure.
 */
export function productPageData(request: Request, context: AppLoadContext, bff: BffClient, read: ProductPageRead): ProductPageData {
  const product = { ...read.product, jsonLd: absoluteJsonLd(read.product.jsonLd, request.url) };
  return {
    product,
    seo: {
      title: `${product.title} | ${SITE_NAME}`,
      description: product.shortDescription || `${product.title} by ${product.brand}.`,
      canonical: canonicalUrl(request, product.href),
    },
    // Offers the BFF already held are part of the page; others stream in after the shell.
    warranty: !product.warrantyEligible ? null : read.warranty ? shown(read.warranty) : loadWarranty(bff, context, product.id),
    feedback: loadFeedback(bff, context, product.id, Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('reviews_page') ?? '1', 10) || 1))),
  };
}
