import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
import { Button, Heading, Link } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { bffFor, BffUnavailableError } from '../../.server/bff';
import { safeRedirectTarget } from '../../routing/safe-redirect';
import { form as formClass, formError, formLinks } from '../login/login.css';
import { flashHeaders } from './flash.server';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return data(
    { token: url.searchParams.get('token') ?? '', returnUrl: safeRedirectTarget(url.searchParams.get('returnUrl'), '/account/dashboard') },
    { headers: { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } },
  );
}

export const meta: MetaFunction = () => [{ title: 'One Click Login | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

/** POST /auto-login: spends the link's token and signs in (session id rotated), then the dashboard or `returnUrl`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const target = safeRedirectTarget(form.get('returnUrl'), '/account/dashboard');
  if (!token) return data({ error: ACCOUNT_FAILURE_MESSAGES.magicLinkLogin }, { status: 422 });
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.accountAccess.autoLogin({ body: { token } });
    if (response.status === 200) return redirect(target, { headers: flashHeaders(headers, 'login') });
    if (response.status === 429) return data({ error: 'Too many requests. Try again in 15 minutes.' }, { status: 429, headers });
    return data({ error: ACCOUNT_FAILURE_MESSAGES.magicLinkLogin }, { status: response.status >= 500 ? 503 : 422, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data({ error: ACCOUNT_FAILURE_MESSAGES.emailSendDefault }, { status: 503 });
    throw error;
  }
}

/**
 * The one-click login link (spec account.md 2). Visiting it signs in: with JavaScript the page posts
 * itself at once; without, one button. A GET never spends the token, so a mail scanner that fetches
 * links does not use it up.
 */
export default function AutoLoginPage() {
  const { token, returnUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    submit({ token, returnUrl }, { method: 'post', action: '/auto-login', replace: true });
  }, [token, returnUrl, submit]);
  const error = token ? result?.error : ACCOUNT_FAILURE_MESSAGES.magicLinkLogin;
  return (
    <>
      <Heading level={1} size="xl">
        One Click Login
      </Heading>
      {error ? (
        <p role="alert" className={formError}>
          {error}
        </p>
      ) : null}
      {token && !error ? (
        <Form method="post" action="/auto-login" replace className={formClass}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <Button type="submit" isPending={navigation.state !== 'idle'} fullWidth>
            Sign In
          </Button>
        </Form>
      ) : null}
      <p className={formLinks}>
        <Link href="/login">Back to Sign In</Link>
      </p>
    </>
  );
}
