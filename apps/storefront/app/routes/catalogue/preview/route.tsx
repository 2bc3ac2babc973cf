import { StorefrontPathSchema } from '@pool/api-contract';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { bffFor, pageData } from '../../../.server/bff';
import { seoMeta } from '../../../seo';
import { ContentPage } from '../content/content-page';
import { contentPageData } from '../content/content.server';
import { previewNote } from '../content/content.css';

/**
 * `/preview/*` (spec site-shell.md 2.3; docs/decisions/0066): staff see a content page before it is
 * published (`/preview/summer-sale`, `/preview/blog/opening-your-pool`). Anyone else, and a path with
 * no page, gets the not-found page: a draft's existence is not told. Never cached, never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (!StorefrontPathSchema.safeParse(path).success) throw new Response(null, { status: 404 });
  const { bff, headers } = bffFor(request, context);
  headers.set('cache-control', 'private, no-store');
  headers.set('x-robots-tag', 'noindex');
  const response = await bff.site.preview({ query: { path } });
  // A guest (401), a shopper (403) and no page (404) all see the not-found page.
  const status: number = response.status;
  if (status === 401 || status === 403 || status === 404) throw new Response(null, { status: 404, headers });
  const view = await pageData(Promise.resolve(response), headers);
  return data({ page: contentPageData(request, view) }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [...seoMeta({ ...loaded.page.seo, title: `Preview: ${loaded.page.seo.title}` }), { name: 'robots', content: 'noindex, nofollow' }] : errorMeta(error);

export default function PreviewPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <p role="note" className={previewNote}>Preview: this page is shown to staff only until it is published.</p>
      <ContentPage view={page.view} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
