import type { ContentPageView } from '@pool/api-contract';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../.server/bff';
import { canonicalUrl, type PageSeo } from '../../seo';

/** What a content page renders from: the BFF's view and its SEO (title, description, canonical, Open Graph). */
export interface ContentPageData {
  view: ContentPageView;
  seo: PageSeo & { openGraph: { type: string; title: string; description: string; url: string; image: string | null } };
}

/**
 * Loads the content page of `handle` for a loader (an unknown handle throws a 404 response). URLs in
 * the page's head are absolute on the origin that served the request.
 */
export async function loadContentPage({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, handle: string) {
  const { bff, headers } = bffFor(request, context);
  const view = await pageData(bff.site.content({ query: { handle } }), headers);
  const canonical = canonicalUrl(request, view.canonicalPath);
  const loaded: ContentPageData = {
    view,
    seo: {
      title: view.title,
      description: view.description,
      canonical,
      openGraph: {
        type: view.openGraph.type,
        title: view.openGraph.title,
        description: view.openGraph.description,
        url: canonical,
        image: view.openGraph.image ? canonicalUrl(request, view.openGraph.image.url) : null,
      },
    },
  };
  return data(loaded, { headers });
}
