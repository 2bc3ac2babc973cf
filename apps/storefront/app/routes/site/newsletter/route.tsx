import { NEWSLETTER_MESSAGES, validateNewsletterEmail } from '@pool/account-domain';
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { NewsletterForm } from '../../../components/shell/newsletter-form';
import type { NewsletterResult } from '../../../components/shell/newsletter-answer';
import { refusalToast, isNonFormRefusal } from '../../../.server/flash';
import { answerStatus, problemMessage } from '../../../lib/error-message';
import { PageColumn } from '../../../components/page-column';

const TRY_AGAIN = 'Oops, there was a problem, please try again later.';

/**
 * POST /newsletter: validates the email with account-domain's rule (trimmed, required, valid), then
 * asks the BFF to subscribe it. Signing up twice is a success too. A refusal that is not about the
 * email (a 403, a server failure, a BFF out of reach) is a toast, not a message by the field.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const raw = form.get('email');
  const checked = validateNewsletterEmail(typeof raw === 'string' ? raw : '');
  if (!checked.ok) return data<NewsletterResult>({ ok: false, error: checked.error }, { status: 422 });

  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.site.newsletter({ body: { email: checked.email } });
    if (response.status === 200) return data<NewsletterResult>({ ok: true, message: NEWSLETTER_MESSAGES.success }, { headers });
    const status = answerStatus(response.status);
    if (isNonFormRefusal(response.status)) return data<NewsletterResult>({ ok: false, error: null }, { status, headers: refusalToast(request, context, headers, response, TRY_AGAIN) });
    return data<NewsletterResult>({ ok: false, error: problemMessage(response.status, response.body, TRY_AGAIN) }, { status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<NewsletterResult>({ ok: false, error: null }, { status: 503, headers: refusalToast(request, context, headers, error, TRY_AGAIN) });
    throw error;
  }
}

export const meta: MetaFunction = () => [{ title: 'Newsletter | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

/** The page a sign-up without JavaScript lands on: the result and the form again. */
export default function NewsletterPage() {
  const result = useActionData<typeof action>();
  return (
    <PageColumn title="Newsletter">
      <NewsletterForm initial={result} />
    </PageColumn>
  );
}
