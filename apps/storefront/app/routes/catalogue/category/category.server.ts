import type { CategoryView } from '@pool/api-contract';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../../.server/bff';
import { signInForPersonal } from '../../../components/product-listing/fits.server';
import { parseListingQuery } from '../../../components/product-listing/listing-query';
import { listingPageView, type ListingPageView } from '../../../components/product-listing/listing-view';
import { canonicalUrl, type PageSeo, SITE_NAME } from '../../../seo';

/** What a category page renders from. */
export interface CategoryPageData {
  view: { category: CategoryView; listing: ListingPageView };
  path: string;
  seo: PageSeo;
}

/**
 * Loads the category page `/category/{url}.html` with the listing's filters, sort and page from the
 * URL (so a filtered page is a plain shareable, cacheable address). An unknown category, filter key
 * or a page past the end is a 404.
 */
export async function loadCategoryPage({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, url: string) {
  const query = parseListingQuery(new URL(request.url).searchParams);
  const { bff, headers } = bffFor(request, context);
  // The read carries the root loader's shell on a page view (one BFF call, docs/decisions/0043).
  const view = await context.shellRide.carry((include) =>
    pageData(signInForPersonal(bff.catalog.category({ params: { url }, query: { ...query, ...(include && { include }) } }), request, query.fits === 'mine'), headers));
  const { category, listing } = view;
  const path = category.href;
  const filtered = listing.applied.length > 0;
  const loaded: CategoryPageData = {
    view: { category, listing: listingPageView(listing) },
    path,
    seo: {
      title: `${category.title}${listing.page > 1 ? ` - Page ${listing.page}` : ''} | ${SITE_NAME}`,
      description: category.description || `Shop ${category.title} at ${SITE_NAME}.`,
      // Filtered and re-sorted views point at the category itself; pages of it stay distinct.
      canonical: canonicalUrl(request, filtered ? path : `${path}${listing.page > 1 ? `?page=${listing.page}` : ''}`),
    },
  };
  return data(loaded, { headers });
}
