import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { seoMeta } from '../../seo';
import { ContentPage } from './content-page';
import { loadContentPage } from './content.server';

/** The home page: the `home` content handle (hero, featured categories, popular products, the how-to blog). */
export function loader(args: LoaderFunctionArgs) {
  return loadContentPage(args, 'home');
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function HomePage() {
  return <ContentPage view={useLoaderData<typeof loader>().view} />;
}

export const ErrorBoundary = RouteErrorBoundary;

/** Cart writes answer with the cart: the page keeps its data (routing/revalidation.ts). */
export { skipAfterCartWrites as shouldRevalidate } from '../../routing/revalidation';
