import type { ShippingEstimateView } from '@pool/api-contract';
import type { bffFor } from '../../.server/bff';

/**
 * The cart's shipping estimate from the BFF (docs/decisions/0065): never a failure, since the BFF
 * keeps the spec's 3 s deadline and anything but an answer is the standard fee rule.
 */
export function readShippingEstimate(bff: ReturnType<typeof bffFor>['bff']): Promise<ShippingEstimateView> {
  return bff.cart.shippingEstimate().then(
    (res): ShippingEstimateView => (res.status === 200 ? res.body : { kind: 'standard' }),
    (): ShippingEstimateView => ({ kind: 'standard' }),
  );
}
