import { CART_MESSAGES, checkZipInput, normalizeZip, notifyMeErrorMessage, validateNotifyMe } from '@pool/cart-domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react';
import { bffFor, BffUnavailableError, pageData } from '../../../.server/bff';
import { isNonFormRefusal, refusalToast } from '../../../.server/flash';
import { DeliverToPanel } from '../../../components/delivery/deliver-to-panel';
import type { DeliveryActionResult } from '../../../components/delivery/delivery-answer';
import { returnPathFromReferrer } from '../../../components/delivery/return-path';
import { safeRedirectTarget } from '../../../routing/safe-redirect';
import { answerStatus, shopperError } from '../../../lib/error-message';
import { leavingSession } from '../../../routing/revalidation';
import { rememberDelivery } from '../../../state/delivery.atoms';
import { PageColumn } from '../../../components/page-column';

const TRY_AGAIN = 'Oops, there was a problem, please try again later';

/**
 * GET /delivery: the deliver-to panel as a page, where the header's control leads without JavaScript
 * (and a place to come back to). Personal: never cached, never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const view = await pageData(bff.delivery.current(), headers);
  headers.set('cache-control', 'private, no-store');
  const returnTo = returnPathFromReferrer(request.headers.get('referer'), new URL(request.url).origin);
  return data({ view, returnTo }, { headers });
}

/**
 * POST /delivery: `intent=zip` keeps a zip in the session (then, without JavaScript, back to the page
 * the shopper came from: a same-site path only); `intent=notify` signs up for notify-me. With
 * JavaScript (`js=1`, sent by the panel's fetcher) both answer data and the page stays.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const withJs = form.get('js') === '1';
  const { bff, headers } = bffFor(request, context);
  headers.set('cache-control', 'no-store');
  try {
    if (intent === 'notify') {
      const checked = validateNotifyMe({ email: String(form.get('email') ?? '') });
      if (!checked.ok) return data(leavingSession<DeliveryActionResult>({ intent, ok: false, error: checked.errors.email ?? TRY_AGAIN }), { status: 422, headers });
      const zipCode = String(form.get('zipCode') ?? '') || undefined;
      const response = await bff.delivery.notify({ body: { email: checked.value.email, ...(zipCode ? { zipCode } : {}) } });
      if (response.status === 200) return data(leavingSession<DeliveryActionResult>({ intent, ok: true, message: CART_MESSAGES.notifyMeSuccess }), { headers });
      const refused = shopperError(response, TRY_AGAIN);
      const error = notifyMeErrorMessage(refused.fields) ?? (response.status < 500 ? refused.title : null) ?? TRY_AGAIN;
      return data(leavingSession<DeliveryActionResult>({ intent, ok: false, error }), { status: answerStatus(response.status), headers });
    }

    // Kept through a refused zip: the page the shopper came from is still where a good one returns.
    const returnTo = safeRedirectTarget(form.get('returnTo'), '/');
    const input = checkZipInput(String(form.get('zip') ?? ''));
    const zip = input.kind === 'ok' ? normalizeZip(input.zip) : null;
    if (!zip) return data(leavingSession<DeliveryActionResult>({ intent: 'zip', ok: false, error: CART_MESSAGES.invalidZip, returnTo }), { status: 422, headers });
    const response = await bff.delivery.setZip({ body: { zip } });
    if (response.status === 200) {
      if (!withJs) throw redirect(returnTo, { headers });
      return data(leavingSession<DeliveryActionResult>({ intent: 'zip', ok: true, view: response.body }), { headers });
    }
    const status = answerStatus(response.status);
    // A server failure is not the zip's: the spec's toast (site-shell.md 8), nothing by the field.
    if (isNonFormRefusal(response.status)) return data<DeliveryActionResult>({ intent: 'zip', ok: false, error: null, returnTo }, { status, headers: refusalToast(request, context, headers, response, TRY_AGAIN) });
    return data<DeliveryActionResult>({ intent: 'zip', ok: false, error: CART_MESSAGES.invalidZip, returnTo }, { status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) {
      if (intent !== 'notify') return data<DeliveryActionResult>({ intent: 'zip', ok: false, error: null }, { status: 503, headers: refusalToast(request, context, headers, error, TRY_AGAIN) });
      return data(leavingSession<DeliveryActionResult>({ intent: 'notify', ok: false, error: TRY_AGAIN }), { status: 503 });
    }
    throw error;
  }
}

/**
 * In the browser, the view a zip update answers with becomes the header's and the panel's at once,
 * when it arrives (the answer says the session is otherwise unchanged: nothing reloads after it).
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  const result = await serverAction<typeof action>();
  if (result.intent === 'zip' && result.ok) rememberDelivery(result.view);
  return result;
}

export const meta: MetaFunction = () => [{ title: 'Deliver to | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

/** The deliver-to page: the same panel as the header's drawer, for a browser without JavaScript. */
export default function DeliveryPage() {
  const { view, returnTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PageColumn title="Deliver to">
      <DeliverToPanel view={view} returnTo={(result?.intent === 'zip' && !result.ok ? result.returnTo : undefined) ?? returnTo} initial={result} />
    </PageColumn>
  );
}
