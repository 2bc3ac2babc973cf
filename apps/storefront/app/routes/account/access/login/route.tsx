import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
import { SessionLoginBodySchema } from '@pool/api-contract';
import { Button, Heading, Link, TextField } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { problemMessage } from '../../../../lib/error-message';
import { safeRedirectTarget } from '../../../../routing/safe-redirect';
import { canonicalUrl, seoMeta } from '../../../../seo';
import { flashHeaders } from '../../../../.server/flash';
import { LoginLinkRequest } from '../login-link-request';
import { form as formClass, formError, formLinks } from '../login.css';

type LoginResult = { error: string; fields: Partial<Record<'email' | 'password', string>>; notice?: string };

export function loader({ request }: LoaderFunctionArgs) {
  return data({ seo: { title: 'Sign In | Pool Supplies', description: 'Sign in to your Pool Supplies account.', canonical: canonicalUrl(request, '/login') } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [...seoMeta(loaded.seo), { name: 'robots', content: 'noindex' }] : []);

/** POST /login: signs in through the BFF (which keeps the token) and goes to `returnUrl` or the account. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'login-link') return requestLoginLink(request, context, form);
  const parsed = SessionLoginBodySchema.safeParse({ email: form.get('email') ?? '', password: form.get('password') ?? '' });
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return data<LoginResult>({ error: '', fields }, { status: 422 });
  }
  const returnUrl = new URL(request.url).searchParams.get('returnUrl');
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.session.login({ body: parsed.data });
    if (response.status === 200) return redirect(safeRedirectTarget(returnUrl, '/account/dashboard'), { headers: flashHeaders(headers, 'login') });
    const status = response.status >= 500 ? 503 : response.status;
    return data<LoginResult>({ error: problemMessage(response.status, response.body, ACCOUNT_FAILURE_MESSAGES.login), fields: {} }, { status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<LoginResult>({ error: ACCOUNT_FAILURE_MESSAGES.emailSendDefault, fields: {} }, { status: 503 });
    throw error;
  }
}

/** The one-click login link (spec account.md 7, POST /api/login-link): mailed, the same answer for any email. */
async function requestLoginLink(request: Request, context: ActionFunctionArgs['context'], form: FormData) {
  const email = String(form.get('email') ?? '').trim();
  if (!email) return data<LoginResult>({ error: '', fields: { email: 'Email is required.' } }, { status: 422 });
  const returnUrl = new URL(request.url).searchParams.get('returnUrl');
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.accountAccess.requestLoginLink({ body: { email, ...(returnUrl ? { returnUrl: safeRedirectTarget(returnUrl, '/account/dashboard') } : {}) } });
    if (response.status === 200) return data<LoginResult>({ error: '', fields: {}, notice: response.body.message }, { headers });
    const status = response.status >= 500 ? 503 : response.status;
    return data<LoginResult>({ error: problemMessage(response.status, response.body, ACCOUNT_FAILURE_MESSAGES.resetEmailSend), fields: {} }, { status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<LoginResult>({ error: ACCOUNT_FAILURE_MESSAGES.resetEmailSend, fields: {} }, { status: 503 });
    throw error;
  }
}

/** A minimal sign-in page (spec account.md 2) in the login layout. */
export default function LoginPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/login') === true && navigation.formData?.get('intent') !== 'login-link';
  const returnUrl = params.get('returnUrl');
  return (
    <>
      <Heading level={1} size="xl">
        Sign In
      </Heading>
      <Form method="post" action={returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login'} noValidate className={formClass}>
        {result?.notice ? (
          <p role="status" style={{ margin: 0 }}>
            {result.notice}
          </p>
        ) : null}
        {result?.error ? (
          <p role="alert" className={formError}>
            {result.error}
          </p>
        ) : null}
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired errorMessage={result?.fields.email} fullWidth />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" isRequired errorMessage={result?.fields.password} fullWidth />
        <Button type="submit" isPending={busy} fullWidth>
          Sign In
        </Button>
        <LoginLinkRequest />
      </Form>
      <p className={formLinks}>
        <Link href="/forgot">Forgot your password?</Link>
        <Link href="/register">Create an Account</Link>
      </p>
    </>
  );
}
