import type { InYourHands, LocationNotification } from '@pool/api-contract';
import { CART_MESSAGES, DEFAULT_STORE_TIME_ZONE, normalizeZip, sameDayWindow, validateNotifyMe } from '@pool/cart-domain';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deliveryStores, deliveryZones, inventoryLocations, locationNotifications, products, zipPrefixes } from '../db/schema.js';
import { HttpError, notFound } from '../http/problem.js';

const invalidZip = () => new HttpError(422, CART_MESSAGES.invalidZip, { errors: { zip: [CART_MESSAGES.invalidZip] } });

/**
 * Delivery by zip (decision 0018): a zip in a same-day zone gets the zone's delivery (and enabled
 * pickup) stores; any other zip that exists gets standard delivery; a zip that does not exist (its
 * three-digit prefix is in no range of the zip reference) is refused.
 */
export function createDeliveryService(db: Db, now: () => Date) {
  /** The zip's city and state and its zone, or null when the zip does not exist. */
  async function place(zip: string) {
    const [zone] = await db.select().from(deliveryZones)
      .where(and(lte(deliveryZones.zipFrom, zip), gte(deliveryZones.zipTo, zip))).orderBy(asc(deliveryZones.id)).limit(1);
    if (zone) return { city: zone.city, state: zone.state, zone };
    const prefix = Number(zip.slice(0, 3));
    const [ref] = await db.select().from(zipPrefixes)
      .where(and(lte(zipPrefixes.prefixFrom, prefix), gte(zipPrefixes.prefixTo, prefix))).orderBy(desc(zipPrefixes.prefixFrom)).limit(1);
    return ref ? { city: ref.city, state: ref.state, zone: null } : null;
  }

  return {
    async inYourHands(input: { zip: string; product_id?: number | undefined }): Promise<InYourHands> {
      const zip = normalizeZip(input.zip);
      if (!zip) throw invalidZip();
      const found = await place(zip);
      if (!found) throw invalidZip();
      const stores = found.zone
        ? await db.select().from(deliveryStores).where(eq(deliveryStores.zoneId, found.zone.id)).orderBy(asc(deliveryStores.position), asc(deliveryStores.id))
        : [];
      const delivery = stores.filter((s) => s.kind === 'delivery' && s.enabled).map((s) => s.id);
      const pickup = stores.filter((s) => s.kind === 'pickup' && s.enabled).map((s) => s.id);

      let sameDay = 0;
      let inStorePickup = 0;
      if (input.product_id !== undefined) {
        const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.product_id));
        if (!product) throw notFound(`No product ${input.product_id}.`);
        const ids = [...delivery, ...pickup];
        if (ids.length > 0) {
          const rows = await db.select({ kind: inventoryLocations.kind, locationId: inventoryLocations.locationId, quantity: inventoryLocations.quantity })
            .from(inventoryLocations)
            .where(and(eq(inventoryLocations.productId, input.product_id), inArray(inventoryLocations.locationId, ids)));
          for (const row of rows) {
            if (row.kind === 'delivery' && delivery.includes(row.locationId)) sameDay += row.quantity;
            if (row.kind === 'pickup' && pickup.includes(row.locationId)) inStorePickup += row.quantity;
          }
        }
      }
      const timeZone = found.zone?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
      const isNextDay = found.zone ? found.zone.isNextDay || sameDayWindow(now(), { timeZone }).kind !== 'same_day' : false;
      return {
        id: input.product_id ?? null,
        destination: {
          city: found.city,
          state_abbreviation: found.state,
          zip,
          shipping_options: { delivery, pickup },
          same_day_cross_sale: delivery.length > 0,
        },
        in_stock: input.product_id !== undefined ? sameDay + inStorePickup > 0 : delivery.length > 0,
        is_next_day: isNextDay,
        same_day: sameDay,
        in_store_pickup: inStorePickup,
        time_zone: timeZone,
        zone: found.zone
          ? {
              id: found.zone.id,
              city: found.zone.city,
              state_abbreviation: found.zone.state,
              zip_from: found.zone.zipFrom,
              zip_to: found.zone.zipTo,
              stores: stores.map((s) => ({ id: s.id, name: s.name, address: s.address, kind: s.kind, enabled: s.enabled })),
            }
          : null,
      };
    },

    /**
     * Notify-me: email required and valid (cart-domain's rule), zip an existing one; errors keyed by
     * field (email first, zip_code last). Stored once per address and zip.
     */
    async notify(input: { email?: string | undefined; zip_code?: string | undefined }): Promise<{ notification: LocationNotification; created: boolean }> {
      const errors: Record<string, string[]> = {};
      const checked = validateNotifyMe({ email: input.email ?? '' });
      if (!checked.ok && checked.errors.email) errors.email = [checked.errors.email];
      const zip = normalizeZip(input.zip_code);
      if (!zip || !(await place(zip))) errors.zip_code = [CART_MESSAGES.invalidZip];
      const fields = Object.values(errors);
      if (fields.length > 0 || !checked.ok || !zip) {
        throw new HttpError(422, fields[fields.length - 1]?.[0] ?? CART_MESSAGES.invalidZip, { errors });
      }
      const email = checked.value.email.toLowerCase();
      const [inserted] = await db.insert(locationNotifications).values({ email, zip })
        .onConflictDoNothing({ target: [locationNotifications.email, locationNotifications.zip] })
        .returning({ createdAt: locationNotifications.createdAt });
      const createdAt = inserted?.createdAt ?? (await db.select({ createdAt: locationNotifications.createdAt }).from(locationNotifications)
        .where(and(eq(locationNotifications.email, email), eq(locationNotifications.zip, zip))))[0]?.createdAt;
      if (!createdAt) throw new Error('location notification vanished after a conflicting insert');
      return { notification: { data: { email, zip_code: zip, created_at: createdAt.toISOString() } }, created: inserted !== undefined };
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;

