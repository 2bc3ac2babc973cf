import type { ContentPageView } from '@pool/api-contract';
import { canonicalUrl, type PageSeo } from '../../../seo';

/** What a content page renders from: the BFF's view and its SEO (title, description, canonical, Open Graph). */
export interface ContentPageData {
  view: ContentPageView;
  seo: PageSeo & { openGraph: { type: string; title: string; description: string; url: string; image: string | null } };
}

/**
 * The content page's data from the BFF's page read (`site.page`; the home page is handle `home`).
 * URLs in the page's head are absolute on the origin that served the request.
 */
export function contentPageData(request: Request, view: ContentPageView): ContentPageData {
  const canonical = canonicalUrl(request, view.canonicalPath);
  return {
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
}
