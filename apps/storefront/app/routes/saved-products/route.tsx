import { Heading } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { SavedProductsList } from '../../components/saved-products/saved-products-list';
import { section } from '../../components/layout.css';

const pageOf = (url: URL) => Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

/** /account/saved-products: the signed-in customer's saved products, a page at a time (page 1 default). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { bff, headers } = bffFor(request, context);
  const page = await pageData(bff.accountContent.savedProducts({ query: { page: pageOf(url) } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ page, returnTo: `${url.pathname}${url.search}` }, { headers });
}

export const meta: MetaFunction = () => [{ title: 'Saved Products | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

export default function SavedProductsPage() {
  const { page, returnTo } = useLoaderData<typeof loader>();
  return (
    <section className={section} aria-labelledby="saved-products-title">
      <Heading level={1} size="lg" id="saved-products-title">
        Saved Products
      </Heading>
      <SavedProductsList page={page} returnTo={returnTo} pageHref={(n) => `/account/saved-products?page=${n}`} />
    </section>
  );
}
