import { Section } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../.server/bff';
import { SavedProductsList } from '../../../components/saved-products/saved-products-list';
import { section } from '../../../components/layout.css';

const pageOf = (url: URL) => Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

/**
 * /account/saved-products: the signed-in customer's saved products, a page at a time (page 1 default),
 * each with its pool and a form to move it to another pool (or none) or remove it (decision 0033).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { bff, headers } = bffFor(request, context);
  const [page, pools] = await Promise.all([
    pageData(bff.accountContent.savedProducts({ query: { page: pageOf(url) } }), headers),
    pageData(bff.pools.list(), headers),
  ]);
  headers.set('cache-control', 'private, no-store');
  return data({ page, pools: pools.data.map((p) => ({ id: p.id, name: p.name })), returnTo: `${url.pathname}${url.search}` }, { headers });
}

export const meta: MetaFunction = () => [{ title: 'Saved Products | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

export default function SavedProductsPage() {
  const { page, pools, returnTo } = useLoaderData<typeof loader>();
  return (
    <Section headingId="saved-products-title" title="Saved Products" level={1} size="lg" className={section}>
      <SavedProductsList page={page} pools={pools} returnTo={returnTo} pageHref={(n) => `/account/saved-products?page=${n}`} />
    </Section>
  );
}
