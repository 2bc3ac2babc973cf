import { z } from 'zod';
import { EmailTextSchema } from '../email-text.js';

/**
 * Delivery by zip (spec shopping.md 3 "In-your-hands delivery info", 7 "Delivery"): what a zip gets
 * (same-day delivery from a zone's stores, or standard delivery), and the notify-me sign-up.
 */

/**
 * The in-your-hands call: a zip (five digits or ZIP+4), optionally a product whose same-day stock is
 * wanted. `cart` and `current` are the spec's payload fields (the cart id and the page's product);
 * commerce-api answers the same without them.
 */
export const InYourHandsBodySchema = z.object({
  zip: z.string({ required_error: 'Please enter a valid zip code' }).trim().max(10, 'Please enter a valid zip code'),
  product_id: z.number().int().positive().optional(),
  cart: z.string().max(64).nullable().optional(),
  current: z.string().max(256).nullable().optional(),
});
export type InYourHandsBody = z.infer<typeof InYourHandsBodySchema>;

/** A store of a delivery zone: a same-day delivery hub or a pickup store (`enabled` false: shown, not offered). */
export const DeliveryStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  kind: z.enum(['delivery', 'pickup']),
  enabled: z.boolean(),
});
export type DeliveryStore = z.infer<typeof DeliveryStoreSchema>;

export const ShippingOptionsSchema = z.object({
  delivery: z.array(z.number().int()),
  pickup: z.array(z.number().int()),
});

export const DestinationSchema = z.object({
  city: z.string(),
  state_abbreviation: z.string().length(2),
  zip: z.string(),
  shipping_options: ShippingOptionsSchema,
  /** Whether same-day add-ons may be offered (true in a same-day zone). */
  same_day_cross_sale: z.boolean(),
});
export type DestinationInfo = z.infer<typeof DestinationSchema>;

/**
 * The in-your-hands answer. `same_day` and `in_store_pickup` count the product's units in the zone's
 * delivery and (enabled) pickup stores (0 without a product); `in_stock` is whether the product can
 * reach the zip the same day. `time_zone` is the zone's (the store's) IANA time zone, `zone` the zone
 * (null outside every zone) with its stores and zip range.
 */
export const InYourHandsSchema = z.object({
  id: z.number().int().nullable(),
  destination: DestinationSchema,
  in_stock: z.boolean(),
  is_next_day: z.boolean(),
  same_day: z.number().int().nonnegative(),
  in_store_pickup: z.number().int().nonnegative(),
  time_zone: z.string(),
  zone: z
    .object({
      id: z.number().int(),
      city: z.string(),
      state_abbreviation: z.string(),
      zip_from: z.string(),
      zip_to: z.string(),
      stores: z.array(DeliveryStoreSchema),
    })
    .nullable(),
});
export type InYourHands = z.infer<typeof InYourHandsSchema>;

/** Notify-me when zoom+ (same-day) delivery reaches a zip. Checked by the server (422 with errors by field). */
export const LocationNotificationBodySchema = z.object({
  email: EmailTextSchema.optional(),
  zip_code: z.string({ invalid_type_error: 'Please enter a valid zip code' }).max(10, 'Please enter a valid zip code').optional(),
});
export const LocationNotificationSchema = z.object({
  data: z.object({ email: z.string(), zip_code: z.string(), created_at: z.string() }),
});
export type LocationNotification = z.infer<typeof LocationNotificationSchema>;
