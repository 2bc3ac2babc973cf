import { Heading, Link, SelectField, SubmitButton } from '@pool/ui';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../../.server/bff';
import { safeRedirectTarget } from '../../../../routing/safe-redirect';
import { row, stack } from '../../pool-profiles/pools.css';
import { savedProductAction } from '../save-product.server';

const SKU = /^[\w.-]{1,64}$/;

/**
 * /account/saved-products/save?sku=…&redirectTo=…: which pool a product goes into (decision 0033).
 * Product pages and cards are the same for every signed-in customer (decision 0013), so their Save
 * names no pool; a customer with pools lands here, private and uncached, to pick one (preselected
 * when there is exactly one) or none. The form posts to this page's action, which saves and goes
 * back to the page the product was saved from with 'Product Saved to {pool name}'.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const sku = url.searchParams.get('sku') ?? '';
  if (!SKU.test(sku)) throw new Response(null, { status: 404 });
  const redirectTo = safeRedirectTarget(url.searchParams.get('redirectTo') ?? '/account/saved-products', '/account/saved-products');
  const { bff, headers } = bffFor(request, context);
  const { data: pools } = await pageData(bff.pools.list(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ sku, redirectTo, pools: pools.map((p) => ({ id: p.id, name: p.name })) }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  form.set('intent', 'save');
  if (!form.get('pool')) return data({ error: 'Choose a pool.' }, { status: 400 });
  return savedProductAction(request, context, form);
}

export const meta: MetaFunction = () => [{ title: 'Save to a Pool | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

export default function ChoosePoolPage() {
  const { sku, redirectTo, pools } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = result && 'error' in result ? String(result.error) : null;
  const options = [...pools.map((p) => ({ value: String(p.id), label: p.name })), { value: 'none', label: 'No pool' }];
  return (
    <section className={stack} aria-labelledby="choose-pool-title">
      <Heading level={1} size="lg" id="choose-pool-title">Save to a Pool</Heading>
      <Form method="post" className={row}>
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SelectField
          label={`Pool for product ${sku}`}
          name="pool"
          options={options}
          placeholder={pools.length === 1 ? undefined : 'Choose a pool'}
          defaultValue={pools.length === 1 ? String(pools[0]!.id) : ''}
          errorMessage={error}
          isRequired
        />
        <SubmitButton>Save</SubmitButton>
        <Link href={redirectTo}>Cancel</Link>
      </Form>
    </section>
  );
}
