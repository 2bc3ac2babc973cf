import { StorefrontPathSchema } from '@pool/api-contract';
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { safeRedirectTarget } from '../../routing/safe-redirect';
import { seoMeta } from '../../seo';
import { ContentPage } from '../content/content-page';
import { contentPageData } from '../content/content.server';
import { DiagramPage } from '../diagram/diagram-page';
import { diagramPageData } from '../diagram/diagram.server';
import { ProductPage } from '../product/product-page';
import { productPageData } from '../product/product.server';

/**
 * Home and the final catch-all (spec site-shell.md 2.3), `/diagram/*` included: one BFF call
 * (`site.page`) answers what the path is and its page, and this renders the product page, the
 * diagram page or a content page, answers the permanent redirect (the redirects table, or another
 * address of a page; the query string is kept), or throws a 404 for the not-found page. Paths the
 * contract would refuse are a 404 without a BFF call.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  if (!StorefrontPathSchema.safeParse(path).success) throw new Response(null, { status: 404 });

  const { bff, headers } = bffFor(request, context);
  const read = await pageData(bff.site.page({ query: { path } }), headers);
  switch (read.kind) {
    case 'redirect': {
      const to = safeRedirectTarget(read.to, '');
      if (!to) throw new Response(null, { status: 404, headers });
      throw redirect(`${to}${to.includes('?') ? '' : url.search}`, { status: read.status, headers });
    }
    case 'product':
      return data({ kind: 'product' as const, page: await productPageData(request, context, bff, read.page) }, { headers });
    case 'diagram':
      return data({ kind: 'diagram' as const, page: diagramPageData(request, read.page) }, { headers });
    case 'content':
      return data({ kind: 'content' as const, page: contentPageData(request, read.page) }, { headers });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.page.seo) : errorMeta(error));

export default function PageAtPath() {
  const loaded = useLoaderData<typeof loader>();
  switch (loaded.kind) {
    case 'product':
      return <ProductPage data={loaded.page} />;
    case 'diagram':
      return <DiagramPage data={loaded.page} />;
    case 'content':
      return <ContentPage view={loaded.page.view} />;
  }
}

export const ErrorBoundary = RouteErrorBoundary;

/** Cart writes answer with the cart: the page keeps its data (routing/revalidation.ts). */
export { skipAfterCartWrites as shouldRevalidate } from '../../routing/revalidation';
