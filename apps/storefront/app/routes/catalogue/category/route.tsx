import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { parseHtmlSlug } from '../../../routing/html-path';
import { seoMeta } from '../../../seo';
import { CategoryPage } from './category-page';
import { loadCategoryPage } from './category.server';

/** `/category/{url}.html?f=&sort=&page=`: a category listing; anything else answers 404. */
export async function loader(args: LoaderFunctionArgs) {
  const url = parseHtmlSlug(args.params['*']);
  if (!url) throw new Response(null, { status: 404 });
  return loadCategoryPage(args, url);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function CategoryRoute() {
  return <CategoryPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;

/** Cart writes answer with the cart: the page keeps its data (routing/revalidation.ts). */
export { skipWhenSessionUnchanged as shouldRevalidate } from '../../../routing/revalidation';
