import { data } from '@remix-run/node';
import { answerStatus } from '../lib/error-message';
import { BffUnavailableError } from './bff';
import { isNonFormRefusal, refusalToast } from './flash';

/** A refused write as a one-message form shows it: `message` is null when a toast says it instead. */
export interface WriteRefusal {
  ok: false;
  message: string | null;
}

/**
 * The answer to a write the BFF refused (`source`: its response) or that could not reach it (the
 * {@link BffUnavailableError}), for a form with one message: a 401, a 403, a server failure or an
 * unreachable BFF is a toast (spec site-shell.md 8, {@link refusalToast}) and no message by the form;
 * any other refusal shows `failed` by the form, under the BFF's status.
 *
 * @example
 * ```ts
 * if (response.status !== 200) return refusedWrite(request, context, headers, response, 'Your feedback could not be sent.');
 * ```
 */
export function refusedWrite(request: Request, context: object, headers: Headers, source: { status: number } | BffUnavailableError, failed: string) {
  if (source instanceof BffUnavailableError) {
    return data<WriteRefusal>({ ok: false, message: null }, { status: 503, headers: refusalToast(request, context, headers, source, failed) });
  }
  if (isNonFormRefusal(source.status)) {
    return data<WriteRefusal>({ ok: false, message: null }, { status: answerStatus(source.status), headers: refusalToast(request, context, headers, source, failed) });
  }
  return data<WriteRefusal>({ ok: false, message: failed }, { status: source.status, headers });
}
