import { formatDateUtc } from '@pool/account-domain';
import { Heading, SubmitButton, Section } from '@pool/ui';
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { bffFor, BffUnavailableError, pageData } from '../../../.server/bff';
import { refusedWrite, type WriteRefusal } from '../../../.server/write-refusal';
import { orderIdParam } from '../../../routing/id-params';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { page } from '../../../components/layout.css';
import * as css from '../../../components/orders/orders.css';
import { SITE_NAME } from '../../../seo';

/** What each variant (spec account.md 4) says above the timeline. */
const VARIANT_TEXT = {
  delivered: 'Delivered',
  'in transit': 'In transit',
  'on hold': 'On hold',
  pending: 'Pending',
  returned: 'Returned',
  warning: 'Warning',
} as const;

const Feedback = z.object({
  intent: z.literal('feedback'),
  score: z.coerce.number().int().min(1).max(5),
  text: z.string().trim().max(2000).optional().default(''),
});

/**
 * `/tracking/{order_id}`: the order's status variant, each parcel's timeline and the feedback form. The
 * BFF shows it to the order's customer or to a session that looked the order up; anyone else gets a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const orderId = orderIdParam(params.orderId);
  const { bff, headers } = bffFor(request, context);
  const tracking = await pageData(bff.orders.tracking({ params: { orderId } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ tracking }, { headers });
}

type FeedbackResult = { ok: true } | WriteRefusal;
const FEEDBACK_FAILED = 'Your feedback could not be sent. Please try again.';

export async function action({ request, params, context }: ActionFunctionArgs) {
  const orderId = orderIdParam(params.orderId);
  const parsed = Feedback.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<FeedbackResult>({ ok: false, message: 'Choose a score from 1 to 5.' }, { status: 422 });
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.orders.feedback({ params: { orderId }, body: { score: parsed.data.score, text: parsed.data.text } });
    if (response.status === 200) return data<FeedbackResult>({ ok: true }, { headers });
    return refusedWrite(request, context, headers, response, FEEDBACK_FAILED);
  } catch (error) {
    if (error instanceof BffUnavailableError) return refusedWrite(request, context, headers, error, FEEDBACK_FAILED);
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Tracking of order #${loaded.tracking.number} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

const when = (iso: string) => `${formatDateUtc(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;

export default function TrackingPage() {
  const { tracking } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const sent = tracking.feedbackGiven || result?.ok === true;
  return (
    <div className={page}>
      <div className={css.stack}>
        <Heading level={1} size="xl">
          Order #{tracking.number}
        </Heading>
        <p>
          <span className={css.variantBadge[tracking.variant]} data-testid="tracking-variant" data-variant={tracking.variant}>
            {VARIANT_TEXT[tracking.variant]}
          </span>{' '}
          Order status: {tracking.status} · placed {formatDateUtc(tracking.createdAt)} · to {tracking.shippingAddress.city}, {tracking.shippingAddress.state}
        </p>
        {tracking.shipments.length === 0 ? <p>This order has not shipped yet. We will send you the tracking number as soon as it does.</p> : null}
        {tracking.shipments.map((shipment) => (
          <section key={shipment.id} aria-label={`Parcel ${shipment.trackingNumber}`} className={css.stack}>
            <Heading level={2} size="md">
              {shipment.carrier}{' '}
              <a href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                {shipment.trackingNumber}
              </a>
            </Heading>
            <ol className={css.timeline} aria-label="Tracking events" data-testid="timeline">
              {[...shipment.events].reverse().map((event) => (
                <li key={event.code} className={css.timelineItem}>
                  <strong>{event.description}</strong>
                  <span className={css.label}>
                    {when(event.at)} · {event.location}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ))}
        <Section headingId="feedback-title" title="How was your delivery?" size="md" className={css.stack}>
          {sent ? (
            <p role="status" className={css.notice}>
              Thank you for your feedback.
            </p>
          ) : (
            <Form method="post" className={css.stack}>
              <input type="hidden" name="intent" value="feedback" />
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend>Score</legend>
                {[1, 2, 3, 4, 5].map((score) => (
                  <label key={score} style={{ marginRight: '1em' }}>
                    <input type="radio" name="score" value={score} required /> {score}
                  </label>
                ))}
              </fieldset>
              <label className={css.field}>
                Comments
                <textarea name="text" maxLength={2000} rows={3} className={css.input} />
              </label>
              {result && !result.ok && result.message ? (
                <p role="alert" className={css.error}>
                  {result.message}
                </p>
              ) : null}
              <SubmitButton isPending={busy}>Send Feedback</SubmitButton>
            </Form>
          )}
        </Section>
        <p>
          <RemixLink to="/tracking/status">Track another order</RemixLink>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
