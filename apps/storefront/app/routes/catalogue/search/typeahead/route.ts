import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor } from '../../../../.server/bff';
import { MAX_SEARCH_LENGTH } from '../../../../components/search/search-text';
import type { TypeaheadData } from '../../../../components/search/typeahead-answer';

/**
 * Resource route `GET /resources/typeahead?q=` for the search dropdown: the browser asks the
 * storefront, the storefront asks the BFF (the browser never calls the BFF). An empty text answers
 * no result without a BFF call; a failure answers a `null` result (the dropdown degrades, the page stays).
 * Every answer names the text it is for.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const cache = { 'Cache-Control': 'private, max-age=60' };
  if (!q) return data<TypeaheadData>({ q, result: null }, { headers: cache });
  const { bff, headers } = bffFor(request, context);
  headers.set('Cache-Control', cache['Cache-Control']);
  try {
    const response = await bff.catalog.typeahead({ query: { q } });
    if (response.status === 200) return data<TypeaheadData>({ q, result: response.body }, { headers });
    context.log.warn({ status: response.status }, 'typeahead refused');
  } catch (error) {
    context.log.warn({ err: error }, 'typeahead failed');
  }
  headers.set('Cache-Control', 'no-store');
  return data<TypeaheadData>({ q, result: null }, { headers });
}
