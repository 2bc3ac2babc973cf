import { ReturnLookupBodySchema } from '@pool/api-contract';
import { Heading, SubmitButton, TextField } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor, BffUnavailableError, limitedMessage, pageData } from '../../../../.server/bff';
import { isNonFormRefusal, refusalToast } from '../../../../.server/flash';
import { answerStatus } from '../../../../lib/error-message';
import { RouteErrorBoundary, errorMeta } from '../../../../components/error-page';
import { SITE_NAME } from '../../../../seo';
import * as css from '../returns.css';
import { useReturnStepReset } from '../use-return-step-reset';

/** The spec's order lookup failure (account.md 8). */
const LOOKUP_FAILED = 'Error getting order.';
const TRY_AGAIN = 'Something went wrong. Please try again.';

/** `/return-an-order`: a guest finds the order to return with its number and email (spec account.md 2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const session = await pageData(bff.session.current(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ signedIn: session.viewer.signedIn }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = ReturnLookupBodySchema.safeParse(form);
  const values = { orderNumber: typeof form.orderNumber === 'string' ? form.orderNumber : '', email: typeof form.email === 'string' ? form.email : '' };
  if (!parsed.success) {
    const errors = parsed.error.flatten().fieldErrors;
    return data({ values, error: null, fieldErrors: { orderNumber: errors.orderNumber?.[0] ?? null, email: errors.email?.[0] ?? null } }, { status: 400 });
  }
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.returns.lookup({ body: parsed.data });
    if (response.status === 200) return redirect(`/return-an-order/${response.body.id}`, { headers });
    if (response.status === 429) {
      // Too many wrong guesses from here or at this order or email (docs/decisions/0051): the limit's own message.
      headers.set('retry-after', response.headers.get('retry-after') ?? '900');
      return data({ values, error: limitedMessage(response.body), fieldErrors: null }, { status: 429, headers });
    }
    // A server failure is not the lookup's: the spec's toast (site-shell.md 8), no message by the form.
    if (isNonFormRefusal(response.status)) {
      return data({ values, error: null, fieldErrors: null }, { status: answerStatus(response.status), headers: refusalToast(request, context, headers, response, TRY_AGAIN) });
    }
    return data({ values, error: LOOKUP_FAILED, fieldErrors: null }, { status: response.status === 404 ? 404 : 400, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data({ values, error: null, fieldErrors: null }, { status: 503, headers: refusalToast(request, context, headers, error, TRY_AGAIN) });
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Return an order | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function ReturnLookupPage() {
  const { signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useReturnStepReset();
  const busy = navigation.state === 'submitting';
  const finding = busy ? String(navigation.formData?.get('orderNumber') ?? '') : '';
  return (
    <div className={css.returnsPage}>
      <Heading level={2} size="lg">
        Find your order
      </Heading>
      {signedIn ? (
        <p>
          Signed in? <a href="/return-an-order/select-an-order">Choose one of your orders</a>.
        </p>
      ) : null}
      <p className={css.muted}>Enter the order number from your confirmation email and the email address you ordered with.</p>
      <Form method="post" noValidate className={css.stepSection}>
        <TextField label="Order number" name="orderNumber" inputMode="numeric" defaultValue={result?.values.orderNumber ?? ''} errorMessage={result?.fieldErrors?.orderNumber} />
        <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={result?.values.email ?? ''} errorMessage={result?.fieldErrors?.email} />
        <div className={css.actions}>
          <SubmitButton isPending={busy}>Find order</SubmitButton>
        </div>
        {busy && finding ? <p role="status">Finding {finding} order...</p> : null}
        {result?.error ? (
          <p role="alert" className={css.error}>
            {result.error}
          </p>
        ) : null}
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
