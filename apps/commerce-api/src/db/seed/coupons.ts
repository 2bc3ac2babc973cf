import type { coupons } from '../schema.js';

/**
 * The demo coupons (listed in the README): one of each kind, an expired one and one that needs a
 * subtotal. Codes match in any case.
 */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  { code: 'SPLASH10', type: 'percent', value: 10 },
  { code: 'SAVE5', type: 'fixed', value: 500, minimumSubtotal: 2500 },
  { code: 'FREESHIP', type: 'free_shipping', value: 0 },
  { code: 'BIGSPLASH20', type: 'percent', value: 20, minimumSubtotal: 15000 },
  { code: 'SUMMER2024', type: 'percent', value: 15, startsAt: new Date('2024-06-01T00:00:00Z'), expiresAt: new Date('2024-09-01T00:00:00Z') },
];
