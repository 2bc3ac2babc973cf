/**
 * Order-status variants used by tracking and order components.
 *
 * @packageDocumentation
 */

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
