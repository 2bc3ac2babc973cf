import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { bffFor, BffUnavailableError } from '../../.server/bff';
import { isNonFormRefusal, refusalToast } from '../../.server/flash';
import { problemMessage } from '../../lib/error-message';
import type { StaffAnswer } from '../../components/staff/staff-answer';

const SEARCH_FAILED = 'Customer search failed.';

/** The overlay's writes: act as a customer, unload, a quote from the cart (spec site-shell.md 2.13). */
const StaffIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('act-as'), customerId: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ intent: z.literal('unload') }),
  z.object({ intent: z.literal('create-quote') }),
]);

function answer(body: StaffAnswer, headers: Headers, status = 200): Response {
  headers.set('cache-control', 'private, no-store');
  return Response.json(body, { status, headers });
}

async function guarded(headers: Headers, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BffUnavailableError) return answer({ ok: false, message: SEARCH_FAILED }, headers, 503);
    throw error;
  }
}

/**
 * GET /staff: the staff overlay's reads, as JSON for its fetchers. `?q=…&page=…` searches customers,
 * `?audit={customerId}` lists a customer's audit. The BFF answers 401/403 to anyone but staff, which
 * comes back as the spec's message; nothing here is cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { bff, headers } = bffFor(request, context);
  return guarded(headers, async () => {
    const audit = url.searchParams.get('audit');
    if (audit !== null) {
      const response = await bff.staff.audit({ params: { id: audit } });
      if (response.status !== 200) return answer({ ok: false, message: problemMessage(response.status, response.body, 'The audit could not be loaded.') }, headers, response.status);
      return answer({ ok: true, audit: response.body.data }, headers);
    }
    const response = await bff.staff.searchCustomers({ query: { q: url.searchParams.get('q') ?? '', page: Number(url.searchParams.get('page') ?? 1) || 1 } });
    if (response.status !== 200) return answer({ ok: false, message: problemMessage(response.status, response.body, SEARCH_FAILED) }, headers, response.status);
    return answer({ ok: true, search: response.body }, headers);
  });
}

/**
 * POST /staff: act as a customer, unload, create a quote. The customer acted for is kept by the BFF's
 * session. A refusal that is not about the write (a 401, a 403, a server failure, a BFF out of reach)
 * is the spec's toast (site-shell.md 8); the rest is said by the control.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const parsed = StaffIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return answer({ ok: false, message: 'Choose a customer.' }, headers, 400);
  const form = parsed.data;
  const fallback = form.intent === 'create-quote' ? 'The quote could not be created.' : 'That did not work; try again.';
  const refused = (response: { status: number; body: unknown }) =>
    isNonFormRefusal(response.status)
      ? answer({ ok: false, message: null }, refusalToast(request, context, headers, response, fallback), response.status)
      : answer({ ok: false, message: problemMessage(response.status, response.body, fallback) }, headers, response.status);
  try {
    if (form.intent === 'create-quote') {
      const response = await bff.staff.createQuote();
      if (response.status !== 200) return refused(response);
      return answer({ ok: true, quote: response.body }, headers);
    }
    const response = form.intent === 'act-as' ? await bff.staff.actAs({ body: { customerId: form.customerId } }) : await bff.staff.unload();
    if (response.status !== 200) return refused(response);
    return answer({ ok: true, staff: response.body }, headers);
  } catch (error) {
    if (error instanceof BffUnavailableError) return answer({ ok: false, message: null }, refusalToast(request, context, headers, error, fallback), 503);
    throw error;
  }
}
