import { actingAsId } from './acting.js';
import type { Session } from './session-store.js';

/**
 * Who buys with this session's cart, as commerce-api is told (docs/decisions/0019):
 * - `headers['x-buyer']`: `customer` for any signed-in account (staff included), so the cart is
 *   priced by the same rule as the product page (non-MAP prices for the signed in);
 * - `customerId`: the customer id attached to carts and adds, null for guests and for staff, whose
 *   new carts carry no customer id (spec shopping.md 3 and 6), unless staff act as a customer: then
 *   it is that customer's, so carts made while acting are theirs (docs/decisions/0030).
 */
export function cartBuyer(session: Session | null): { customerId: number | null; headers: { 'x-buyer': 'customer' | 'guest' } } {
  const record = session?.record;
  const signedIn = record?.customerId != null && record.token != null;
  const acting = actingAsId(record);
  return {
    customerId: acting ?? (signedIn && !record.isAdmin ? record.customerId : null),
    headers: { 'x-buyer': signedIn ? 'customer' : 'guest' },
  };
}
