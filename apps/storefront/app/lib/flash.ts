/**
 * The flash: one toast a write leaves for the page it redirects to (docs/decisions/0070). A
 * one-minute cookie holding only the toast's status and text (never anything about the shopper); the
 * root loader reads it, clears it and renders the toast in the page's HTML, so it shows with or
 * without JavaScript. Not HttpOnly: the browser only checks that one is waiting, to reload the root
 * data after a client-side redirect (root.tsx `shouldRevalidate`).
 */
export const FLASH_COOKIE = 'flash';

/** A toast waiting in the flash cookie. */
export interface Flash {
  status: 'success' | 'error';
  message: string;
}

const PREFIX = { success: 's.', error: 'e.' } as const;
const VALUE = new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([se])\\.([^;]{1,2000})`);

/**
 * The cookie value of a flash: its status letter and the URL-encoded text.
 *
 * @example
 * ```ts
 * flashCookieValue({ status: 'error', message: 'Failed to logout.' }); // 'e.Failed%20to%20logout.'
 * ```
 */
export function flashCookieValue(flash: Flash): string {
  return `${PREFIX[flash.status]}${encodeURIComponent(flash.message)}`;
}

/**
 * The flash a `Cookie` header (or `document.cookie`) holds, or null (none, or not one this store wrote).
 *
 * @example
 * ```ts
 * flashOf('a=1; flash=e.Failed%20to%20logout.'); // { status: 'error', message: 'Failed to logout.' }
 * flashOf('a=1'); // null
 * ```
 */
export function flashOf(cookieHeader: string | null | undefined): Flash | null {
  const match = VALUE.exec(cookieHeader ?? '');
  if (!match) return null;
  try {
    const message = decodeURIComponent(match[2]!);
    return message ? { status: match[1] === 'e' ? 'error' : 'success', message } : null;
  } catch {
    return null;
  }
}
