import { createHash } from 'node:crypto';

/** A parcel as the simulated carrier sees it. */
export interface CarrierParcel {
  carrier: string;
  trackingNumber: string;
  shippedAt: Date;
  deliveredAt: Date | null;
  /** Where it goes ("City, ST"). */
  destination: string;
}

export interface CarrierEvent {
  code: 'label_created' | 'picked_up' | 'departed' | 'arrived_hub' | 'out_for_delivery' | 'delivered';
  description: string;
  location: string;
  occurredAt: Date;
}

/** Where every parcel leaves from. */
export const WAREHOUSE = 'Dallas, TX';
const HUBS = ['Fort Worth, TX', 'Austin, TX', 'Houston, TX', 'Oklahoma City, OK', 'Memphis, TN', 'Louisville, KY'];
const HOUR = 3_600_000;

/** The carrier's public tracking page of a tracking number. */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string {
  const n = encodeURIComponent(trackingNumber);
  switch (carrier.toUpperCase()) {
    case 'UPS':
      return `https://www.ups.com/track?tracknum=${n}`;
    case 'FEDEX':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case 'USPS':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`;
    default:
      return `https://www.google.com/search?q=${n}`;
  }
}

/**
 * The simulated carrier (docs/decisions/0026): the events of a parcel, oldest first, derived only from
 * its dates and tracking number, so the same parcel always has the same history. Events after `now`
 * have not happened yet and are left out; a parcel without a delivery date stays in transit.
 */
export function carrierEvents(parcel: CarrierParcel, now: Date): CarrierEvent[] {
  const shipped = parcel.shippedAt.getTime();
  const hub = HUBS[createHash('sha256').update(parcel.trackingNumber).digest()[0]! % HUBS.length]!;
  const events: CarrierEvent[] = [
    { code: 'label_created', description: 'Shipping label created', location: WAREHOUSE, occurredAt: new Date(shipped - 4 * HOUR) },
    { code: 'picked_up', description: `Picked up by ${parcel.carrier}`, location: WAREHOUSE, occurredAt: new Date(shipped) },
    { code: 'departed', description: 'Departed facility', location: WAREHOUSE, occurredAt: new Date(shipped + 6 * HOUR) },
    { code: 'arrived_hub', description: 'Arrived at carrier facility', location: hub, occurredAt: new Date(shipped + 20 * HOUR) },
  ];
  if (parcel.deliveredAt) {
    const delivered = parcel.deliveredAt.getTime();
    events.push(
      { code: 'out_for_delivery', description: 'Out for delivery', location: parcel.destination, occurredAt: new Date(Math.max(delivered - 5 * HOUR, shipped + 21 * HOUR)) },
      { code: 'delivered', description: 'Delivered', location: parcel.destination, occurredAt: new Date(Math.max(delivered, shipped + 22 * HOUR)) },
    );
  }
  return events.filter((event) => event.occurredAt.getTime() <= now.getTime());
}
