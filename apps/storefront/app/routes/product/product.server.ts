import type { ProductPageView } from '@pool/api-contract';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../.server/bff';
import { canonicalUrl, type PageSeo, SITE_NAME } from '../../seo';

/** What a product page renders from: the BFF's product view and the page's SEO. */
export interface ProductPageData {
  product: ProductPageView;
  seo: PageSeo;
}

/**
 * Loads the product page of `handle` (`/{handle}.html`) for a loader: the product view is critical
 * (an unknown handle throws a 404 response for the error boundary); the BFF's cookies ride along.
 * Used by the product route and the site's catch-all dispatcher.
 */
export async function loadProductPage({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, handle: string) {
  const { bff, headers } = bffFor(request, context);
  const product = await pageData(bff.pages.product({ params: { handle } }), headers);
  const loaded: ProductPageData = {
    product,
    seo: {
      title: `${product.title} | ${SITE_NAME}`,
      description: product.shortDescription || `${product.title} by ${product.brand}.`,
      canonical: canonicalUrl(request, `/${handle}.html`),
    },
  };
  return data(loaded, { headers });
}
