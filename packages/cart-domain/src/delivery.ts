/**
 * Delivery location and windows: the header's deliver-to label, same-day eligibility, the 1 pm
 * cut-off in the store's time zone, business-day estimates, and location/city page links.
 */
import { CART_MESSAGES } from './messages.js';

/**
 * Location ids of the shipping options available at a destination.
 *
 * @example
 * ```ts
 * const options: ShippingOptions = { delivery: [4, 3], pickup: [] };
 * ```
 */
export interface ShippingOptions {
  delivery?: readonly number[] | null;
  pickup?: readonly number[] | null;
}

/**
 * A delivery destination as the delivery service returns it.
 *
 * @example
 * ```ts
 * const destination: Destination = { city: 'San Antonio', state_abbreviation: 'TX', zip: '78201', shipping_options: { delivery: [4], pickup: [] } };
 * ```
 */
export interface Destination {
  city?: string | null;
  state_abbreviation?: string | null;
  zip?: string | null;
  shipping_options?: ShippingOptions | null;
}

/**
 * The cart's in-your-hands delivery information (the parts these rules read).
 *
 * @example
 * ```ts
 * const info: InYourHands = { destination, is_next_day: false };
 * ```
 */
export interface InYourHands {
  destination?: Destination | null;
  is_next_day?: boolean | null;
}

/**
 * Time zone of the store when none is passed in.
 *
 * @example
 * ```ts
 * sameDayWindow(now, { timeZone: DEFAULT_STORE_TIME_ZONE });
 * ```
 */
export const DEFAULT_STORE_TIME_ZONE = 'America/Chicago';

/**
 * Local hour (24 h clock) from which an order no longer arrives the same day: 1 pm.
 *
 * @example
 * ```ts
 * SAME_DAY_CUTOFF_HOUR; // 13
 * ```
 */
export const SAME_DAY_CUTOFF_HOUR = 13;

/**
 * Local hour (24 h clock) by which an order after the cut-off arrives on the next business day: 7pm.
 *
 * @example
 * ```ts
 * NEXT_DAY_DELIVERY_HOUR; // 19
 * ```
 */
export const NEXT_DAY_DELIVERY_HOUR = 19;

/**
 * Delivery ids that have a location image.
 *
 * @example
 * ```ts
 * LOCATION_IMAGE_IDS.includes(54); // true
 * ```
 */
export const LOCATION_IMAGE_IDS: readonly number[] = Object.freeze([4, 3, 54]);

/**
 * Standard and economy delivery estimates in business days.
 *
 * @example
 * ```ts
 * DELIVERY_SERVICES.economy; // { label: 'Economy', minDays: 3, maxDays: 7 }
 * ```
 */
export const DELIVERY_SERVICES = {
  standard: { label: 'Standard', minDays: 2, maxDays: 5 },
  economy: { label: 'Economy', minDays: 3, maxDays: 7 },
} as const;

/**
 * One of the non-same-day delivery services.
 *
 * @example
 * ```ts
 * const service: DeliveryService = 'standard';
 * ```
 */
export type DeliveryService = keyof typeof DELIVERY_SERVICES;

/**
 * A calendar date in the store's time zone (month 1-12).
 *
 * @example
 * ```ts
 * const friday: LocalDate = { year: 2025, month: 6, day: 13 };
 * ```
 */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function hasIds(ids: readonly number[] | null | undefined): ids is readonly number[] {
  return Array.isArray(ids) && ids.length > 0;
}

/**
 * Whether the destination has delivery or pickup shipping options (the header then shows 'Delivery'
 * with the same-day badge).
 *
 * @example
 * ```ts
 * hasShippingOptions({ shipping_options: { delivery: [], pickup: [7] } }); // true
 * ```
 */
export function hasShippingOptions(destination: Destination | null | undefined): boolean {
  const options = destination?.shipping_options;
  return hasIds(options?.delivery) || hasIds(options?.pickup);
}

/**
 * Same-day delivery is available when the destination has delivery ids.
 *
 * @example
 * ```ts
 * isSameDayEligible({ shipping_options: { delivery: [4] } }); // true
 * isSameDayEligible({ shipping_options: { pickup: [4] } }); // false
 * ```
 */
