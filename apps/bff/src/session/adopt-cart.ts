import type { Logger } from 'pino';
import { describeError } from '../http/problem.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import type { SessionContext } from './session-context.js';

/**
 * After any sign-in (password, one-click link, reset, registration): a browser without a cart picks up
 * the customer's newest cart, one staff filled while acting for them or one from another device; a
 * customer's cart is theirs (docs/decisions/0006, 0030, 0066). Staff keep their own view. Best effort:
 * a cart that cannot be looked up now is found by the next sign-in, and never fails this one.
 */
export async function adoptCustomerCart(
  session: SessionContext, client: CommerceClient, signIn: { token: string; isAdmin: boolean; requestId: string }, logger?: Logger,
): Promise<void> {
  if (signIn.isAdmin || (await session.current())?.record.cartId) return;
  try {
    const answer = await client.staff.customerCart({ headers: { authorization: `Bearer ${signIn.token}` }, requestId: signIn.requestId });
    const cartId = statusOf(answer) === 200 ? expectStatus(answer, 200).cart_id : null;
    if (cartId) await session.update((record) => ({ ...record, cartId, cartCount: null }));
  } catch (error) {
    logger?.warn({ reqId: signIn.requestId, what: 'customer cart', reason: describeError(error) }, 'session data unavailable');
  }
}
