import type { IndexQuery, IndexSearchResult, TypeaheadResult } from '@pool/api-contract';

/**
 * What the search routes ask of a search engine (docs/decisions/0062). Two implementations: the
 * in-process index (`SearchService`, the embedded default) and PostgreSQL (`PostgresSearchEngine`, with
 * DATABASE_URL). A dedicated engine (Typesense, OpenSearch) would be a third behind the same methods,
 * held to the same shared relevance suite (relevance.int.test.ts).
 */
export interface SearchEngine {
  /** Which engine answers: logs, `/readyz` and the benchmark report it. */
  readonly kind: 'in-process' | 'postgres';
  /** Prepares the engine (builds the index) and starts watching the catalogue version. */
  start(): Promise<void>;
  stop(): void;
  /** Whether it can answer now (the index is built). */
  isReady(): boolean;
  /** Resolves once it can answer. */
  whenReady(): Promise<void>;
  /**
   * A search page: text (optional), category (optional), filters, sort and paging, with disjunctive
   * facet counts (a facet's counts ignore its own filter, so other values stay selectable).
   * @throws HttpError 400 for an unknown or malformed filter, 404 for an unknown category or a page past the end.
   */
  search(query: IndexQuery): Promise<IndexSearchResult>;
  /** The search dropdown: suggestions, the best products, the total and diagram hits. */
  typeahead(text: string, limits: { products: number; suggestions: number }): Promise<TypeaheadResult>;
  /** Picks up a catalogue change (the catalogue version moved); true when it did. */
  refreshIfChanged(): Promise<boolean>;
  /** Forgets what the start-up warm-up taught it (remembered words), as if it had just started. */
  forgetWarmUp(): void;
}