export function isSameDayEligible(destination: Destination | null | undefined): boolean {
  return hasIds(destination?.shipping_options?.delivery);
}

/**
 * Whether a delivery id has a location image.
 *
 * @example
 * ```ts
 * hasLocationImage(3); // true
 * hasLocationImage(5); // false
 * ```
 */
export function hasLocationImage(deliveryId: number): boolean {
  return LOCATION_IMAGE_IDS.includes(deliveryId);
}

/**
 * The header's deliver-to control.
 *
 * @example
 * ```ts
 * const header: DeliveryHeader = deliveryHeader(null); // { location: 'Enter a location', label: 'Delivery to', sameDayBadge: false, open: false }
 * ```
 */
export interface DeliveryHeader {
  /** 'Enter a location', 'City, State', or the zip. */
  location: string;
  label: typeof CART_MESSAGES.delivery | typeof CART_MESSAGES.deliveryTo;
  sameDayBadge: boolean;
  /** Show the 'Open' marker. */
  open: boolean;
}

/**
 * The header's deliver-to control: 'Enter a location' when nothing is known, 'City, State' when the
 * destination city is known, otherwise the zip (the destination's, else `zip`). 'Delivery' with the
 * same-day badge when the destination has delivery or pickup options, else 'Delivery to'; the 'Open'
 * marker when such options exist and the order is not next-day.
 *
 * @example
 * ```ts
 * deliveryHeader({ destination: { city: 'Phoenix', state_abbreviation: 'AZ', shipping_options: { delivery: [9] } }, is_next_day: false });
 * // { location: 'Phoenix, AZ', label: 'Delivery', sameDayBadge: true, open: true }
 * deliveryHeader(null, '78201'); // { location: '78201', label: 'Delivery to', sameDayBadge: false, open: false }
 * ```
 */
export function deliveryHeader(info: InYourHands | null | undefined, zip?: string | null): DeliveryHeader {
  const destination = info?.destination;
  const city = destination?.city?.trim();
  const state = destination?.state_abbreviation?.trim();
  const knownZip = destination?.zip?.trim() || zip?.trim();
  const location = city ? (state ? `${city}, ${state}` : city) : knownZip || CART_MESSAGES.enterLocation;
  const options = hasShippingOptions(destination);
  return {
    location,
    label: options ? CART_MESSAGES.delivery : CART_MESSAGES.deliveryTo,
    sameDayBadge: options,
    open: options && !info?.is_next_day,
  };
}

/**
 * The delivery mode reported with analytics events.
 *
 * @example
 * ```ts
 * deliveryMode({ is_next_day: true }); // 'next_day'
 * ```
 */
