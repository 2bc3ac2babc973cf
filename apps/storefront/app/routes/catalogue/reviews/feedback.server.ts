import { ACCOUNT_FAILURE_MESSAGES, ACCOUNT_LOADING_MESSAGES } from '@pool/account-domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, BffUnavailableError, pageData } from '../../../.server/bff';
import { answerStatus, shopperError } from '../../../lib/error-message';
import { safeRedirectTarget } from '../../../routing/safe-redirect';
import { flashHeaders, flashRefusal } from '../../../.server/flash';

export type FeedbackKind = 'review' | 'question';
/** A refused send: the spec's failure text, field messages and, when the form is not the problem, why. */
export type FeedbackResult = { error: string; fields: Record<string, string>; reason?: string };

/** Where the form returns to after sending: the product page it came from (`returnUrl`), else home. */
export const returnTarget = (request: Request) => safeRedirectTarget(new URL(request.url).searchParams.get('returnUrl'), '/');

/**
 * The review and question forms need a signed-in customer: a guest goes to /login and comes back to
 * the form (its own URL, `returnUrl` included).
 */
export async function feedbackLoader(kind: FeedbackKind, { request, context, params }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const session = await pageData(bff.session.current(), headers);
  const url = new URL(request.url);
  if (!session.viewer.signedIn) throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`, { headers });
  headers.set('cache-control', 'private, no-store');
  // The spec's toasts travel with the page's data: the form's code stays free of the message tables.
  const messages = kind === 'review'
    ? { sending: ACCOUNT_LOADING_MESSAGES.sendingReview, failure: ACCOUNT_FAILURE_MESSAGES.review }
    : { sending: ACCOUNT_LOADING_MESSAGES.sendingQuestion, failure: ACCOUNT_FAILURE_MESSAGES.question };
  return data({ sku: params.sku ?? '', returnUrl: returnTarget(request), ...messages }, { headers });
}

/**
 * Sends a review or question for the session's customer. Sent: back to the product page's reviews with
 * the spec's success toast (decision 0025 reads the spec's "goes to /login" as the guest case). Refused:
 * the field messages and the spec's failure message; a session that ended meanwhile goes to /login; a
 * 403 goes back to the product with the spec's 'You do not have permission to do that.' toast.
 */
export async function feedbackAction(kind: FeedbackKind, { request, context, params }: ActionFunctionArgs) {
  const failure = kind === 'review' ? ACCOUNT_FAILURE_MESSAGES.review : ACCOUNT_FAILURE_MESSAGES.question;
  const form = await request.formData();
  const sku = params.sku ?? '';
  const text = String(form.get('text') ?? '');
  const { bff, headers } = bffFor(request, context);
  try {
    const response = kind === 'review'
      ? await bff.accountContent.review({ body: { sku, rating: Number(form.get('rating') ?? 0), title: String(form.get('title') ?? ''), text } })
      : await bff.accountContent.question({ body: { sku, text } });
    if (response.status === 200) {
      // A URL of its own (`sent`), so the shared page cache cannot answer with the page as it was before.
      const back = new URL(returnTarget(request), 'http://storefront.invalid');
      back.searchParams.set('sent', `${kind === 'review' ? 'r' : 'q'}${response.body.id}`);
      back.hash = 'reviews';
      return redirect(`${back.pathname}${back.search}${back.hash}`, { headers: flashHeaders(headers, kind === 'review' ? 'reviewed' : 'question') });
    }
    if (response.status === 401) {
      const url = new URL(request.url);
      return redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`, { headers });
    }
    if (response.status === 403) {
      // Not the form's doing (staff acting as the customer may not write their words): back to the
      // product with the spec's toast (docs/decisions/0070).
      return redirect(returnTarget(request), { status: 303, headers: flashRefusal(headers, response, failure) });
    }
    const refused = shopperError(response, failure);
    // A second review of the product (decision 0055): the reason, not only the spec's failure text.
    const reason = response.status === 409 && refused.title ? { reason: refused.title } : {};
    return data<FeedbackResult>({ error: failure, fields: refused.fieldMessages, ...reason }, { status: answerStatus(response.status), headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<FeedbackResult>({ error: failure, fields: {} }, { status: 503 });
    throw error;
  }
}
