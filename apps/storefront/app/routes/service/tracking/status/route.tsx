import { ACCOUNT_FAILURE_MESSAGES, ACCOUNT_LOADING_MESSAGES } from '@pool/account-domain';
import { Heading, SubmitButton, TextField } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { page } from '../../../../components/layout.css';
import * as css from '../../../../components/orders/orders.css';
import { problemMessage } from '../../../../lib/error-message';
import { SITE_NAME } from '../../../../seo';
import { showToastAtom } from '../../../../state/toasts.atoms';

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('order'), orderNumber: z.string().trim().regex(/^\d{1,12}$/), email: z.string().trim().min(3).max(254) }),
  z.object({ intent: z.literal('tracking-number'), trackingNumber: z.string().trim().regex(/^[A-Za-z0-9]{6,40}$/) }),
]);

type LookupResult = { ok: false; message: string };

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction = () => [{ title: `Track an Order | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

/**
 * `/tracking/status`: a guest finds an order by its number and email, or by a tracking number; the
 * BFF remembers the proof in the session and the tracking page follows (spec account.md 2, 8).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = Intent.safeParse(Object.fromEntries(await request.formData()));
  const failed = ACCOUNT_FAILURE_MESSAGES.orderLookup;
  if (!parsed.success) return data<LookupResult>({ ok: false, message: failed }, { status: 422 });
  const { bff, headers } = bffFor(request, context);
  try {
    const input = parsed.data;
    const response = input.intent === 'order'
      ? await bff.orders.lookup({ body: { orderNumber: input.orderNumber, email: input.email } })
      : await bff.orders.trackingLookup({ body: { trackingNumber: input.trackingNumber } });
    if (response.status === 200) return redirect(`/tracking/${response.body.orderId}`, { headers });
    // A refusal of the limits says so; every other failure is the spec's one message.
    const message = response.status === 429 ? problemMessage(response.status, response.body, failed) : failed;
    return data<LookupResult>({ ok: false, message }, { status: response.status >= 500 ? 503 : response.status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<LookupResult>({ ok: false, message: failed }, { status: 503 });
    throw error;
  }
}

export default function TrackingStatusPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const showToast = useSetAtom(showToastAtom);
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post' && navigation.formAction === '/tracking/status';
  const typed = submitting ? (navigation.formData?.get('orderNumber') ?? navigation.formData?.get('trackingNumber')) : null;
  const shown = useRef<typeof result>(undefined);
  useEffect(() => {
    if (submitting) showToast({ id: 'order-lookup', status: 'loading', message: ACCOUNT_LOADING_MESSAGES.findingOrder(String(typed ?? '')) });
  }, [submitting, typed, showToast]);
  useEffect(() => {
    if (!result || shown.current === result || submitting) return;
    shown.current = result;
    showToast({ id: 'order-lookup', status: 'error', message: result.message });
  }, [result, submitting, showToast]);
  return (
    <div className={page}>
      <div className={css.stack} style={{ maxWidth: '548px' }}>
        <Heading level={1} size="xl">
          Track an Order
        </Heading>
        {result ? (
          <p role="alert" className={css.error}>
            {result.message}
          </p>
        ) : null}
        <Form method="post" action="/tracking/status" className={css.stack} aria-labelledby="by-order">
          <Heading level={2} size="md" id="by-order">
            By order number and email
          </Heading>
          <input type="hidden" name="intent" value="order" />
          <TextField label="Order Number" name="orderNumber" inputMode="numeric" isRequired fullWidth />
          <TextField label="Email" name="email" type="email" autoComplete="email" isRequired fullWidth />
          <SubmitButton isPending={submitting && navigation.formData?.get('intent') === 'order'}>Track Order</SubmitButton>
        </Form>
        <Form method="post" action="/tracking/status" className={css.stack} aria-labelledby="by-tracking">
          <Heading level={2} size="md" id="by-tracking">
            By tracking number
          </Heading>
          <input type="hidden" name="intent" value="tracking-number" />
          <TextField label="Tracking Number" name="trackingNumber" isRequired fullWidth />
          <SubmitButton isPending={submitting && navigation.formData?.get('intent') === 'tracking-number'}>Track Parcel</SubmitButton>
        </Form>
      </div>
    </div>
  );
}
