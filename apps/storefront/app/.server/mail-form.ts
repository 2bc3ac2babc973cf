import { emailCartErrorMessage } from '@pool/cart-domain';
import { data, type AppLoadContext } from '@remix-run/node';
import { bffFor, BffUnavailableError, type BffClient } from './bff';
import { emailCartFailureMessage, fieldErrorsOf, validateMailForm, type EmailCartResult } from '../components/email-cart/email-cart-result';
import { answerStatus } from '../lib/error-message';
import { leavingSession } from '../routing/revalidation';
import { sendKeyFor } from './send-key';

/** The BFF's answer to a mail form: sent (to whom), or a refusal with a problem body. */
type MailAnswer = { status: 200; body: { to: string } } | { status: number; body: unknown };

/**
 * The action of a mail form (Email Cart, a product page's Email and Email me; docs/decisions/0065,
 * 0070): checks the form with the spec's rules, sends it through `send` with an Idempotency-Key made
 * of the form's send key and what it sends, and answers the form's result (the server's message or
 * the default in red, field messages, 503 when the BFF is down), marked as leaving the session as it
 * was (docs/decisions/0073).
 */
export async function mailFormAction(
  request: Request,
  context: AppLoadContext,
  withMessage: boolean,
  send: (bff: BffClient, mail: { email: string; message: string }, headers: { 'idempotency-key': string } | undefined) => Promise<MailAnswer>,
) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const checked = validateMailForm({ email: field('email'), message: field('message') }, withMessage);
  if (!checked.ok) return data(leavingSession<EmailCartResult>({ ok: false, error: null, fieldErrors: checked.errors }), { status: 422 });

  const { bff, headers } = bffFor(request, context);
  try {
    // The form's send key with what it sends: a double submit (or a re-post) mails once, and the same
    // form sent again with another address or message (back, edit, send) is a new mail (0065).
    const key = sendKeyFor(field('idempotencyKey'), checked.value);
    const response = await send(bff, checked.value, key ? { 'idempotency-key': key } : undefined);
    if (response.status === 200) return data(leavingSession<EmailCartResult>({ ok: true, to: (response.body as { to: string }).to }), { headers });
    context.log.info({ status: response.status }, 'mail form refused');
    return data(
      leavingSession<EmailCartResult>({ ok: false, error: emailCartFailureMessage(response.status, response.body), fieldErrors: fieldErrorsOf(response.body) }),
      { status: answerStatus(response.status), headers },
    );
  } catch (error) {
    if (error instanceof BffUnavailableError) return data(leavingSession<EmailCartResult>({ ok: false, error: emailCartErrorMessage(null), fieldErrors: {} }), { status: 503 });
    throw error;
  }
}
