import type {
  DiagramDetail, DiagramHit, DiagramPageView, Facet, FacetView, IndexSearchResult, ListingView, PartsFinderView,
  ProductDetail, ProductDetailView, ProductSummary, SortSchema, TypeaheadResult, TypeaheadView, WarrantyOffers,
  WarrantyOffersView,
} from '@pool/api-contract';
import { toCents } from '@pool/pricing';
import type { z } from 'zod';
import { productCard, productHref, productPageView, type ViewContext } from './catalog.views.js';

type Sort = z.infer<typeof SortSchema>;
type DiagramRef = Pick<DiagramHit, 'name' | 'handle' | 'type' | 'brand'>;

/** The results page of a text (spec: /search?query={text}). */
export const searchHref = (text: string): string => `/search?${new URLSearchParams({ query: text })}`;

const formatNumber = (n: number): string => String(Math.round(n * 1000) / 1000);

/** `8.5-10.5 in`, or `7 in` for a one-value bucket. */
export function rangeLabel(min: number | null, max: number | null, unit: string | null): string {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== null && max !== null) return min === max ? `${formatNumber(min)}${suffix}` : `${formatNumber(min)}-${formatNumber(max)}${suffix}`;
  if (min !== null) return `${formatNumber(min)}${suffix} and up`;
  return `up to ${formatNumber(max ?? 0)}${suffix}`;
}

/** `length:8..12` → its bounds. */
function rangeOf(token: string): { min: number | null; max: number | null } {
  const [min = '', max = ''] = token.slice(token.indexOf(':') + 1).split('..');
  return { min: min === '' ? null : Number(min), max: max === '' ? null : Number(max) };
}

/** The canonical query string of a listing: filters as the upstream normalised them, defaults left out. */
export function canonicalSearch(applied: readonly string[], sort: Sort, page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const token of applied) params.append('f', token);
  if (sort !== 'relevance') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function facetViews(facets: readonly Facet[], applied: readonly string[]): FacetView[] {
  const selected = new Set(applied);
  return facets.map((facet): FacetView => {
    if (facet.kind === 'enum') {
      const values = facet.values.map((v) => {
        const filter = `${facet.key}:${v.value}`;
        return { value: v.value, count: v.count, selected: selected.has(filter), filter };
      });
      // A selected value without hits stays listed, so it can be unselected.
      for (const token of applied) {
        if (token.startsWith(`${facet.key}:`) && !values.some((v) => v.filter === token)) {
          values.push({ value: token.slice(facet.key.length + 1), count: 0, selected: true, filter: token });
        }
      }
      return { kind: 'enum', key: facet.key, title: facet.title, values };
    }
    const token = applied.find((t) => t.startsWith(`${facet.key}:`));
    const range = token ? rangeOf(token) : null;
    return {
      kind: 'range',
      key: facet.key,
      title: facet.title,
      unit: facet.unit,
      min: facet.min,
      max: facet.max,
      selected: token && range ? { ...range, filter: token } : null,
      buckets: facet.buckets.map((b) => {
        const filter = `${facet.key}:${formatNumber(b.min)}..${formatNumber(b.max)}`;
        return { min: b.min, max: b.max, label: rangeLabel(b.min, b.max, facet.unit), count: b.count, selected: filter === token, filter };
      }),
    };
  });
}

/** Products, facets and paging as a listing page shows them, priced for the viewer. */
export function listingView(result: IndexSearchResult, sort: Sort, ctx: ViewContext, extra: Record<string, string> = {}): ListingView {
  const facets = facetViews(result.facets, result.applied);
  const titleOf = new Map(facets.map((f) => [f.key, f]));
  return {
    products: result.hits.map((hit) => productCard(hit, ctx)),
    total: result.total,
    ...(result.total_capped ? { totalCapped: true } : {}),
    page: result.page,
    pageCount: Math.ceil(result.total / result.per_page),
    perPage: result.per_page,
    sort,
    facets,
    applied: result.applied.map((filter) => {
      const key = filter.slice(0, filter.indexOf(':'));
      const facet = titleOf.get(key);
      const value = filter.slice(key.length + 1);
      const label = facet?.kind === 'range' ? rangeLabel(rangeOf(filter).min, rangeOf(filter).max, facet.unit) : value;
      return { key, title: facet?.title ?? key, label, filter };
    }),
    canonicalSearch: canonicalSearch(result.applied, sort, result.page, extra),
  };
}

