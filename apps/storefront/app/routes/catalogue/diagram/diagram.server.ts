import type { DiagramPageView } from '@pool/api-contract';
import { canonicalUrl, type PageSeo, SITE_NAME } from '../../../seo';

/** What a diagram page renders from: the BFF's diagram view and the page's SEO. */
export interface DiagramPageData {
  diagram: DiagramPageView;
  seo: PageSeo;
}

/**
 * The diagram page's data from the BFF's page read (`site.page`, at `/{diagram}.html` or
 * `/diagram/{handle}`): the view and its SEO, canonical at the diagram's own address.
 */
export function diagramPageData(request: Request, diagram: DiagramPageView): DiagramPageData {
  return {
    diagram,
    seo: {
      title: `${diagram.name} Parts Diagram | ${SITE_NAME}`,
      description: `${diagram.brand} ${diagram.type} parts diagram: find the part by its number.`,
      canonical: canonicalUrl(request, diagram.href),
    },
  };
}
