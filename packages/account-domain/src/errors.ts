/**
 * Turns a server error into what the user is shown (spec site-shell.md section 8, account.md section 5).
 *
 * @packageDocumentation
 */

import { errorMapParagraphs, type FieldErrorMap } from './forms.js';
import { ACCOUNT_FAILURE_MESSAGES } from './messages.js';

/**
 * The parts of a failed response the shaping reads: the HTTP status, the error's own message, and the
 * response body (`data`): a problem+json `title`, `error`, `message` and an `errors` map (whose
 * `variant` entry is the variant error).
 *
 * @example
 * ```ts
 * import type { ServerErrorInput } from '@pool/account-domain';
 * const input: ServerErrorInput = { status: 422, data: { title: 'Invalid address', errors: { zip: ['Zip is required.'] } } };
 * ```
 */
export interface ServerErrorInput {
  readonly status?: number | null;
  readonly message?: string | null;
  readonly data?: {
    readonly title?: string | null;
    readonly error?: string | null;
    readonly message?: string | null;
    readonly errors?: FieldErrorMap | null;
  } | null;
}

/**
 * What to show for a server error.
 *
 * - `unauthorized` (401) and `forbidden` (403) carry the fixed messages;
 * - `validation` (422 or 409) carries the server's title and the error map as paragraphs;
 * - `other` carries the first available message, or `null` when the response had none.
 *
 * @example
 * ```ts
 * import type { ShapedServerError } from '@pool/account-domain';
 * function text(e: ShapedServerError) {
 *   return e.kind === 'validation' ? [e.title, ...e.paragraphs] : [e.message];
 * }
 * ```
 */
export type ShapedServerError =
  | { readonly kind: 'unauthorized'; readonly status: 401; readonly message: string }
  | { readonly kind: 'forbidden'; readonly status: 403; readonly message: string }
  | { readonly kind: 'validation'; readonly status: 409 | 422; readonly title: string | null; readonly paragraphs: readonly string[] }
  | { readonly kind: 'other'; readonly status: number | null; readonly message: string | null };

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function firstOf(value: string | readonly string[] | null | undefined): string | undefined {
  if (typeof value === 'string') return value;
  return value?.find(present);
}

/**
 * The first available message of a failed response, in the spec's order: `data.error`, the error's
 * `message`, `data.message`, then `data.errors.variant`. Blank strings do not count.
 *
 * @example
 * ```ts
 * import { firstServerMessage } from '@pool/account-domain';
 * firstServerMessage({ message: 'Request failed', data: { message: 'Cart is closed' } }); // 'Request failed'
 * firstServerMessage({ data: { errors: { variant: ['Out of stock'] } } }); // 'Out of stock'
 * ```
 */
export function firstServerMessage(input: ServerErrorInput): string | null {
  const candidates = [input.data?.error, input.message, input.data?.message, firstOf(input.data?.errors?.variant)];
  return candidates.find(present) ?? null;
}

/**
 * Shapes a server error for display: 401 → 'Token is expired or incorrect.', 403 → 'You do not have
 * permission to do that.', 422/409 → the server's title with the error map as paragraphs, anything
 * else → the first available message ({@link firstServerMessage}).
 *
 * @example
 * ```ts
 * import { shapeServerError } from '@pool/account-domain';
 * shapeServerError({ status: 401 }); // { kind: 'unauthorized', status: 401, message: 'Token is expired or incorrect.' }
 * shapeServerError({ status: 409, data: { title: 'Email taken', errors: { email: ['Use another email.'] } } });
 * // { kind: 'validation', status: 409, title: 'Email taken', paragraphs: ['Use another email.'] }
 * ```
 */
export function shapeServerError(input: ServerErrorInput): ShapedServerError {
  const status = input.status ?? null;
  if (status === 401) return { kind: 'unauthorized', status, message: ACCOUNT_FAILURE_MESSAGES.tokenExpired };
  if (status === 403) return { kind: 'forbidden', status, message: ACCOUNT_FAILURE_MESSAGES.forbidden };
  if (status === 409 || status === 422) {
    const title = input.data?.title;
    return {
      kind: 'validation',
      status,
      title: present(title) ? title : null,
      paragraphs: errorMapParagraphs(input.data?.errors ?? {}),
    };
  }
  return { kind: 'other', status, message: firstServerMessage(input) };
}
