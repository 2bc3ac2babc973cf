/** Demo accounts documented in the README: a shopper and a staff member. */
export const DEMO_CUSTOMERS = [
  { email: 'shopper@example.com', password: 'pool-demo-1', firstName: 'Sam', lastName: 'Shopper', phone: '210-555-0142', company: null, isAdmin: false },
  { email: 'admin@example.com', password: 'pool-admin-1', firstName: 'Alex', lastName: 'Admin', phone: '888-756-9666', company: 'Pool Supplies Co.', isAdmin: true },
] as const;
