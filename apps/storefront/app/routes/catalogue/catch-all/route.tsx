import { StorefrontPathSchema } from '@pool/api-contract';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense, type ComponentType } from 'react';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { lazyWithReload } from '../../../components/shell/chunk-reload';
import { seoMeta } from '../../../seo';
import { contentPageData, type ContentPageData } from '../content/content.server';
import { diagramPageData, type DiagramPageData } from '../diagram/diagram.server';
import { ProductPage } from '../product/product-page';
import { productPageData } from '../product/product.server';
import { readPageAt } from './page-read.server';

/**
 * Diagram and content pages: the server has their modules from its start (a top-level await the
 * browser build drops), the browser loads the one a page needs as it hydrates, so that a product page's
 * JavaScript does not carry the other two (docs/decisions/0039). React keeps the server's HTML until
 * the module is here.
 */
const loadDiagramPage = () => import('../diagram/diagram-page');
const DiagramPage: ComponentType<{ data: DiagramPageData }> = import.meta.env.SSR
  ? (await loadDiagramPage()).DiagramPage
  : lazyWithReload(() => loadDiagramPage().then((module) => ({ default: module.DiagramPage })));
const loadContentPage = () => import('../content/content-page');
const ContentPage: ComponentType<{ view: ContentPageData['view'] }> = import.meta.env.SSR
  ? (await loadContentPage()).ContentPage
  : lazyWithReload(() => loadContentPage().then((module) => ({ default: module.ContentPage })));

/**
 * The final catch-all (spec site-shell.md 2.3), `/diagram/*` included: one BFF call (`site.page`)
 * answers what the path is and its page, and this renders the product page, the diagram page or a
 * content page, answers the permanent redirect, or throws a 404 for the not-found page. Paths the
 * contract would refuse are a 404 without a BFF call. Home has a route of its own (routes/catalogue/home).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (!StorefrontPathSchema.safeParse(path).success) throw new Response(null, { status: 404 });

  const { read, bff, headers } = await readPageAt(request, context, path);
  switch (read.kind) {
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
      return (
        <Suspense fallback={null}>
          <DiagramPage data={loaded.page} />
        </Suspense>
      );
    case 'content':
      return (
        <Suspense fallback={null}>
          <ContentPage view={loaded.page.view} />
        </Suspense>
      );
  }
}

export const ErrorBoundary = RouteErrorBoundary;

/** Cart writes answer with the cart: the page keeps its data (routing/revalidation.ts). */
export { skipWhenSessionUnchanged as shouldRevalidate } from '../../../routing/revalidation';
