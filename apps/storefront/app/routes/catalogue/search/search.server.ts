import type { SearchPageView } from '@pool/api-contract';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../../.server/bff';
import { signInForPersonal } from '../../../components/product-listing/fits.server';
import { parseListingQuery } from '../../../components/product-listing/listing-query';
import { listingPageView, type ListingPageView } from '../../../components/product-listing/listing-view';
import { searchHref, searchTextOf } from '../../../components/search/search-text';
import { canonicalUrl, type PageSeo, SITE_NAME } from '../../../seo';

/** What the results page renders from. */
export interface SearchPageData {
  view: Omit<SearchPageView, 'listing'> & { listing: ListingPageView };
  seo: PageSeo;
}

/**
 * The results page of `/search?query={text}` and `/search/{text}`: products with facets, sort and
 * paging, plus the diagrams that match. No text is an empty page, not an error.
 */
export async function loadSearchPage({ request, context, params }: Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>) {
  const url = new URL(request.url);
  const text = searchTextOf(params['*'], url.searchParams.get('query'));
  const query = parseListingQuery(url.searchParams);
  const { bff, headers } = bffFor(request, context);
  const view = await pageData(signInForPersonal(bff.catalog.search({ query: { q: text, ...query } }), request, query.fits === 'mine'), headers);
  const canonicalPath = params['*'] ? url.pathname : searchHref(text);
  const loaded: SearchPageData = {
    view: { ...view, listing: listingPageView(view.listing) },
    seo: {
      title: text ? `Search results for "${text}" | ${SITE_NAME}` : `Search | ${SITE_NAME}`,
      description: text ? `${view.listing.total} products for "${text}" at ${SITE_NAME}.` : `Search ${SITE_NAME} by product name or manufacturer number.`,
      canonical: canonicalUrl(request, canonicalPath),
    },
  };
  return data(loaded, { headers });
}
