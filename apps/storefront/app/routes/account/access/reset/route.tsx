import { ACCOUNT_FAILURE_MESSAGES, PASSWORD_RULE, passwordProblems } from '@pool/account-domain';
import { Button, Heading, Link, TextField } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { problemMessage } from '../../../../lib/error-message';
import { canonicalUrl, seoMeta } from '../../../../seo';
import { form as formClass, formError, formLinks } from '../login.css';
import { flashHeaders } from '../../../../.server/flash';

type ResetResult = { error: string; password?: string };

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return data(
    {
      token: url.searchParams.get('token') ?? '',
      email: url.searchParams.get('email') ?? '',
      seo: { title: 'Reset Your Password | Pool Supplies', description: 'Set a new password.', canonical: canonicalUrl(request, '/reset') },
    },
    // The token is in the address: keep it out of caches and referrers.
    { headers: { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [...seoMeta(loaded.seo), { name: 'robots', content: 'noindex' }] : []);

/** POST /reset: a new password with the mailed token; signs in (every other session ended) and goes to the dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  if (!token || !email) return data<ResetResult>({ error: ACCOUNT_FAILURE_MESSAGES.passwordReset }, { status: 422 });
  const weak = passwordProblems(password, email);
  if (weak.length > 0) return data<ResetResult>({ error: '', password: weak[0]! }, { status: 422 });
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.accountAccess.reset({ body: { token, email, password } });
    if (response.status === 200) return redirect('/account/dashboard', { headers: flashHeaders(headers, 'login') });
    const status = response.status >= 500 ? 503 : response.status;
    return data<ResetResult>({ error: problemMessage(response.status, response.body, ACCOUNT_FAILURE_MESSAGES.passwordReset) }, { status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<ResetResult>({ error: ACCOUNT_FAILURE_MESSAGES.passwordReset }, { status: 503 });
    throw error;
  }
}

/** Reset your password (spec account.md 2): the token and email come from the mailed link. */
export default function ResetPage() {
  const { token, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/reset') === true;
  return (
    <>
      <Heading level={1} size="xl">
        Reset Your Password
      </Heading>
      {token && email ? (
        <Form method="post" action="/reset" noValidate className={formClass}>
          {result?.error ? (
            <p role="alert" className={formError}>
              {result.error}
            </p>
          ) : null}
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="email" value={email} />
          <p style={{ margin: 0 }}>
            For <strong>{email}</strong>
          </p>
          <TextField label="New Password" name="password" type="password" autoComplete="new-password" isRequired description={PASSWORD_RULE} errorMessage={result?.password} fullWidth />
          <Button type="submit" isPending={busy} fullWidth>
            Reset Password
          </Button>
        </Form>
      ) : (
        <p role="alert" className={formError}>
          {ACCOUNT_FAILURE_MESSAGES.passwordReset}
        </p>
      )}
      <p className={formLinks}>
        <Link href="/forgot">Send a new link</Link>
        <Link href="/login">Back to Sign In</Link>
      </p>
    </>
  );
}
