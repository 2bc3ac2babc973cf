import { Button, VisuallyHidden } from '@pool/ui';
import { Form } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '../../hydrated';
import { useMediaQuery } from '../../media-query';
import { dropdownSize, matchesSearch, SEARCHABLE_DROPDOWN_QUERY } from '../dropdown-rules';
import { AppLink } from '../../routing/app-link';
import { grid } from '../layout.css';
import { ProductCard } from '../product-card';
import { listingHref, pageWindow, replaceRange, SORT_OPTIONS, toggleFilter, type ListingQuery } from './listing-query';
import type { ListingFacet, ListingPageView } from './listing-view';
import { countText } from '../match-count';
import {
  applied as appliedClass, chip, count, facet as facetClass, facetCount, facetDisabled, facetLink, facetList, facetNoMatch, facets as facetsClass,
  facetSearch, facetSummary, layout, pageLink, pager, results, select, sortForm, toolbar,
} from './product-listing.css';

/** Props of {@link ProductListing}. */
export interface ProductListingProps {
  listing: ListingPageView;
  /** The listing's path (`/category/pumps.html`, `/search`). */
  path: string;
  /** Params every link keeps (the search text). */
  base?: Record<string, string>;
  /** Accessible name of the product list. */
  label: string;
  /** Shown when there are no products. */
  empty: ReactNode;
  /** Extra content above the products (the search page's diagram hits). */
  children?: ReactNode;
}

function queryOf(listing: ListingPageView, filters: readonly string[]): ListingQuery {
  return { f: [...filters], page: listing.page, sort: listing.sort };
}

/**
 * One facet: enum values or range buckets as links that toggle the filter (works without JavaScript).
 * Its list is compact up to 12 values and taller, scrolling, above (the spec's dropdown sizes); a
 * taller list of names gets a search box at 768 px and wider once the page runs (the spec's dropdown
 * search: case-insensitive, none on narrower screens).
 */
