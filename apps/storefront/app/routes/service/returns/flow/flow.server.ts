import type { ReturnParcel, ReturnShipment } from '@pool/api-contract';
import { BffUnavailableError, type BffClient } from '../../../../.server/bff';
import { needsRates, type ReturnDraft } from '../return-form';

const TRY_AGAIN = 'Something went wrong. Please try again.';

/** A refused call as the form shows it: the server's title for a 4xx (spec 8), else a retry message. */
function refusal(response: { status: number; body: unknown }): { error: string; status: number } {
  const title = (response.body as { title?: unknown } | null)?.title;
  if (response.status < 500 && typeof title === 'string') return { error: title, status: response.status === 404 ? 404 : 400 };
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
