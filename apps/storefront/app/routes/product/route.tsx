import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { parseHtmlSlug } from '../../routing/html-path';
import { seoMeta } from '../../seo';
import { ProductPage } from './product-page';
import { loadProductPage } from './product.server';

/** `/{handle}.html` is a product page; any other path (and an unknown handle) answers 404. */
export async function loader(args: LoaderFunctionArgs) {
  const handle = parseHtmlSlug(args.params['*']);
  if (!handle) throw new Response(null, { status: 404 });
  return loadProductPage(args, handle);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function ProductRoute() {
  return <ProductPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