function Facet({ facet, query, path, base }: { facet: ListingFacet; query: ListingQuery; path: string; base: Record<string, string> }) {
  const selectedAny = facet.kind === 'enum' ? facet.values.some((value) => value.selected) : facet.selected !== null;
  const rows =
    facet.kind === 'enum'
      ? facet.values.map((value) => ({ key: value.filter, label: value.value, count: value.count, selected: value.selected, next: toggleFilter(query, value.filter) }))
      : facet.buckets.map((bucket) => ({
          key: bucket.filter,
          label: bucket.label,
          count: bucket.count,
          selected: bucket.selected,
          next: replaceRange(query, facet.key, bucket.selected ? null : bucket.filter),
        }));
  const size = dropdownSize(rows.length);
  // False on the server and while hydrating: the box needs the page's JavaScript to filter.
  const wide = useMediaQuery(SEARCHABLE_DROPDOWN_QUERY, false);
  const [search, setSearch] = useState('');
  const searchable = wide && facet.kind === 'enum' && size === 'tall';
  const shown = searchable ? rows.filter((row) => matchesSearch(row.label, search)) : rows;
  return (
    <details className={facetClass} open={selectedAny || undefined}>
      <summary className={facetSummary}>{facet.title}</summary>
      {searchable ? (
        <input
          type="search"
          className={facetSearch}
          aria-label={`Search ${facet.title}`}
          placeholder={`Search ${facet.title}`}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      ) : null}
      {searchable && shown.length === 0 ? <p className={facetNoMatch}>{`No ${facet.title} matches`}</p> : null}
      <ul className={facetList} data-size={size} aria-label={facet.title}>
        {shown.map((row) => (
          <li key={row.key}>
            {/* The check box is the row's `::before` (CSS): a listing has dozens of these rows. */}
            {row.count === 0 && !row.selected ? (
              <span className={facetDisabled}>
                {row.label}
                <span className={facetCount}>(0)</span>
              </span>
            ) : (
              <AppLink className={facetLink} to={listingHref(path, row.next, base)} aria-current={row.selected ? 'true' : undefined} preventScrollReset rel="nofollow">
                {row.label}
                {row.selected ? <VisuallyHidden> (selected)</VisuallyHidden> : null}
                {/* One text node: `({count})` would render as three, with comment markers between them. */}
                <span className={facetCount}>{`(${row.count})`}</span>
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

function SortForm({ listing, path, base, query }: { listing: ListingPageView; path: string; base: Record<string, string>; query: ListingQuery }) {
  const hydrated = useHydrated();
  return (
    <Form method="get" action={path} className={sortForm} preventScrollReset>
      {Object.entries(base).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {query.f.map((token) => (
        <input key={token} type="hidden" name="f" value={token} />
      ))}
      <label htmlFor="listing-sort">Sort by</label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={listing.sort}
        className={select}
        onChange={hydrated ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <Button type="submit" variant="secondary" size="sm">
          Apply
        </Button>
      )}
    </Form>
  );
}

function Pager({ listing, path, base, query }: { listing: ListingPageView; path: string; base: Record<string, string>; query: ListingQuery }) {
  const { page, pageCount } = listing;
  if (pageCount <= 1) return null;
  const href = (n: number) => listingHref(path, { ...query, page: n }, base);
  return (
    <nav aria-label="Pagination">
      <ul className={pager}>
        {page > 1 ? (
          <li>
            <AppLink className={pageLink} to={href(page - 1)} rel="prev">
              Previous<VisuallyHidden> page</VisuallyHidden>
            </AppLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            <AppLink className={pageLink} to={href(n)} aria-current={n === page ? 'page' : undefined}>
              <VisuallyHidden>Page </VisuallyHidden>
              {n}
            </AppLink>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <AppLink className={pageLink} to={href(page + 1)} rel="next">
              Next<VisuallyHidden> page</VisuallyHidden>
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * A product listing (category page, search results): facets with counts as filter links, the applied
 * filters as removable chips, sort, the product grid and paging. Every control is a link or a GET
 * form, so the page works without JavaScript and every state has a shareable, cacheable URL.
 */
export function ProductListing({ listing, path, base: given = {}, label, empty, children }: ProductListingProps) {
  const query = queryOf(listing, listing.applied.map((a) => a.filter));
  // 'Fits my pool' (signed-in customers; docs/decisions/0032): every link of the filtered listing keeps it.
  const fits = listing.fits;
  const base = fits?.active ? { ...given, fits: 'mine' } : given;
  const facetsWithValues = listing.facets.filter((facet) => (facet.kind === 'enum' ? facet.values.length > 0 : facet.buckets.length > 0));
  return (
    <div className={layout}>
      {facetsWithValues.length > 0 ? (
        <aside aria-label="Filters">
          <div className={facetsClass}>
            {facetsWithValues.map((facet) => (
              <Facet key={facet.key} facet={facet} query={query} path={path} base={base} />
            ))}
          </div>
        </aside>
      ) : null}
      <div className={results}>
        <div className={toolbar}>
          <p className={count} role="status">
            {`${countText(listing)} ${listing.total === 1 && !listing.totalCapped ? 'product' : 'products'}`}
          </p>
          {fits ? (
            <AppLink className={chip} to={listingHref(path, { ...query, page: 1 }, fits.active ? given : { ...given, fits: 'mine' })} aria-current={fits.active || undefined} rel="nofollow">
              Fits my pool{fits.active ? <VisuallyHidden> (selected)</VisuallyHidden> : null}
            </AppLink>
          ) : null}
          <SortForm listing={listing} path={path} base={base} query={query} />
        </div>
        {listing.applied.length > 0 ? (
          <ul className={appliedClass} aria-label="Applied filters">
            {listing.applied.map((filter) => (
              <li key={filter.filter}>
                <AppLink className={chip} to={listingHref(path, toggleFilter(query, filter.filter), base)} preventScrollReset>
                  <VisuallyHidden>Remove filter </VisuallyHidden>
                  {filter.title}: {filter.label} <span aria-hidden="true">×</span>
                </AppLink>
              </li>
            ))}
            <li>
              <AppLink className={chip} to={listingHref(path, { ...query, f: [], page: 1 }, base)} preventScrollReset>
                Clear all
              </AppLink>
            </li>
          </ul>
        ) : null}
        {children}
        {listing.products.length > 0 ? (
          <ul className={grid} aria-label={label}>
            {listing.products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={2} eager={index < 4} />
              </li>
            ))}
          </ul>
        ) : (
          empty
        )}
        <Pager listing={listing} path={path} base={base} query={query} />
      </div>
    </div>
  );
}
