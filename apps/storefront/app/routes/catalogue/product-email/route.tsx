import { Link } from '@pool/ui';
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { bffFor, BffUnavailableError, type BffClient } from '../../../.server/bff';
import { mailFormAction } from '../../../.server/mail-form';
import { RouteErrorBoundary } from '../../../components/error-page';
import { ProductMailForm } from '../../../components/product-email/product-mail-form';
import { productMailTitle } from '../../../components/product-email/product-mail-href';
import { safeRedirectTarget } from '../../../routing/safe-redirect';
import { SITE_NAME } from '../../../seo';
import { PageColumn } from '../../../components/page-column';

/** `?to=me` is Email me (the shopper's own address, no message); anything else Email (to someone). */
const toSelf = (request: Request) => new URL(request.url).searchParams.get('to') === 'me';

/**
 * POST /email-product/{sku}[?to=me]: a product page's Email and Email me (spec shopping.md 7,
 * docs/decisions/0070). The dialog's fetcher posts here, and so does this page's form without
 * JavaScript; one mail per send key.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const sku = params.sku ?? '';
  const me = toSelf(request);
  return mailFormAction(request, context, !me, (bff, body, headers) => (me
    ? bff.mail.emailMe({ params: { sku }, body: { email: body.email }, ...(headers ? { headers } : {}) })
    : bff.mail.emailProduct({ params: { sku }, body, ...(headers ? { headers } : {}) })));
}

/**
 * The signed-in shopper's own address, to prefill Email me (null for a guest, or when the account
 * cannot be read: the shopper then types it).
 */
async function ownEmail(bff: BffClient): Promise<string | null> {
  try {
    const response = await bff.account.get();
    return response.status === 200 ? response.body.email : null;
  } catch (error) {
    if (error instanceof BffUnavailableError) return null;
    throw error;
  }
}

/**
 * The page for shoppers without JavaScript: the product page's links lead here (`returnUrl` is the
 * product). For Email me it also carries the signed-in shopper's address, which the page's form and
 * the product page's dialog (reading this loader once opened) start with. Personal: never cached.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const me = toSelf(request);
  const { bff, headers } = bffFor(request, context);
  headers.set('Cache-Control', 'private, no-store');
  return data(
    { sku: params.sku ?? '', me, returnUrl: safeRedirectTarget(url.searchParams.get('returnUrl'), '/'), email: me ? await ownEmail(bff) : null },
    { headers },
  );
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${productMailTitle(loaded?.me ?? false)} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function ProductEmailPage() {
  const { sku, me, returnUrl, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PageColumn title={productMailTitle(me)}>
      <ProductMailForm sku={sku} me={me} returnUrl={returnUrl} fetcherKey="email-product-page" initial={result} prefill={email} />
      <p>
        <Link href={returnUrl}>Back to the product</Link>
      </p>
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
