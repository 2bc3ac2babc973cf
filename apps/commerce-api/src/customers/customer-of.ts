import type { CustomerService } from './customers.service.js';
import { tokenOf } from './tokens.js';

/** The headers that say whom a call is for: the bearer token and, for staff acting for a customer, that customer. */
export interface CustomerHeaders {
  authorization: string;
  'user-id'?: string | undefined;
}

/**
 * The customer a call is for: the bearer token's (or, for staff, the one they act as); 401 without a
 * token. Every list and write scoped to this customer keeps another customer's data out of reach.
 */
export function customerOf(customers: Pick<CustomerService, 'current'>, headers: CustomerHeaders) {
  return customers.current(tokenOf(headers.authorization), headers['user-id']);
}