export function diagramLink(d: DiagramRef): TypeaheadView['diagrams'][number] {
  return { name: d.name, handle: d.handle, href: productHref(d.handle), type: d.type, brand: d.brand, label: `${d.name} — ${d.type} — ${d.brand}` };
}

export const EMPTY_TYPEAHEAD = (query: string): TypeaheadView => ({
  query, suggestions: [], products: [], total: 0, viewAllHref: searchHref(query), hasDiagrams: false, diagrams: [],
});

export function typeaheadView(result: TypeaheadResult, ctx: ViewContext): TypeaheadView {
  return {
    query: result.query,
    suggestions: result.suggestions.slice(0, 8).map((s) => ({ text: s.text, href: searchHref(s.text) })),
    products: result.products.slice(0, 6).map((p) => productCard(p, ctx)),
    total: result.total,
    ...(result.total_capped ? { totalCapped: true } : {}),
    viewAllHref: searchHref(result.query),
    hasDiagrams: result.has_diagrams,
    diagrams: result.diagrams.slice(0, 6).map(diagramLink),
  };
}

/** schema.org Product; no offer when the viewer may not see the price. */
export function productJsonLd(product: ProductDetail, view: ProductDetailView['price'], stock: ProductDetailView['stock']): ProductDetailView['jsonLd'] {
  const availability = stock.status === 'in_stock' ? 'https://schema.org/InStock'
    : stock.status === 'backorder' ? 'https://schema.org/BackOrder' : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    mpn: product.mpn,
    description: product.short_description || product.description,
    image: (product.images.length > 0 ? product.images : [product.image]).map((image) => image.url),
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(view.visibility === 'shown'
      ? { offers: { '@type': 'Offer' as const, url: productHref(product.handle), priceCurrency: 'USD' as const, price: (view.price / 100).toFixed(2), availability } }
      : {}),
    ...(product.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating' as const, ratingValue: product.review_star_rating, reviewCount: product.review_count } }
      : {}),
  };
}

export function productDetailView(product: ProductDetail, related: readonly ProductSummary[], ctx: ViewContext): ProductDetailView {
  const page = productPageView(product, related, ctx);
  return {
    ...page,
    reviews: { average: product.review_star_rating, count: product.review_count, href: `/reviews/${encodeURIComponent(product.sku)}` },
    warrantyEligible: page.price.visibility === 'shown' && page.stock.status !== 'out_of_stock',
    jsonLd: productJsonLd(product, page.price, page.stock),
  };
}

export function diagramPageView(diagram: DiagramDetail, ctx: ViewContext): DiagramPageView {
  const parts = [...diagram.parts].sort((a, b) => a.callout - b.callout).map(({ callout, product }) => {
    const card = productCard(product, ctx);
    return {
      number: callout, productId: product.id, sku: product.sku, name: product.title, mpn: product.mpn, href: card.href,
      price: card.price, stock: card.stock, canAddToCart: card.canAddToCart,
    };
  });
  return {
    name: diagram.name, handle: diagram.handle, href: productHref(diagram.handle), type: diagram.type, brand: diagram.brand,
    image: diagram.image, callouts: parts.map((p) => p.number), parts,
  };
}

export function partsFinderView(map: { types: string[]; brands: { name: string; types: string[] }[]; diagrams: DiagramRef[] }): PartsFinderView {
  return { types: map.types, brands: map.brands, diagrams: map.diagrams.map(diagramLink) };
}

/** Plan terms without the 'Extend Protection Plan' prefix (spec shopping.md section 5), in cents. */
export function warrantyView(productId: number, offers: WarrantyOffers | null): WarrantyOffersView {
  if (!offers) return { productId, available: false, offers: [] };
  return {
    productId,
    available: true,
    offers: offers.offers.map((o) => ({
      id: o.id, sku: o.sku, term: o.plan_name.replace(/^Extend Protection Plan\s*-?\s*/, '') || o.plan_name, termMonths: o.term_months, price: toCents(o.price),
    })),
  };
}
