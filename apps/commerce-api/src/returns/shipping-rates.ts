import { createHash } from 'node:crypto';

/**
 * Simulated return carriers (docs/decisions/0027): a rate is a price for the parcel's weight, the same
 * for the same order and weight, so a shipment needs no table. The shipment id stands for the order and
 * the weight it was rated for: a return whose parcel weight changed since it was rated no longer
 * matches its shipment (account-domain's `mustFetchShippingRates` makes the storefront re-rate first).
 */
const SERVICES = [
  { code: 'usps-ground', carrier: 'USPS', service: 'Ground Advantage', baseCents: 895, perPoundCents: 65, days: 5 },
  { code: 'ups-ground', carrier: 'UPS', service: 'Ground', baseCents: 1095, perPoundCents: 80, days: 4 },
  { code: 'fedex-home', carrier: 'FedEx', service: 'Home Delivery', baseCents: 1195, perPoundCents: 85, days: 3 },
] as const;

export interface RatedService {
  rateId: string;
  carrier: string;
  service: string;
  amountCents: number;
  estimatedDays: number;
}

/** The shipment id of an order's return parcel of `weight` pounds. */
export function shipmentIdFor(orderId: number, weight: number): string {
  return `shp_${createHash('sha256').update(`return-shipment:${orderId}:${weight}`).digest('hex').slice(0, 20)}`;
}

/** The rates of a shipment, cheapest first: a base price and a price per started pound. */
export function ratesFor(orderId: number, weight: number): { shipmentId: string; rates: RatedService[] } {
  const shipmentId = shipmentIdFor(orderId, weight);
  const pounds = Math.max(1, Math.ceil(weight));
  return {
    shipmentId,
    rates: SERVICES.map((s) => ({
      rateId: `${shipmentId}_${s.code}`,
      carrier: s.carrier,
      service: s.service,
      amountCents: s.baseCents + s.perPoundCents * pounds,
      estimatedDays: s.days,
    })),
  };
}
