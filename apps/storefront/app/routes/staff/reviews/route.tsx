import { formatDateUtc } from '@pool/account-domain';
import { Button, Heading } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { bffFor, BffUnavailableError, pageData } from '../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { page as pageClass } from '../../../components/layout.css';
import { problemMessage } from '../../../lib/error-message';
import { SITE_NAME } from '../../../seo';
import { decisions, failure, item, notice, queue } from './reviews.css';

const DecisionSchema = z.object({
  intent: z.enum(['approve', 'reject']),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Staff only: anyone else (a guest, a shopper) gets the 404 page, as if there were nothing here. */
const notFoundUnlessStaff = (status: number, headers: Headers) => {
  if (status === 401 || status === 403) throw new Response(null, { status: 404, headers });
};

const DONE: Record<string, string> = { approved: 'Review approved: it now counts toward the product rating.', rejected: 'Review rejected.' };

/**
 * `/staff/reviews` (decision 0055): the reviews awaiting moderation, oldest first, each with Approve and
 * Reject. The BFF and commerce-api check the staff session; a shopper or guest gets a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { bff, headers } = bffFor(request, context);
  const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const response = await bff.moderation.pendingReviews({ query: { page: pageNumber } }).catch((error: unknown) => {
    if (error instanceof BffUnavailableError) throw new Response(null, { status: 503, headers: { 'retry-after': '5' } });
    throw error;
  });
  notFoundUnlessStaff(response.status, headers);
  const pending = await pageData(Promise.resolve(response), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ pending, done: DONE[url.searchParams.get('done') ?? ''] ?? null }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Reviews awaiting moderation | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

/** Approve or Reject (a plain form post): back to the queue with what was done (post/redirect/get). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const parsed = DecisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: 'Choose Approve or Reject for a review.' }, { status: 400, headers });
  try {
    const response = await bff.moderation.moderateReview({ params: { id: parsed.data.id }, body: { decision: parsed.data.intent } });
    notFoundUnlessStaff(response.status, headers);
    if (response.status === 200) return redirect(`/staff/reviews?done=${response.body.status}`, { headers });
    return data(
      { error: problemMessage(response.status, response.body, 'The review could not be moderated.') },
      { status: response.status >= 500 ? 503 : response.status, headers },
    );
  } catch (error) {
    if (error instanceof BffUnavailableError) return data({ error: 'The review could not be moderated.' }, { status: 503 });
    throw error;
  }
}

export default function StaffReviewsPage() {
  const { pending, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className={pageClass}>
      <Heading level={1} size="lg">
        Reviews awaiting moderation
      </Heading>
      {done ? <p role="status" className={notice}>{done}</p> : null}
      {result?.error ? <p role="alert" className={failure}>{result.error}</p> : null}
      {pending.data.length === 0 ? (
        <p>No reviews are waiting.</p>
      ) : (
        <ol className={queue} aria-label="Reviews awaiting moderation">
          {pending.data.map((review) => (
            <li key={review.id} className={item}>
              <RemixLink to={`/${review.product.handle}.html`}>{`${review.product.title} (${review.product.sku})`}</RemixLink>
              <strong>{`${review.rating} of 5: ${review.title}`}</strong>
              <p>{review.text}</p>
              <span>{`${review.author}, ${formatDateUtc(review.created_at)}`}</span>
              <Form method="post" className={decisions}>
                <input type="hidden" name="id" value={review.id} />
                <Button type="submit" name="intent" value="approve">
                  Approve
                </Button>
                <Button type="submit" name="intent" value="reject" variant="secondary">
                  Reject
                </Button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      {pending.last_page > 1 ? <p>{`Page ${pending.current_page} of ${pending.last_page}`}</p> : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
