import type { WaterCarePlanBody, WaterCarePlanView } from '@pool/api-contract';
import type { StepAction } from '@pool/water-care';
import type { AppLoadContext } from '@remix-run/node';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { shopperError } from '../../../../lib/error-message';

const UNAVAILABLE = 'The treatment plan could not be worked out right now. Please try again.';
const NOT_ADDED = 'The plan could not be added to your cart. Please try again.';


/** The BFF's plan for a posted test; a refusal keeps the BFF's field messages. */
export async function planFor(request: Request, context: AppLoadContext, body: WaterCarePlanBody):
  Promise<{ ok: true; plan: WaterCarePlanView } | { ok: false; status: number; message: string; errors?: Record<string, string> }> {
  const { bff } = bffFor(request, context);
  try {
    const response = await bff.waterCare.plan({ body });
    if (response.status === 200) return { ok: true, plan: response.body };
    context.log.info({ status: response.status }, 'water-care plan refused');
    if (response.status >= 500) return { ok: false, status: 503, message: UNAVAILABLE };
    const refused = shopperError(response, UNAVAILABLE);
    const errors = Object.fromEntries(Object.entries(refused.fieldMessages).map(([field, message]) => [field.split('.').pop()!, message]));
    return { ok: false, status: response.status, message: refused.reason, errors };
  } catch (error) {
    if (error instanceof BffUnavailableError) return { ok: false, status: 503, message: UNAVAILABLE };
    throw error;
  }
}

/** The plan's products (all, or the steps named) into the session's cart; `headers` carry the session cookie. */
export async function addPlanToCart(request: Request, context: AppLoadContext, body: WaterCarePlanBody, actions?: StepAction[]):
  Promise<{ ok: true; headers: Headers; notice: string } | { ok: false; headers: Headers; status: number; message: string }> {
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.waterCare.addToCart({ body: { ...body, ...(actions ? { actions } : {}) } });
    if (response.status === 200) {
      const count = response.body.itemCount;
      return { ok: true, headers, notice: `Added to your cart. Your cart has ${count} ${count === 1 ? 'item' : 'items'}.` };
    }
    context.log.info({ status: response.status }, 'water-care plan to cart refused');
    return { ok: false, headers, status: response.status >= 500 ? 503 : response.status, message: shopperError(response, NOT_ADDED).reason };
  } catch (error) {
    if (error instanceof BffUnavailableError) return { ok: false, headers, status: 503, message: NOT_ADDED };
    throw error;
  }
}
