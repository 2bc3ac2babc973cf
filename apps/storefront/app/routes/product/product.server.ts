import type { ProductDetailView, WarrantyOffersView } from '@pool/api-contract';
import { data, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData, type BffClient } from '../../.server/bff';
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
 * Loads the product page of `handle` (`/{handle}.html`) for a loader. The product view is awaited
 * (an unknown handle, or a diagram's, throws a 404 response); warranty offers come with it when the
 * BFF already held them, else they are streamed after the page (Remix deferred data) and degrade to
 * nothing on failure. Used by the
 * product route and the site's catch-all dispatcher.
 */
export async function loadProductPage({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, handle: string) {
  const { bff, headers } = bffFor(request, context);
  const view = await pageData(bff.catalog.page({ params: { handle } }), headers);
  if (view.type !== 'product') throw new Response(null, { status: 404, headers });
  const product = { ...view.product, jsonLd: absoluteJsonLd(view.product.jsonLd, request.url) };
  const loaded: ProductPageData = {
    product,
    seo: {
      title: `${product.title} | ${SITE_NAME}`,
      description: product.shortDescription || `${product.title} by ${product.brand}.`,
      canonical: canonicalUrl(request, product.href.startsWith('/') ? product.href : `/${handle}.html`),
    },
    // Offers the BFF already held are part of the page; others stream in after the shell.
    warranty: !product.warrantyEligible ? null : view.warranty ? shown(view.warranty) : loadWarranty(bff, context, product.id),
  };
  return data(loaded, { headers });
}
