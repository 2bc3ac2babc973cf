import type { ReturnParcel, ReturnShipment } from '@pool/api-contract';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { BffUnavailableError, bffFor, pageData, type BffClient } from '../../../../.server/bff';
import { shopperError } from '../../../../lib/error-message';
import { LAST_RETURN_STEP, draftErrors, needsRates, readParcel, readReturnDraft, type ReturnDraft, type StepErrors } from '../return-form';

const ORDER_NUMBER = /^[1-9][0-9]{0,8}$/;

const TRY_AGAIN = 'Something went wrong. Please try again.';

/** A refused call as the form shows it: the server's title for a 4xx (spec 8), else a retry message. */
function refusal(response: { status: number; body: unknown }): { error: string; status: number } {
  const refused = shopperError(response, TRY_AGAIN);
  if (response.status < 500 && refused.title !== null) return { error: refused.reason, status: response.status === 404 ? 404 : 400 };
  return { error: TRY_AGAIN, status: 503 };
}

async function call<R extends { status: number; body: unknown }>(pending: Promise<R>): Promise<R | { status: 503; body: null }> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof BffUnavailableError) return { status: 503, body: null };
    throw error;
  }
}

/**
 * The shipment for the package step: rated again only when account-domain's rule says so (no shipment
 * yet, or the weight changed); otherwise the one the form carries, with the parcel as now entered.
 */
export async function rateParcel(
  bff: BffClient, orderId: number, draft: ReturnDraft, parcel: ReturnParcel,
): Promise<{ shipment: ReturnShipment } | { error: string; status: number }> {
  if (draft.shipment && !needsRates(draft, parcel)) return { shipment: { ...draft.shipment, parcel } };
  const response = await call(bff.returns.shippingRate({ body: { orderId, parcel, productSkus: draft.lines.map((l) => l.sku) } }));
  if (response.status === 200) return { shipment: response.body as ReturnShipment };
  return refusal(response);
}

/** Creates the return (the attempt key makes a re-post the same return); a refusal goes back to the step it concerns. */
export async function createReturn(
  bff: BffClient, orderId: number, draft: ReturnDraft,
): Promise<{ id: number } | { error: string; status: number; step: number }> {
  const rate = draft.shipment?.rates.find((r) => r.rateId === draft.rateId);
  if (!draft.shipment || !rate) return { error: 'Choose a shipping rate.', status: 400, step: 4 };
  const response = await call(bff.returns.create({
    body: {
      orderId, shipmentId: draft.shipment.shipmentId, rateId: rate.rateId, requested_carrier: rate.carrier, isDifferentPackage: draft.isDifferentPackage,
      parcel: draft.shipment.parcel, attemptKey: draft.attemptKey,
      lines: draft.lines.map(({ sku, quantity, reason, comment, condition, acknowledge_policy }) => ({ sku, quantity, reason, comment, condition, acknowledge_policy })),
    },
  }));
  if (response.status === 200 || response.status === 201) return { id: (response.body as { id: number }).id };
  const errors = Object.keys((response.body as { errors?: Record<string, unknown> } | null)?.errors ?? {});
  const step = errors.some((k) => k.endsWith('.quantity')) ? 1 : errors.some((k) => k.startsWith('lines.')) ? 2 : errors.includes('rateId') ? 3 : 4;
  return { ...refusal(response), step };
}

/**
 * `/return-an-order/{order}`: the numbered steps of a return (spec account.md 2, 4, 5). `{order}` is
 * an order number the session may return from (the signed-in customer's, or one a guest looked up),
 * or a return link (base64 of order id and email), which opens the order for the session first.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = params.orderId ?? '';
  const { bff, headers } = bffFor(request, context);
  if (!ORDER_NUMBER.test(key)) {
    const order = await pageData(bff.returns.link({ params: { encoded: key } }), headers);
    throw redirect(`/return-an-order/${order.id}`, { headers });
  }
  const order = await pageData(bff.returns.order({ params: { orderId: key } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ order, attemptKey: crypto.randomUUID().replace(/-/g, '') }, { headers });
}

/**
 * One action for every step, so the flow works as plain form posts: `next` checks the steps up to the
 * current one (going back to the first that fails), step 3 rates the parcel (only when there is no
 * shipment yet or the weight changed) and the last step creates the return. `back` goes one step back.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const orderId = params.orderId ?? '';
  if (!ORDER_NUMBER.test(orderId)) throw new Response(null, { status: 404 });
  const { bff, headers } = bffFor(request, context);
  const order = await pageData(bff.returns.order({ params: { orderId } }), headers);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const draft = readReturnDraft(form, order);
  const answer = (step: number, errors: StepErrors = {}, shipment = draft.shipment, status = 200) =>
    data({ step, errors, values, shipment }, { status, headers });
  if (form.get('intent') === 'back') return answer(Math.max(1, draft.step - 1));
  const failed = draftErrors(draft, order, draft.step);
  if (failed) return answer(failed.step, failed.errors, draft.shipment, 400);
  if (draft.step === 3) {
    const parcel = readParcel(draft);
    if (!('parcel' in parcel)) return answer(3, parcel.errors, draft.shipment, 400);
    const rated = await rateParcel(bff, order.id, draft, parcel.parcel);
    if ('error' in rated) return answer(3, { form: rated.error }, draft.shipment, rated.status);
    return answer(4, {}, rated.shipment);
  }
  if (draft.step === LAST_RETURN_STEP) {
    const created = await createReturn(bff, order.id, draft);
    if ('error' in created) return answer(created.step, { form: created.error }, draft.shipment, created.status);
    return redirect(`/returns/return-an-order?id=${created.id}`, { headers });
  }
  return answer(draft.step + 1);
}
