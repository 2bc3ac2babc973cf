import type { FacetView, ListingView } from '@pool/api-contract';
import { cardView, type CardView } from '../product-card-view';

type EnumFacet = Extract<FacetView, { kind: 'enum' }>;
type RangeFacet = Extract<FacetView, { kind: 'range' }>;

/** A facet as the listing shows it: its values (or buckets) as filter links with counts. */
export type ListingFacet =
  | EnumFacet
  | (Pick<RangeFacet, 'kind' | 'key' | 'title'> & {
      selected: Pick<NonNullable<RangeFacet['selected']>, 'filter'> | null;
      buckets: Pick<RangeFacet['buckets'][number], 'label' | 'count' | 'selected' | 'filter'>[];
    });

/**
 * What {@link ProductListing} renders from: the BFF's listing with its products as {@link CardView}s
 * and range facets without their bounds (the links carry the BFF's filter tokens).
 */
export interface ListingPageView extends Pick<ListingView, 'total' | 'totalCapped' | 'page' | 'pageCount' | 'sort' | 'applied' | 'fits'> {
  products: CardView[];
  facets: ListingFacet[];
}

function listingFacet(facet: FacetView): ListingFacet {
  if (facet.kind === 'enum') return facet;
  return {
    kind: 'range',
    key: facet.key,
    title: facet.title,
    selected: facet.selected ? { filter: facet.selected.filter } : null,
    buckets: facet.buckets.map(({ label, count, selected, filter }) => ({ label, count, selected, filter })),
  };
}

/**
 * The listing of a category or results page as its loader sends it: a page's loader data is
 * serialised into its HTML for hydration, so it keeps what the listing renders (decision 0041).
 */
export function listingPageView(listing: ListingView): ListingPageView {
  const { total, totalCapped, page, pageCount, sort, applied, fits } = listing;
  return {
    products: listing.products.map(cardView),
    total,
    ...(totalCapped ? { totalCapped } : {}),
    page,
    pageCount,
    sort,
    facets: listing.facets.map(listingFacet),
    applied,
    ...(fits ? { fits } : {}),
  };
}
