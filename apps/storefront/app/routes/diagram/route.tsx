import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { parseDiagramSplat } from './diagram-path';
import { seoMeta } from '../../seo';
import { DiagramPage } from './diagram-page';
import { loadDiagramPage } from './diagram.server';

/** `/diagram/{handle}` (or `/diagram/{handle}.html`): a parts diagram; anything else answers 404. */
export async function loader(args: LoaderFunctionArgs) {
  const handle = parseDiagramSplat(args.params['*']);
  if (!handle) throw new Response(null, { status: 404 });
  return loadDiagramPage(args, handle);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function DiagramRoute() {
  return <DiagramPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;

/** Cart writes answer with the cart: the page keeps its data (routing/revalidation.ts). */
export { skipAfterCartWrites as shouldRevalidate } from '../../routing/revalidation';
