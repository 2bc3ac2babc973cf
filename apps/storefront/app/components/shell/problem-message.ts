import { ProblemSchema } from '@pool/api-contract';
import { shapeServerError } from '@pool/account-domain';

/**
 * The message to show for a BFF refusal, shaped by account-domain's `shapeServerError` (401/403 fixed
 * texts; 422/409 the first field message, else the problem's title; otherwise the first available
 * message), or `fallback`.
 *
 * @example
 * ```ts
 * problemMessage(422, { title: 'Invalid', status: 422, errors: { email: ['Invalid email address.'] } }, 'Try again.');
 * // 'Invalid email address.'
 * ```
 */
export function problemMessage(status: number, body: unknown, fallback: string): string {
  const parsed = ProblemSchema.safeParse(body);
  const shaped = shapeServerError({ status, data: parsed.success ? parsed.data : null });
  switch (shaped.kind) {
    case 'validation':
      return shaped.paragraphs[0] ?? shaped.title ?? fallback;
    case 'other':
      return shaped.message ?? (parsed.success ? parsed.data.title : null) ?? fallback;
    default:
      return shaped.message;
  }
}
