import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { seoMeta } from '../../../seo';
import { readPageAt } from '../catch-all/page-read.server';
import { ContentPage } from '../content/content-page';
import { contentPageData } from '../content/content.server';

/**
 * The home page (spec site-shell.md 2.3): the content page at `/`, read from the BFF in one call like
 * every page at a path. A route of its own, so that its JavaScript is the content page's alone and not
 * also the product and diagram pages' that the catch-all carries (docs/decisions/0039).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { read, headers } = await readPageAt(request, context, '/');
  // `/` is the content page with handle `home`; anything else there is not a page of this route.
  if (read.kind !== 'content') throw new Response(null, { status: 404, headers });
  return data({ page: contentPageData(request, read.page) }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.page.seo) : errorMeta(error));

export default function Home() {
  return <ContentPage view={useLoaderData<typeof loader>().page.view} />;
}

export const ErrorBoundary = RouteErrorBoundary;

/** Cart writes answer with the cart: the page keeps its data (routing/revalidation.ts). */
export { skipWhenSessionUnchanged as shouldRevalidate } from '../../../routing/revalidation';
