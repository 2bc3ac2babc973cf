import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import type { SearchEngine } from './engine.js';

const s = initServer();

/** Search answers are the same for everyone and change with the catalogue: briefly cacheable. */
function publicCache(res: Response, seconds: number): void {
  res.set('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}

/** The hosted search service's two indexes, answered by the search engine (in-process or PostgreSQL). */
export function searchRouter(search: SearchEngine) {
  return s.router(upstreamContract.search, {
    query: async ({ query, res }) => {
      const result = await search.search(query);
      publicCache(res, 60);
      return { status: 200, body: result };
    },
    typeahead: async ({ query, res }) => {
      const result = await search.typeahead(query.q, { products: query.products, suggestions: query.suggestions });
      publicCache(res, 60);
      return { status: 200, body: result };
    },
  });
}
