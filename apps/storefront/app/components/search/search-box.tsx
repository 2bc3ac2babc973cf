import { VisuallyHidden } from '@pool/ui';
import { search, searchButton, searchInput } from './search-box.css';

/**
 * The header search: a GET form to /search (works without JavaScript). Placeholder per spec 2.7.
 */
export function SearchBox({ id = 'site-search' }: { id?: string }) {
  return (
    <form method="get" action="/search" role="search" className={search}>
      <label htmlFor={id}>
        <VisuallyHidden>Search products</VisuallyHidden>
      </label>
      <input id={id} className={searchInput} type="search" name="query" placeholder="Search for a product" autoComplete="off" maxLength={200} />
      <button type="submit" className={searchButton}>
        Search
      </button>
    </form>
  );
}
