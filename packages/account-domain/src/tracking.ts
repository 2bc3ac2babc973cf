/**
 * Order-status variants used by tracking and order components.
 *
 * @packageDocumentation
 */

import type { OrderStatus } from './orders.js';

/**
 * The six tracking status variants.
 *
 * @example
 * ```ts
 * import { TRACKING_STATUS_VARIANTS } from '@pool/account-domain';
 * TRACKING_STATUS_VARIANTS.includes('in transit'); // true
 * ```
 */
export const TRACKING_STATUS_VARIANTS = ['delivered', 'in transit', 'on hold', 'pending', 'returned', 'warning'] as const;

/**
 * One tracking status variant.
 *
 * @example
 * ```ts
 * import type { TrackingStatusVariant } from '@pool/account-domain';
 * const variant: TrackingStatusVariant = 'returned';
 * ```
 */
export type TrackingStatusVariant = (typeof TRACKING_STATUS_VARIANTS)[number];

/**
 * Reads a tracking status variant from a label such as `IN_TRANSIT`, `In-Transit` or ` on hold `:
 * case, surrounding space and `_`/`-` separators are ignored. An unknown label is a failure, so the
 * caller picks its own fallback instead of showing a wrong badge.
 *
 * @example
 * ```ts
 * import { parseTrackingStatusVariant } from '@pool/account-domain';
 * parseTrackingStatusVariant('IN_TRANSIT'); // { ok: true, variant: 'in transit' }
 * parseTrackingStatusVariant('lost'); // { ok: false, reason: 'unknown-status', input: 'lost' }
 * ```
 */
export function parseTrackingStatusVariant(
  label: string,
):
  | { readonly ok: true; readonly variant: TrackingStatusVariant }
  | { readonly ok: false; readonly reason: 'unknown-status'; readonly input: string } {
  const normalized = label.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  const variant = TRACKING_STATUS_VARIANTS.find((v) => v === normalized);
  return variant === undefined ? { ok: false, reason: 'unknown-status', input: label } : { ok: true, variant };
}

/**
 * The variant a tracking page shows for an order: from its status and whether its parcels arrived.
 * Cancelled orders are a warning, refunded ones returned, disputed or held ones on hold; an order not
 * yet shipped is pending; a shipped one is in transit until every parcel is delivered (and an order
 * whose carrier reports an exception is a warning).
 *
 * @example
 * ```ts
 * import { trackingVariantOf } from '@pool/account-domain';
 * trackingVariantOf({ status: 'Shipped', shipments: 1, delivered: 0 }); // 'in transit'
 * trackingVariantOf({ status: 'Completed', shipments: 1, delivered: 1 }); // 'delivered'
 * trackingVariantOf({ status: 'Refunded', shipments: 1, delivered: 1 }); // 'returned'
 * ```
 */
export function trackingVariantOf(order: {
  readonly status: OrderStatus;
  /** Parcels shipped. */
  readonly shipments: number;
  /** Parcels the carrier delivered. */
  readonly delivered: number;
  /** Whether the carrier reported a delivery exception. */
  readonly exception?: boolean;
}): TrackingStatusVariant {
  if (order.exception) return 'warning';
  switch (order.status) {
    case 'Cancelled':
      return 'warning';
    case 'Refunded':
      return 'returned';
    case 'Disputed':
    case 'Manual Verification Required':
      return 'on hold';
    case 'Pending':
    case 'Awaiting Fulfillment':
      return 'pending';
    default:
      if (order.shipments === 0) return 'pending';
      return order.delivered >= order.shipments && order.status !== 'Partially Shipped' ? 'delivered' : 'in transit';
  }
}
