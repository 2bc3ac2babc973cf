/**
 * Display formatting shared by account screens: UTC dates and ellipsis cuts.
 *
 * @packageDocumentation
 */

// The platform's Intl does the date formatting; a fixed UTC zone keeps server and browser renders equal.
const utcDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Formats an instant as MM/DD/YYYY in UTC (the spec's date format), whatever the viewer's time zone.
 * Returns `null` for an input that is not a valid date, so callers decide what to show instead.
 *
 * @param value - a `Date`, an epoch-milliseconds number or an ISO 8601 string.
 * @example
 * ```ts
 * import { formatDateUtc } from '@pool/account-domain';
 * formatDateUtc('2024-03-05T23:30:00-05:00'); // '03/06/2024' (already the 6th in UTC)
 * formatDateUtc('not a date'); // null
 * ```
 */
export function formatDateUtc(value: Date | number | string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = utcDateFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year').padStart(4, '0')}`;
}

/**
 * The text appended when a title is cut.
 *
 * @example
 * ```ts
 * import { ELLIPSIS } from '@pool/account-domain';
 * 'Pump'.concat(ELLIPSIS); // 'Pump...'
 * ```
 */
export const ELLIPSIS = '...';

/**
 * Characters of a title kept in the admin overlay before the ellipsis.
 *
 * @example
 * ```ts
 * import { ADMIN_OVERLAY_TITLE_MAX, truncateWithEllipsis } from '@pool/account-domain';
 * truncateWithEllipsis(pageTitle, ADMIN_OVERLAY_TITLE_MAX);
 * ```
 */
export const ADMIN_OVERLAY_TITLE_MAX = 30;

/**
 * Characters of a cart id shown in the admin overlay before the ellipsis.
 *
 * @example
 * ```ts
 * import { CART_ID_DISPLAY_MAX, truncateWithEllipsis } from '@pool/account-domain';
 * truncateWithEllipsis(cartId, CART_ID_DISPLAY_MAX);
 * ```
 */
export const CART_ID_DISPLAY_MAX = 7;

/**
 * Keeps the first `max` characters of `text` and appends {@link ELLIPSIS} when something was cut;
 * text of at most `max` characters is returned unchanged. Counts Unicode code points, so an emoji
 * is never split in half.
 *
 * @throws RangeError when `max` is not a non-negative integer (a programming error, not user input).
 * @example
 * ```ts
 * import { truncateWithEllipsis } from '@pool/account-domain';
 * truncateWithEllipsis('Variable Speed Pool Pump', 8); // 'Variable...'
 * truncateWithEllipsis('Pump', 8); // 'Pump'
 * ```
 */
export function truncateWithEllipsis(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 0) {
    throw new RangeError(`max must be a non-negative integer, got ${max}`);
  }
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('') + ELLIPSIS;
}

/**
 * A page title as the admin overlay shows it: cut after {@link ADMIN_OVERLAY_TITLE_MAX} characters.
 *
 * @example
 * ```ts
 * import { adminOverlayTitle } from '@pool/account-domain';
 * adminOverlayTitle('Hayward Super Pump 1.5 HP Replacement Motor'); // 'Hayward Super Pump 1.5 HP Repl...'
 * ```
 */
export function adminOverlayTitle(title: string): string {
  return truncateWithEllipsis(title, ADMIN_OVERLAY_TITLE_MAX);
}

/**
 * A cart id as the admin overlay shows it: its first {@link CART_ID_DISPLAY_MAX} characters.
 *
 * @example
 * ```ts
 * import { shortCartId } from '@pool/account-domain';
 * shortCartId('9f2c41ab-77e0'); // '9f2c41a...'
 * ```
 */
export function shortCartId(cartId: string): string {
  return truncateWithEllipsis(cartId, CART_ID_DISPLAY_MAX);
}
