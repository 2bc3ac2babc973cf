import { Heading, Section } from '@pool/ui';
import { Link as RemixLink } from '@remix-run/react';
import { useEffect } from 'react';
import { page } from '../../../components/layout.css';
import { ProductListing } from '../../../components/product-listing/product-listing';
import { chip } from '../../../components/product-listing/product-listing.css';
import { rememberSearch } from '../../../components/search/recent-searches';
import { EMPTY_SEARCH_HINT, noResultsMessage, POPULAR_SEARCHES } from '../../../components/search/search-text';
import type { SearchPageData } from './search.server';
import { diagramLink, diagramList, diagramMeta, diagrams as diagramsClass, empty, popular } from './search.css';

function PopularSearches() {
  return (
    <ul className={popular} aria-label="Popular searches">
      {POPULAR_SEARCHES.map((search) => (
        <li key={search.href}>
          <RemixLink className={chip} to={search.href}>
            {search.label}
          </RemixLink>
        </li>
      ))}
    </ul>
  );
}

/** The search results page: the products with facets, sort and paging, and the matching diagrams. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { query, listing, diagrams, diagramTotal } = data.view;
  const hasHits = listing.total > 0 || diagramTotal > 0;
  useEffect(() => {
    if (query && hasHits) rememberSearch(query);
  }, [query, hasHits]);

  const emptyState = (
    <div className={empty}>
      <p>{query ? noResultsMessage(query) : EMPTY_SEARCH_HINT}</p>
      <PopularSearches />
    </div>
  );

  return (
    <div className={page}>
      <Heading level={1} size="xl">
        {query ? `Search results for "${query}"` : 'Search'}
      </Heading>
      {!query || !hasHits ? (
        emptyState
      ) : (
        <ProductListing listing={listing} path="/search" base={{ query }} label={`Products for ${query}`} empty={listing.total === 0 ? <p>No products match these filters.</p> : null}>
          {diagrams.length > 0 ? (
            <Section headingId="search-diagrams" title={<>{`Diagrams (${diagramTotal})`}</>} size="md" className={diagramsClass}>
              <ul className={diagramList}>
                {diagrams.map((diagram) => (
                  <li key={diagram.handle}>
                    <RemixLink to={diagram.href} className={diagramLink}>
                      {diagram.name}
                      <span className={diagramMeta}>
                        {diagram.type} · {diagram.brand}
                      </span>
                    </RemixLink>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </ProductListing>
      )}
    </div>
  );
}
