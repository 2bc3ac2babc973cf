import { z } from 'zod';
import { DeliveryStoreSchema } from '../upstream/delivery.schemas.js';
import { EmailTextSchema } from '../email-text.js';

/**
 * The shopper's delivery by zip (spec shopping.md 2 "Deliver-to panel"): the zip kept in the BFF
 * session, the header's wording, and the same-day or standard panel. Personal: never cached, never
 * part of a page (decision 0013); the storefront reads it with the session after the page.
 */

/** The deliver-to form. Its format is checked by the BFF (400 for a body that is not one); an unknown zip is 422 'Please enter a valid zip code'. */
export const DeliveryZipBodySchema = z.object({
  zip: z.string({ required_error: 'Please enter a valid zip code', invalid_type_error: 'Please enter a valid zip code' }).max(16, 'Please enter a valid zip code'),
});

/** The shopper's destination as the deliver-to lookup found it. */
export const DeliveryDestinationSchema = z.object({
  city: z.string(),
  stateAbbreviation: z.string(),
  zip: z.string(),
  deliveryIds: z.array(z.number().int()),
  pickupIds: z.array(z.number().int()),
});

/** A store of the destination's zone as the panel lists it: the same fields as commerce-api's. */
export const DeliveryStoreViewSchema = DeliveryStoreSchema;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What the header and the deliver-to panel show. `now` is the BFF's clock when answered (a countdown
 * runs from it); `sameDay` is set when the destination has delivery ids, with the window (today, or
 * the next business day by 7pm), the instant of today's 1 pm cut-off in the store's time zone while
 * it is ahead, the location and city page links, and the delivery ids that have a location image.
 * `estimates` are the standard (2-5 days) and economy (3-7 days) arrival dates.
 */
export const DeliveryViewSchema = z.object({
  zip: z.string().nullable(),
  destination: DeliveryDestinationSchema.nullable(),
  header: z.object({
    location: z.string(),
    label: z.enum(['Delivery', 'Delivery to']),
    sameDayBadge: z.boolean(),
    open: z.boolean(),
  }),
  now: z.string(),
  timeZone: z.string(),
  sameDay: z
    .object({
      window: z.object({ kind: z.enum(['same_day', 'next_business_day']), date: IsoDate, byHour: z.number().int().nullable() }),
      cutoffAt: z.string().nullable(),
      locationPage: z.string().nullable(),
      cityPage: z.string().nullable(),
      imageIds: z.array(z.number().int()),
      stores: z.array(DeliveryStoreViewSchema),
    })
    .nullable(),
  estimates: z.array(
    z.object({ service: z.enum(['standard', 'economy']), label: z.string(), minDays: z.number().int(), maxDays: z.number().int(), earliest: IsoDate, latest: IsoDate }),
  ),
});
export type DeliveryView = z.infer<typeof DeliveryViewSchema>;

export const DeliveryAvailabilityQuerySchema = z.object({
  productId: z.coerce.number({ invalid_type_error: 'productId must be a number' }).int().positive(),
});

/**
 * A product's same-day availability for the shopper's zip: `zip` null when none is chosen;
 * `sameDay` units in the zone's delivery stores, `pickup` in its enabled pickup stores.
 */
export const DeliveryAvailabilitySchema = z.object({
  productId: z.number().int(),
  zip: z.string().nullable(),
  place: z.string().nullable(),
  sameDayEligible: z.boolean(),
  sameDay: z.number().int().nonnegative(),
  pickup: z.number().int().nonnegative(),
  available: z.boolean(),
});
export type DeliveryAvailability = z.infer<typeof DeliveryAvailabilitySchema>;

/** Notify-me: the zip is the session's unless given. Refusals are 422 with errors keyed by field (email, zip_code). */
export const DeliveryNotifyBodySchema = z.object({
  email: EmailTextSchema.optional(),
  zipCode: z.string({ invalid_type_error: 'Please enter a valid zip code' }).max(16, 'Please enter a valid zip code').optional(),
});
export const DeliveryNotifyResultSchema = z.object({
  message: z.literal("Done! We'll notify you when zoom+ delivery is available in your area!"),
});