export function deliveryMode(info: InYourHands | null | undefined): 'same_day' | 'next_day' {
  return info?.is_next_day ? 'next_day' : 'same_day';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock date and time of an instant in a time zone.
 *
 * @throws RangeError for an unknown time zone (a configuration error).
 * @example
 * ```ts
 * zonedDateTime(new Date('2025-06-13T18:00:00Z'), 'America/Chicago');
 * // { year: 2025, month: 6, day: 13, hour: 13, minute: 0 }
 * ```
 */
export function zonedDateTime(instant: Date, timeZone: string): LocalDate & { hour: number; minute: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function utcOf(date: LocalDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function localOf(utc: Date): LocalDate {
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/**
 * Whether a date is a business day (Monday to Friday; holidays are not known to these rules).
 *
 * @example
 * ```ts
 * isBusinessDay({ year: 2025, month: 6, day: 14 }); // false (a Saturday)
 * ```
 */
export function isBusinessDay(date: LocalDate): boolean {
  const weekday = utcOf(date).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The date `days` business days after `date` (weekends skipped).
 *
 * @example
 * ```ts
 * addBusinessDays({ year: 2025, month: 6, day: 13 }, 1); // { year: 2025, month: 6, day: 16 } (Friday -> Monday)
 * ```
 */
export function addBusinessDays(date: LocalDate, days: number): LocalDate {
  let cursor = utcOf(date);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    cursor = new Date(cursor.getTime() + DAY_MS);
    if (isBusinessDay(localOf(cursor))) left -= 1;
  }
  return localOf(cursor);
}

/**
 * A date as `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * isoDate({ year: 2025, month: 6, day: 9 }); // '2025-06-09'
 * ```
 */
export function isoDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/**
 * When a same-day-eligible order placed now arrives: today, or the next business day by 7pm.
 *
 * @example
 * ```ts
 * const window: SameDayWindow = sameDayWindow(new Date('2025-06-13T17:59:00Z'));
 * ```
 */
export type SameDayWindow =
  | { kind: 'same_day'; date: LocalDate }
  | { kind: 'next_business_day'; date: LocalDate; byHour: typeof NEXT_DAY_DELIVERY_HOUR };

/**
 * The delivery window of a same-day-eligible order placed at `now`, in the store's time zone
 * (`options.timeZone`, America/Chicago by default): before 1 pm on a business day it arrives the
 * same day; from 1 pm, or on a weekend, it arrives the next business day by 7pm.
 *
 * @throws RangeError for an unknown time zone.
 * @example
 * ```ts
 * sameDayWindow(new Date('2025-06-13T17:59:00Z')); // 12:59 in Chicago: { kind: 'same_day', date: 2025-06-13 }
 * sameDayWindow(new Date('2025-06-13T18:00:00Z')); // Friday 13:00: { kind: 'next_business_day', date: 2025-06-16, byHour: 19 }
 * ```
 */
export function sameDayWindow(now: Date, options: { timeZone?: string } = {}): SameDayWindow {
  const local = zonedDateTime(now, options.timeZone ?? DEFAULT_STORE_TIME_ZONE);
  const today: LocalDate = { year: local.year, month: local.month, day: local.day };
  if (isBusinessDay(today) && local.hour < SAME_DAY_CUTOFF_HOUR) return { kind: 'same_day', date: today };
  return { kind: 'next_business_day', date: addBusinessDays(today, 1), byHour: NEXT_DAY_DELIVERY_HOUR };
}

/**
 * Earliest and latest arrival dates of a standard (2-5 business days) or economy (3-7 business days)
 * delivery ordered at `now`, counted in the store's time zone.
 *
 * @example
 * ```ts
 * deliveryEstimate('standard', new Date('2025-06-13T15:00:00Z'));
 * // { service: 'standard', label: 'Standard', minDays: 2, maxDays: 5, earliest: 2025-06-17, latest: 2025-06-20 }
 * ```
 */
export function deliveryEstimate(
  service: DeliveryService,
  now: Date,
  options: { timeZone?: string } = {},
): { service: DeliveryService; label: string; minDays: number; maxDays: number; earliest: LocalDate; latest: LocalDate } {
  const local = zonedDateTime(now, options.timeZone ?? DEFAULT_STORE_TIME_ZONE);
  const today: LocalDate = { year: local.year, month: local.month, day: local.day };
  const { label, minDays, maxDays } = DELIVERY_SERVICES[service];
  return { service, label, minDays, maxDays, earliest: addBusinessDays(today, minDays), latest: addBusinessDays(today, maxDays) };
}

/**
 * Zoom level a store's map opens at (spec shopping.md 2 and 9): street level, 15.
 *
 * @example
 * ```ts
 * MAP_DEFAULT_ZOOM; // 15
 * ```
 */
export const MAP_DEFAULT_ZOOM = 15;

/**
 * A store's address on a map, opened at {@link MAP_DEFAULT_ZOOM} unless told (Google Maps' `q` and `z`
 * parameters): a link, so the page loads no map script or tiles until the shopper asks for them.
 *
 * @example
 * ```ts
 * storeMapUrl('5330 Walzem Rd, San Antonio, TX 78218');
 * // 'https://maps.google.com/maps?q=5330%20Walzem%20Rd%2C%20San%20Antonio%2C%20TX%2078218&z=15'
 * ```
 */
export function storeMapUrl(address: string, zoom: number = MAP_DEFAULT_ZOOM): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address.trim())}&z=${zoom}`;
}

/**
 * URL of the same-day delivery location page of a destination:
 * `/location/{city lowercase with hyphens}-{state lowercase}-{first delivery id}.html`; `null` when the
 * city, state or delivery ids are missing.
 *
 * @example
 * ```ts
 * locationPageUrl({ city: 'San Antonio', state_abbreviation: 'TX', shipping_options: { delivery: [4, 3] } });
 * // '/location/san-antonio-tx-4.html'
 * ```
 */
export function locationPageUrl(destination: Destination | null | undefined): string | null {
  const city = destination?.city?.trim().toLowerCase().replace(/\s+/g, '-');
  const state = destination?.state_abbreviation?.trim().toLowerCase();
  const firstId = destination?.shipping_options?.delivery?.[0];
  if (!city || !state || firstId === undefined) return null;
  return `/location/${city}-${state}-${firstId}.html`;
}

// A Map, not an object literal, so that names such as 'constructor' never hit the prototype.
const CITY_PAGES: ReadonlyMap<string, string> = new Map([
  ['san antonio', '/san-antonio-pool-supplies'],
  ['phoenix', '/phoenix'],
]);

/**
 * Link to the city page shown for a delivery city: San Antonio and Phoenix have one (matched
 * ignoring case and surrounding spaces); other cities `null`.
 *
 * @example
 * ```ts
 * cityPageLink('San Antonio'); // '/san-antonio-pool-supplies'
 * cityPageLink('Phoenix'); // '/phoenix'
 * cityPageLink('Austin'); // null
 * ```
 */
export function cityPageLink(city: string | null | undefined): string | null {
  const key = city?.trim().toLowerCase().replace(/\s+/g, ' ');
  return key ? (CITY_PAGES.get(key) ?? null) : null;
}

/**
 * The instant at which the wall clock of `timeZone` reads `hour`:00 on `date` (DST-aware: the offset
 * is read at that instant).
 *
 * @throws RangeError for an unknown time zone.
 * @example
 * ```ts
 * zonedInstant({ year: 2025, month: 6, day: 13 }, 13, 'America/Chicago'); // 2025-06-13T18:00:00.000Z
 * ```
 */
export function zonedInstant(date: LocalDate, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour, 0);
  let guess = wanted;
  // Two passes: the offset at the first guess may differ from the offset at the answer (a DST change).
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = zonedDateTime(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wanted - seenUtc;
  }
  return new Date(guess);
}

/**
 * The same-day cut-off an order placed at `now` races against: today's 1 pm in the store's time zone
 * while a same-day order is still possible, else `null` (after 1 pm or on a weekend the order arrives
 * the next business day by 7pm). `msLeft` is what a countdown shows.
 *
 * @example
 * ```ts
 * sameDayCutoff(new Date('2025-06-13T16:30:00Z')); // { cutoffAt: 2025-06-13T18:00:00Z, msLeft: 5400000 }
 * sameDayCutoff(new Date('2025-06-13T18:00:00Z')); // null
 * ```
 */
export function sameDayCutoff(now: Date, options: { timeZone?: string } = {}): { cutoffAt: Date; msLeft: number } | null {
  const timeZone = options.timeZone ?? DEFAULT_STORE_TIME_ZONE;
  const window = sameDayWindow(now, { timeZone });
  if (window.kind !== 'same_day') return null;
  const cutoffAt = zonedInstant(window.date, SAME_DAY_CUTOFF_HOUR, timeZone);
  return { cutoffAt, msLeft: Math.max(0, cutoffAt.getTime() - now.getTime()) };
}

/**
 * A countdown as hours, minutes and seconds: `2h 05m 09s` (`05m 09s` under an hour; never negative).
 *
 * @example
 * ```ts
 * formatCountdown(7_509_000); // '2h 05m 09s'
 * formatCountdown(-5); // '00m 00s'
 * ```
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}h ${minutes}m ${seconds}s` : `${minutes}m ${seconds}s`;
}
