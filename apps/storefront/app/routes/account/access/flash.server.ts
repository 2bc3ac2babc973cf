import { ACCOUNT_SUCCESS_MESSAGES } from '@pool/account-domain';

/**
 * A toast that must survive a redirect ('Logged in successfully', 'Register successfully!',
 * 'Logout successfully!'): a one-minute cookie the browser reads once after the next page loads
 * (`components/shell/account-flash.tsx`) and deletes. Not HttpOnly on purpose: it holds only the
 * toast's text, never anything about the shopper, and no server code reads it (cached pages stay
 * cached). The text travels in the cookie so the message tables stay out of every page's JavaScript.
 */
export const FLASH_COOKIE = 'account_flash';
/** The same for a failure the page it redirected to shows as an error toast ('Failed to logout.'). */
export const FLASH_ERROR_COOKIE = 'account_flash_error';

/** Sign-in toasts, and the saved-product, review, question (decision 0025) and pool photo toasts. */
const FLASH_MESSAGES = {
  login: ACCOUNT_SUCCESS_MESSAGES.login,
  register: ACCOUNT_SUCCESS_MESSAGES.register,
  logout: ACCOUNT_SUCCESS_MESSAGES.logout,
  unsaved: ACCOUNT_SUCCESS_MESSAGES.savedProductRemoved,
  reviewed: ACCOUNT_SUCCESS_MESSAGES.reviewed,
  question: ACCOUNT_SUCCESS_MESSAGES.question,
  imageUploaded: ACCOUNT_SUCCESS_MESSAGES.imageUploaded,
} as const;
export type FlashKind = keyof typeof FLASH_MESSAGES;

export function flashHeaders(headers: Headers, kind: FlashKind): Headers {
  return flashText(headers, FLASH_MESSAGES[kind]);
}

/**
 * The toast after saving a product (decision 0060): 'Product Saved to {pool name}' when it went into a
 * pool. The spec has no text for a product saved without a pool, so that save has no toast.
 */
export function savedProductFlashHeaders(headers: Headers, pool: { name: string } | null): Headers {
  return pool ? flashText(headers, ACCOUNT_SUCCESS_MESSAGES.productSavedTo(pool.name)) : headers;
}

/** An error toast for the page a failed action redirects to. */
export function flashErrorHeaders(headers: Headers, text: string): Headers {
  return flashText(headers, text, FLASH_ERROR_COOKIE);
}

function flashText(headers: Headers, text: string, cookie = FLASH_COOKIE): Headers {
  headers.append('set-cookie', `${cookie}=${encodeURIComponent(text)}; Path=/; Max-Age=60; SameSite=Lax`);
  return headers;
}
