import type { DiagramPageView } from '@pool/api-contract';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../.server/bff';
import { canonicalUrl, type PageSeo, SITE_NAME } from '../../seo';

/** What a diagram page renders from: the BFF's diagram view and the page's SEO. */
export interface DiagramPageData {
  diagram: DiagramPageView;
  seo: PageSeo;
}

/**
 * Loads the diagram page of `handle` (`/{diagram}.html` or `/diagram/{handle}`) for a loader; a
 * handle that is not a diagram throws a 404 response. Used by the diagram route and the catch-all.
 */
export async function loadDiagramPage({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, handle: string) {
  const { bff, headers } = bffFor(request, context);
  const view = await pageData(bff.catalog.page({ params: { handle } }), headers);
  if (view.type !== 'diagram') throw new Response(null, { status: 404, headers });
  const { diagram } = view;
  const loaded: DiagramPageData = {
    diagram,
    seo: {
      title: `${diagram.name} Parts Diagram | ${SITE_NAME}`,
      description: `${diagram.brand} ${diagram.type} parts diagram: find the part by its number.`,
      canonical: canonicalUrl(request, diagram.href),
    },
  };
  return data(loaded, { headers });
}
