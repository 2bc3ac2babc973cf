import type { DeliveryView, InYourHands } from '@pool/api-contract';
import {
  DEFAULT_STORE_TIME_ZONE, cityPageLink, deliveryEstimate, deliveryHeader, hasLocationImage, isoDate, locationPageUrl, sameDayCutoff,
  sameDayWindow, type Destination,
} from '@pool/cart-domain';
import type { SessionRecord } from '../session/session-store.js';

export type SessionDelivery = NonNullable<SessionRecord['delivery']>;

/** What the session keeps of an in-your-hands answer: the destination, the zone's stores, its time zone. */
export function sessionDeliveryOf(found: InYourHands): SessionDelivery {
  return {
    zip: found.destination.zip,
    city: found.destination.city,
    state: found.destination.state_abbreviation,
    deliveryIds: found.destination.shipping_options.delivery,
    pickupIds: found.destination.shipping_options.pickup,
    timeZone: found.time_zone,
    stores: found.zone?.stores ?? [],
  };
}

/**
 * The deliver-to view at `now` (cart-domain's rules): the header's wording, the same-day panel (window,
 * cut-off, links, images) when the destination has delivery ids, and the standard estimates. The
 * next-day flag is worked out here, from the BFF's clock in the store's time zone, so a zip kept in
 * the session reads right at any hour without asking commerce-api again.
 */
export function deliveryView(delivery: SessionDelivery | null, nowMs: number): DeliveryView {
  const now = new Date(nowMs);
  const timeZone = delivery?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
  const destination: Destination | null = delivery
    ? { city: delivery.city, state_abbreviation: delivery.state, zip: delivery.zip, shipping_options: { delivery: delivery.deliveryIds, pickup: delivery.pickupIds } }
    : null;
  const window = sameDayWindow(now, { timeZone });
  const isNextDay = window.kind !== 'same_day';
  const header = deliveryHeader(destination ? { destination, is_next_day: isNextDay } : null, delivery?.zip);
  const sameDay = delivery && delivery.deliveryIds.length > 0
    ? {
        window: { kind: window.kind, date: isoDate(window.date), byHour: window.kind === 'next_business_day' ? window.byHour : null },
        cutoffAt: sameDayCutoff(now, { timeZone })?.cutoffAt.toISOString() ?? null,
        locationPage: locationPageUrl(destination),
        cityPage: cityPageLink(delivery.city),
        imageIds: delivery.deliveryIds.filter(hasLocationImage),
        stores: delivery.stores,
      }
    : null;
  return {
    zip: delivery?.zip ?? null,
    destination: delivery
      ? { city: delivery.city, stateAbbreviation: delivery.state, zip: delivery.zip, deliveryIds: delivery.deliveryIds, pickupIds: delivery.pickupIds }
      : null,
    header,
    now: now.toISOString(),
    timeZone,
    sameDay,
    estimates: (['standard', 'economy'] as const).map((service) => {
      const estimate = deliveryEstimate(service, now, { timeZone });
      return { service, label: estimate.label, minDays: estimate.minDays, maxDays: estimate.maxDays, earliest: isoDate(estimate.earliest), latest: isoDate(estimate.latest) };
    }),
  };
}
