import { validateNotifyMe } from '@pool/cart-domain';
import { Link } from '@pool/ui';
import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { RouteErrorBoundary } from '../../../components/error-page';
import { StockNotificationForm } from '../../../components/stock-notification/stock-notification-form';
import {
  STOCK_NOTIFICATION_FAILED, stockNotificationFailure, stockNotificationSuccess, type StockNotificationResult,
} from '../../../components/stock-notification/stock-notification-result';
import { safeRedirectTarget } from '../../../routing/safe-redirect';
import { SITE_NAME } from '../../../seo';
import { answerStatus } from '../../../lib/error-message';
import { leavingSession } from '../../../routing/revalidation';
import { PageColumn } from '../../../components/page-column';

type ActionData = StockNotificationResult & { sku: string; returnTo: string };

/**
 * POST /stock-notification {sku, email, returnTo}: 'notify me when available'. Product pages are
 * public and cached, so their form posts here (a fetcher with JavaScript; without it, this page
 * answers with the result, the form and a link back to the product).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const sku = text('sku').trim();
  const returnTo = safeRedirectTarget(text('returnTo'), '/');
  const checked = validateNotifyMe({ email: text('email') });
  if (!checked.ok) return data(leavingSession<ActionData>({ ok: false, error: checked.errors.email ?? 'Invalid email address.', sku, returnTo }), { status: 422 });
  if (!sku || sku.length > 200) return data(leavingSession<ActionData>({ ok: false, error: STOCK_NOTIFICATION_FAILED, sku, returnTo }), { status: 400 });

  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.mail.stockNotification({ params: { sku }, body: { email: checked.value.email } });
    if (response.status === 200) return data(leavingSession<ActionData>({ ok: true, message: stockNotificationSuccess(response.body), sku, returnTo }), { headers });
    const status = answerStatus(response.status);
    return data(leavingSession<ActionData>({ ok: false, error: stockNotificationFailure(response.status, response.body), sku, returnTo }), { status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data(leavingSession<ActionData>({ ok: false, error: STOCK_NOTIFICATION_FAILED, sku, returnTo }), { status: 503 });
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction = () => [{ title: `Notify me when available | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

/** Where a post without JavaScript lands. */
export default function StockNotificationPage() {
  const result = useActionData<typeof action>();
  return (
    <PageColumn title="Notify me when available">
      {result?.sku ? <StockNotificationForm sku={result.sku} initial={result} /> : <p>Choose a product that is out of stock to be notified.</p>}
      <p>
        <Link href={result?.returnTo ?? '/'}>Back to the product</Link>
      </p>
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
