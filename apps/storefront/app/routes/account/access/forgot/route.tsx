import { ACCOUNT_FAILURE_MESSAGES, ACCOUNT_LOADING_MESSAGES } from '@pool/account-domain';
import { Button, Heading, Link, TextField } from '@pool/ui';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { problemMessage } from '../../../../lib/error-message';
import { canonicalUrl, seoMeta } from '../../../../seo';
import { dismissToastAtom, showToastAtom } from '../../../../state/toasts.atoms';
import { form as formClass, formError, formLinks } from '../login.css';

/** The send's outcome (a toast and a line on the page), or the email field's own message (no toast: the spec has none). */
type ForgotResult = { ok: true; message: string } | { ok: false; message: string } | { ok: false; fieldError: string };

export function loader({ request }: LoaderFunctionArgs) {
  return data({ seo: { title: 'Forgot Your Password? | Pool Supplies', description: 'Reset your Pool Supplies password.', canonical: canonicalUrl(request, '/forgot') } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [...seoMeta(loaded.seo), { name: 'robots', content: 'noindex' }] : []);

/** POST /forgot: the BFF asks for a reset mail; the answer is the same whether or not the email has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  if (!email) return data<ForgotResult>({ ok: false, fieldError: 'Email is required.' }, { status: 422 });
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.accountAccess.forgot({ body: { email } });
    if (response.status === 200) return data<ForgotResult>({ ok: true, message: response.body.message }, { headers });
    const status = response.status >= 500 ? 503 : response.status;
    return data<ForgotResult>({ ok: false, message: problemMessage(response.status, response.body, ACCOUNT_FAILURE_MESSAGES.resetEmailSend) }, { status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<ForgotResult>({ ok: false, message: ACCOUNT_FAILURE_MESSAGES.resetEmailSend }, { status: 503 });
    throw error;
  }
}

/** Forgot your password (spec account.md 2, 8): 'Sending reset password...', then the outcome as a toast and on the page. */
export default function ForgotPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const showToast = useSetAtom(showToastAtom);
  const dismissToast = useSetAtom(dismissToastAtom);
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/forgot') === true;
  const shown = useRef<typeof result>(undefined);
  useEffect(() => {
    if (busy) showToast({ id: 'forgot', status: 'loading', message: ACCOUNT_LOADING_MESSAGES.sendingResetPassword });
  }, [busy, showToast]);
  useEffect(() => {
    if (!result || shown.current === result || busy) return;
    shown.current = result;
    if ('fieldError' in result) dismissToast('forgot');
    else showToast({ id: 'forgot', status: result.ok ? 'success' : 'error', message: result.message });
  }, [result, busy, showToast, dismissToast]);
  return (
    <>
      <Heading level={1} size="xl">
        Forgot Your Password?
      </Heading>
      <p style={{ margin: 0 }}>Enter the email of your account: we will send you a link to set a new password.</p>
      <Form method="post" action="/forgot" noValidate className={formClass}>
        {result && 'message' in result ? (
          <p role={result.ok ? 'status' : 'alert'} className={result.ok ? undefined : formError} style={result.ok ? { margin: 0 } : undefined}>
            {result.message}
          </p>
        ) : null}
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired fullWidth errorMessage={result && 'fieldError' in result ? result.fieldError : null} />
        <Button type="submit" isPending={busy} fullWidth>
          Send Reset Link
        </Button>
      </Form>
      <p className={formLinks}>
        <Link href="/login">Back to Sign In</Link>
      </p>
    </>
  );
}
