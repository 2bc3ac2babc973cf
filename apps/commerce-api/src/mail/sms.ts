/**
 * Texts (SMS) behind one interface (docs/decisions/0063): a text is an outbox row addressed
 * `sms:<digits>`, written with whatever caused it, and the delivery worker hands it to the configured
 * provider. The default keeps it in the outbox (the outbox listener shows it); `http` posts it to a
 * gateway.
 */
export interface SmsProvider {
  /** 'outbox' keeps texts in the outbox table; 'sms-http' posts them. */
  readonly kind: 'outbox' | 'sms-http';
  /** @throws SmsError when the provider does not accept the text (retried by the worker). */
  send(text: { id: string; to: string; body: string }): Promise<void>;
}

export class SmsError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = 'SmsError';
  }
}

/** `sms:5125550123` → '5125550123'; null for a mail address. */
export function smsNumber(address: string): string | null {
  return address.startsWith('sms:') ? address.slice(4) : null;
}

export const outboxSms: SmsProvider = { kind: 'outbox', send: async () => {} };

/**
 * Posts `{ "id", "to", "text" }` as JSON to `url` with a bearer token and the outbox id as the
 * `Idempotency-Key` (a gateway that honours it drops a repeat). A 2xx answer is delivery; anything
 * else, or no answer within `timeoutMs`, is an SmsError carrying the status (never the body, which
 * may echo the number).
 */
export function httpSms(options: { url: string; token?: string; timeoutMs?: number }): SmsProvider {
  return {
    kind: 'sms-http',
    async send(text) {
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': text.id,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ id: text.id, to: text.to, text: text.body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (err) {
        throw new SmsError('The SMS provider could not be reached.', err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable');
      }
      await res.body?.cancel();
      if (!res.ok) throw new SmsError(`The SMS provider answered ${res.status}.`, `http-${res.status}`);
    },
  };
}
