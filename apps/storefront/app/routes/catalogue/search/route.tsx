import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { seoMeta } from '../../../seo';
import { SearchPage } from './search-page';
import { loadSearchPage } from './search.server';

/** `/search?query={text}` (route id `search`) and `/search/{text}` (route id `search-all`). */
export function loader(args: LoaderFunctionArgs) {
  return loadSearchPage(args);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function SearchRoute() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;

/** Cart writes answer with the cart: the page keeps its data (routing/revalidation.ts). */
export { skipWhenSessionUnchanged as shouldRevalidate } from '../../../routing/revalidation';
