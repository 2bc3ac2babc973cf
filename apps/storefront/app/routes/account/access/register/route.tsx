import { ACCOUNT_FAILURE_MESSAGES, PASSWORD_RULE, passwordProblems, registrationErrorParagraphs } from '@pool/account-domain';
import { Button, Heading, Link, TextField } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { answerStatus, shopperError } from '../../../../lib/error-message';
import { safeRedirectTarget } from '../../../../routing/safe-redirect';
import { canonicalUrl, seoMeta } from '../../../../seo';
import { form as formClass, formError, formLinks } from '../login.css';
import { flashHeaders } from '../../../../.server/flash';

type Field = 'first_name' | 'last_name' | 'email' | 'password';
type RegisterResult =
  | { paragraphs: { field: string; message: string }[]; values: Partial<Record<Field, string>>; checkEmail?: undefined }
  /** The email may already have an account: the page says only to check the mail (decision 0054). */
  | { checkEmail: string; paragraphs?: undefined; values?: undefined };

export function loader({ request }: LoaderFunctionArgs) {
  return data({ seo: { title: 'Create an Account | Pool Supplies', description: 'Create your Pool Supplies account.', canonical: canonicalUrl(request, '/register') } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [...seoMeta(loaded.seo), { name: 'robots', content: 'noindex' }] : []);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * POST /register: the BFF creates the account and signs it in; then `returnUrl` (same-site) or the
 * dashboard. An email that already has an account gets "check your email" (202), never "taken".
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const body = { first_name: text(form, 'first_name'), last_name: text(form, 'last_name'), email: text(form, 'email'), password: text(form, 'password') };
  const values = { first_name: body.first_name, last_name: body.last_name, email: body.email };
  // The password rule is checked here too, so a weak password does not cost a round trip.
  const weak = passwordProblems(body.password, body.email);
  if (weak.length > 0) return data<RegisterResult>({ paragraphs: [{ field: 'password', message: weak[0]! }], values }, { status: 422 });
  const returnUrl = new URL(request.url).searchParams.get('returnUrl');
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.accountAccess.register({ body });
    if (response.status === 200) {
      flashHeaders(headers, 'register');
      return redirect(safeRedirectTarget(returnUrl, '/account/dashboard'), { headers });
    }
    if (response.status === 202) return data<RegisterResult>({ checkEmail: response.body.message }, { status: 202, headers });
    const refused: { status: number; body: unknown } = response;
    const { message, fields } = shopperError(refused, ACCOUNT_FAILURE_MESSAGES.emailSendDefault);
    const paragraphs = registrationErrorParagraphs(fields);
    return data<RegisterResult>({ paragraphs: paragraphs.length > 0 ? paragraphs : [{ field: '', message }], values }, { status: answerStatus(refused.status), headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<RegisterResult>({ paragraphs: [{ field: '', message: ACCOUNT_FAILURE_MESSAGES.emailSendDefault }], values }, { status: 503 });
    throw error;
  }
}

/** Create an Account (spec account.md 2, 5): server errors as one paragraph per field (its first message). */
export default function RegisterPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/register') === true;
  const fieldError = (field: Field) => result?.paragraphs?.find((paragraph) => paragraph.field === field)?.message;
  if (result?.checkEmail) {
    return (
      <>
        <Heading level={1} size="xl">
          Create an Account
        </Heading>
        <p role="status" style={{ margin: 0 }}>
          {result.checkEmail}
        </p>
        <p className={formLinks}>
          <Link href={returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login'}>Sign In</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <Heading level={1} size="xl">
        Create an Account
      </Heading>
      <Form method="post" action={returnUrl ? `/register?returnUrl=${encodeURIComponent(returnUrl)}` : '/register'} noValidate className={formClass}>
        {result?.paragraphs?.length ? (
          <div role="alert" className={formError}>
            {result.paragraphs.map((paragraph) => (
              <p key={`${paragraph.field}:${paragraph.message}`} style={{ margin: 0 }}>
                {paragraph.message}
              </p>
            ))}
          </div>
        ) : null}
        <TextField label="First Name" name="first_name" autoComplete="given-name" isRequired defaultValue={result?.values?.first_name ?? ''} errorMessage={fieldError('first_name')} fullWidth />
        <TextField label="Last Name" name="last_name" autoComplete="family-name" isRequired defaultValue={result?.values?.last_name ?? ''} errorMessage={fieldError('last_name')} fullWidth />
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired defaultValue={result?.values?.email ?? ''} errorMessage={fieldError('email')} fullWidth />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" isRequired description={PASSWORD_RULE} errorMessage={fieldError('password')} fullWidth />
        <Button type="submit" isPending={busy} fullWidth>
          Create an Account
        </Button>
      </Form>
      <p className={formLinks}>
        <Link href={returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login'}>Already have an account? Sign In</Link>
      </p>
    </>
  );
}
