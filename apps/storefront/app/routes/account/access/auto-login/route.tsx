import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
import { Button, Heading, Link } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { safeRedirectTarget } from '../../../../routing/safe-redirect';
import { form as formClass, formError, formLinks } from '../login.css';
import { flashHeaders } from '../../../../.server/flash';

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
 * The one-click login link (spec account.md 2). Opening the link only shows a Sign In button: the
 * holder of the link presses it, a same-origin form post spends the token. Nothing submits itself, so
 * a page elsewhere that opens this address with its own token cannot sign a visitor in to its account
 * (login CSRF), and a GET (a mail scanner, a prefetch) never spends or checks the token.
 */
export default function AutoLoginPage() {
  const { token, returnUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
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
          <p style={{ margin: 0 }}>Press Sign In to sign in with the link from your email.</p>
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
