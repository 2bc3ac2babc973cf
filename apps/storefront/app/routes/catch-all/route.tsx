import { StorefrontPathSchema } from '@pool/api-contract';
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor } from '../../.server/bff';
import { resolvePaths } from '../../.server/resolve-cache';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { safeRedirectTarget } from '../../routing/safe-redirect';
import { seoMeta } from '../../seo';
import { ContentPage } from '../content/content-page';
import { loadContentPage } from '../content/content.server';
import { DiagramPage } from '../diagram/diagram-page';
import { loadDiagramPage } from '../diagram/diagram.server';
import { ProductPage } from '../product/product-page';
import { loadProductPage } from '../product/product.server';

/** Adds the BFF cookies relayed by the resolve call to a page loader's response init. */
function withRelayed<T>(result: { data: T; init?: ResponseInit | null }, relay: Headers) {
  const headers = new Headers(result.init?.headers);
  relay.forEach((value, key) => {
    if (key === 'set-cookie') headers.append(key, value);
  });
  return { ...result.init, headers };
}

/**
 * The final catch-all (spec site-shell.md 2.3): asks the BFF what the path is and renders the product
 * page, the diagram page or a content page, answers a permanent redirect (the redirects table, or a
 * non-canonical address), or throws a 404 for the not-found page. Paths the contract would refuse
 * are a 404 without a BFF call.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const path = url.pathname;
  if (!StorefrontPathSchema.safeParse(path).success) throw new Response(null, { status: 404 });

  const { bff, headers } = bffFor(request, context);
  // The same for every shopper: kept for the BFF's shared max-age (at most a minute).
  const resolved = await resolvePaths.resolve(bff, context, path, headers);
  switch (resolved.kind) {
    case 'redirect': {
      const to = safeRedirectTarget(resolved.to, '');
      if (!to) throw new Response(null, { status: 404, headers });
      throw redirect(`${to}${to.includes('?') ? '' : url.search}`, { status: resolved.status, headers });
    }
    case 'category':
      // Categories have their own route: only a non-canonical address of one lands here.
      if (resolved.canonicalPath === path) throw new Response(null, { status: 404, headers });
      throw redirect(resolved.canonicalPath, { status: 301, headers });
    case 'product': {
      const result = await loadProductPage(args, resolved.handle);
      return data({ kind: 'product' as const, page: result.data }, withRelayed(result, headers));
    }
    case 'diagram': {
      const result = await loadDiagramPage(args, resolved.handle);
      return data({ kind: 'diagram' as const, page: result.data }, withRelayed(result, headers));
    }
    case 'content': {
      const result = await loadContentPage(args, resolved.handle);
      return data({ kind: 'content' as const, page: result.data }, withRelayed(result, headers));
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.page.seo) : errorMeta(error));

export default function CatchAllPage() {
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
