/** The staff demo account's email; its password is random, made on first start (staff-password.ts). */
export const STAFF_DEMO_EMAIL = 'admin@example.com';

/**
 * Demo accounts documented in the README: a shopper, whose password is published, and a staff member,
 * whose password is never a known one (`password: null`: the seed is given it, docs/decisions/0052).
 */
export const DEMO_CUSTOMERS = [
  { email: 'shopper@example.com', password: 'pool-demo-1', firstName: 'Sam', lastName: 'Shopper', phone: '210-555-0142', company: null, isAdmin: false },
  { email: STAFF_DEMO_EMAIL, password: null, firstName: 'Alex', lastName: 'Admin', phone: '888-756-9666', company: 'Pool Supplies Co.', isAdmin: true },
] as const;
