import { shapeServerError } from '@pool/account-domain';
import { ProblemSchema, type Problem } from '@pool/api-contract';

/**
 * The one place the storefront turns a refusal into words for the shopper: a BFF answer
 * (`{ status, body }` with a problem+json body), a fetched `Response`, an `Error` or anything thrown.
 * The texts are the spec's (account-domain's `shapeServerError`: 401/403 fixed texts; 422/409 the
 * first field message, else the problem's title), or the caller's fallback; never a stack trace.
 */
export interface ShopperError {
  /** The HTTP status of the refusal, or null for a thrown error. */
  status: number | null;
  /** The sentence to show. */
  message: string;
  /** The problem's title, when the body was a problem. */
  title: string | null;
  /** The problem's detail, when the body was a problem that had one (what a photo read found wrong ...). */
  detail: string | null;
  /** The problem's field messages by field name (`email`, `address.zip` ...). */
  fields: Record<string, string[]>;
  /** The first message of each field ({@link firstFieldErrors}). */
  fieldMessages: Record<string, string>;
  /**
   * The problem's title when the refusal is one the shopper can act on (a 4xx), else the fallback:
   * what the forms that show the server's own words (a return, a quote, a water test) say.
   */
  reason: string;
}

/**
 * The problem+json of a body, or null when it is not one.
 *
 * @example
 * ```ts
 * problemOf({ title: 'Not Found', status: 404 })?.title; // 'Not Found'
 * problemOf('oops'); // null
 * ```
 */
export function problemOf(body: unknown): Problem | null {
  const parsed = ProblemSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * The first message of each field of a problem body (an empty object for anything else).
 *
 * @example
 * ```ts
 * firstFieldErrors({ title: 'Invalid', status: 422, errors: { email: ['Invalid email address.'] } }); // { email: 'Invalid email address.' }
 * ```
 */
export function firstFieldErrors(body: unknown): Record<string, string> {
  const fields = Object.entries(problemOf(body)?.errors ?? {}).map(([field, messages]) => [field, messages[0]] as const);
  return Object.fromEntries(fields.filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'));
}

/**
 * The message for a refused BFF answer: its status and body.
 *
 * @example
 * ```ts
 * problemMessage(422, { title: 'Invalid', status: 422, errors: { email: ['Invalid email address.'] } }, 'Try again.');
 * // 'Invalid email address.'
 * ```
 */
export function problemMessage(status: number, body: unknown, fallback: string): string {
  const problem = problemOf(body);
  const shaped = shapeServerError({ status, data: problem });
  switch (shaped.kind) {
    case 'validation':
      return shaped.paragraphs[0] ?? shaped.title ?? fallback;
    case 'other':
      return shaped.message ?? problem?.title ?? fallback;
    default:
      return shaped.message;
  }
}

const isAnswer = (value: unknown): value is { status: number; body: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number' && 'body' in value;

/**
 * Any refusal as the shopper's message with its field errors: a BFF answer, or an `Error` / anything
 * thrown (the fallback: an exception's own text is never shown). A `Response` is read with
 * {@link responseError}.
 *
 * @example
 * ```ts
 * shopperError({ status: 401, body: null }, 'Try again.').message; // 'Token is expired or incorrect.'
 * shopperError(new TypeError('Failed to fetch'), 'Try again.').message; // 'Try again.'
 * ```
 */
export function shopperError(source: unknown, fallback: string): ShopperError {
  if (!isAnswer(source)) return { status: null, message: fallback, title: null, detail: null, fields: {}, fieldMessages: {}, reason: fallback };
  const problem = problemOf(source.body);
  const title = problem?.title ?? null;
  return {
    status: source.status,
    message: problemMessage(source.status, source.body, fallback),
    title,
    detail: problem?.detail ?? null,
    fields: problem?.errors ?? {},
    fieldMessages: firstFieldErrors(source.body),
    reason: source.status < 500 && title !== null ? title : fallback,
  };
}

/**
 * A fetched `Response` that was not ok, read as {@link shopperError} (a body that is not JSON reads as none).
 *
 * @example
 * ```ts
 * (await responseError(new Response(null, { status: 403 }), 'Try again.')).message; // 'You do not have permission to do that.'
 * ```
 */
export async function responseError(response: Response, fallback: string): Promise<ShopperError> {
  const body: unknown = await response.json().catch(() => null);
  return shopperError({ status: response.status, body }, fallback);
}

/**
 * The status a page answers for a BFF refusal: the refusal's own, or 503 for any server failure.
 *
 * @example
 * ```ts
 * answerStatus(422); // 422
 * answerStatus(502); // 503
 * ```
 */
export function answerStatus(status: number): number {
  return status >= 500 ? 503 : status;
}
