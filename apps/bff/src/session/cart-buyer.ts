import type { Session } from './session-store.js';

/**
 * Who buys with this session's cart, as commerce-api is told (docs/decisions/0019):
 * - `headers['x-buyer']`: `customer` for any signed-in account (staff included), so the cart is
 *   priced by the same rule as the product page (non-MAP prices for the signed in);
 * - `customerId`: the customer id attached to carts and adds, null for guests and for staff, whose
 *   new carts carry no customer id (spec shopping.md 3 and 6).
 */
export function cartBuyer(session: Session | null): { customerId: number | null; headers: { 'x-buyer': 'customer' | 'guest' } } {
  const record = session?.record;
  const signedIn = record?.customerId != null && record.token != null;
  return {
    customerId: signedIn && !record.isAdmin ? record.customerId : null,
    headers: { 'x-buyer': signedIn ? 'customer' : 'guest' },
  };
}
