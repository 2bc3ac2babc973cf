import { emailCartErrorMessage, validateEmailCart } from '@pool/cart-domain';
import { Heading, Link } from '@pool/ui';
import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { EmailCartForm } from '../../../components/email-cart/email-cart-form';
import { emailCartFailureMessage, fieldErrorsOf, type EmailCartResult } from '../../../components/email-cart/email-cart-result';
import { RouteErrorBoundary } from '../../../components/error-page';
import { page } from '../../../components/layout.css';
import { SITE_NAME } from '../../../seo';
import { answerStatus } from '../../../lib/error-message';
import { leavingSession } from '../../../routing/revalidation';
import { sendKeyFor } from './send-key.server';

/**
 * POST /cart/email: Email Cart (spec shopping.md sections 2, 5 and 8). The modal's fetcher posts here,
 * and so does this page's form without JavaScript. The BFF mails the session's own cart.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const checked = validateEmailCart({ email: field('email'), message: field('message') });
  if (!checked.ok) return data(leavingSession<EmailCartResult>({ ok: false, error: null, fieldErrors: checked.errors }), { status: 422 });

  const { bff, headers } = bffFor(request, context);
  try {
    // The form's send key with what it sends: a double submit (or a re-post) mails once, and the same
    // form sent again with another address or message (back, edit, send) is a new mail (0065).
    const key = sendKeyFor(field('idempotencyKey'), checked.value);
    const response = await bff.mail.emailCart({ body: checked.value, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
    if (response.status === 200) return data(leavingSession<EmailCartResult>({ ok: true, to: response.body.to }), { headers });
    context.log.info({ status: response.status }, 'email cart refused');
    const status = answerStatus(response.status);
    return data(leavingSession<EmailCartResult>(
      { ok: false, error: emailCartFailureMessage(response.status, response.body), fieldErrors: fieldErrorsOf(response.body) }),
      { status, headers },
    );
  } catch (error) {
    if (error instanceof BffUnavailableError) return data(leavingSession<EmailCartResult>({ ok: false, error: emailCartErrorMessage(null), fieldErrors: {} }), { status: 503 });
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction = () => [{ title: `Email Cart | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

/** The Email Cart page: the modal's form as a page, for shoppers without JavaScript (linked from /cart). */
export default function EmailCartPage() {
  const result = useActionData<typeof action>();
  return (
    <div className={page}>
      <Heading level={1} size="xl">
        Email Cart
      </Heading>
      <p>Send the items in your cart and a message to someone.</p>
      <EmailCartForm fetcherKey="email-cart-page" initial={result} />
      <p>
        <Link href="/cart">Back to the cart</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
