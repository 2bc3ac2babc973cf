import { ACCOUNT_SUCCESS_MESSAGES } from '@pool/account-domain';
import type { AppLoadContext } from '@remix-run/node';
import { FLASH_COOKIE, flashCookieValue, flashOf, type Flash } from '../lib/flash';
import { shopperError } from '../lib/error-message';

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

/** Leaves `flash` for the next page: a `set-cookie` on `headers` (the redirect's). */
export function setFlash(headers: Headers, flash: Flash): Headers {
  headers.append('set-cookie', `${FLASH_COOKIE}=${flashCookieValue(flash)}; Path=/; Max-Age=60; SameSite=Lax`);
  return headers;
}

/** A success toast of the spec for the page a write redirects to. */
export function flashHeaders(headers: Headers, kind: FlashKind): Headers {
  return setFlash(headers, { status: 'success', message: FLASH_MESSAGES[kind] });
}

/**
 * The toast after saving a product (decision 0060): 'Product Saved to {pool name}' when it went into a
 * pool. The spec has no text for a product saved without a pool, so that save has no toast.
 */
export function savedProductFlashHeaders(headers: Headers, pool: { name: string } | null): Headers {
  return pool ? setFlash(headers, { status: 'success', message: ACCOUNT_SUCCESS_MESSAGES.productSavedTo(pool.name) }) : headers;
}

/** An error toast with this text for the page a failed write redirects to ('Failed to logout.'). */
export function flashErrorHeaders(headers: Headers, message: string): Headers {
  return setFlash(headers, { status: 'error', message });
}

/**
 * The error toast of a refusal that is not about the form (a 401, a 403, a 5xx, an unreachable BFF):
 * the one error-to-message function's text (lib/error-message.ts `shopperError`: the spec's fixed
 * 401 and 403 texts, else the server's message, else `fallback`).
 *
 * @example
 * ```ts
 * flashRefusal(headers, { status: 403, body: problem }, 'Sent revivew failure.'); // 'You do not have permission to do that.'
 * ```
 */
export function flashRefusal(headers: Headers, source: unknown, fallback: string): Headers {
  const status = (source as { status?: unknown } | null)?.status;
  // A server failure's own title ('Bad Gateway') says nothing to a shopper: the caller's text does.
  const message = typeof status === 'number' && status >= 500 ? fallback : shopperError(source, fallback).message;
  return flashErrorHeaders(headers, message);
}

/** The flash an action left for the page of the same request, by its load context (one per request). */
const leftInRequest = new WeakMap<object, Flash>();

/**
 * The error toast of a refusal that is not the form's (a 401, a 403, a 5xx, an unreachable BFF) for
 * an action that answers with data rather than a redirect ({@link flashRefusal}'s words). A form
 * posted without JavaScript is a navigation whose page this request renders: the toast is handed to
 * that page's root loader through the request's load context (a cookie would be set after the root's
 * clearing one and show again on the next page). A submit made by the page's scripts is answered with
 * the `flash` cookie, which the root reads when it reloads (root.tsx `shouldRevalidate`). The form
 * then shows no message of its own for it.
 *
 * @example
 * ```ts
 * if (isNonFormRefusal(response.status)) {
 *   refusalToast(request, context, headers, response, TRY_AGAIN);
 *   return data({ ok: false, error: null }, { status: answerStatus(response.status), headers });
 * }
 * ```
 */
export function refusalToast(request: Request, context: object, headers: Headers, source: unknown, fallback: string): Headers {
  const left = flashOf(flashRefusal(new Headers(), source, fallback).get('set-cookie'));
  if (!left) return headers;
  if (request.headers.get('sec-fetch-mode') === 'navigate') leftInRequest.set(context, left);
  else setFlash(headers, left);
  return headers;
}

/**
 * Whether a refusal is not the form's doing, so it is a toast rather than a message by a field:
 * 401, 403, any server failure, or a BFF that could not be reached (`status` null).
 */
export function isNonFormRefusal(status: number | null): boolean {
  return status === null || status === 401 || status === 403 || status >= 500;
}

/**
 * The flash the request carries, read once: the answer clears the cookie and is private (a shared
 * cache must never keep one shopper's toast; server/page-cache.ts does not serve such a request).
 */
export function takeFlash(request: Request, headers: Headers, context: Pick<AppLoadContext, 'cacheScope'>): (Flash & { id: string }) | null {
  // A toast this request's own action left comes first: the browser does not hold its cookie yet.
  const flash = leftInRequest.get(context) ?? flashOf(request.headers.get('cookie'));
  if (!flash) return null;
  leftInRequest.delete(context);
  headers.append('set-cookie', `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  context.cacheScope.markPrivate();
  return { ...flash, id: `flash-${crypto.randomUUID().slice(0, 8)}` };
}
