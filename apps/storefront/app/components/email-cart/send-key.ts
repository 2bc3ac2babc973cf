/** What the Email Cart action accepts as a send key (the BFF's Idempotency-Key rules: 16 to 128 of these). */
export const SEND_KEY = /^[A-Za-z0-9_.:-]{16,128}$/;

/** A new send key for one mail of a mail form (docs/decisions/0065): `email-cart`, `email-product`, `email-me`. */
export function newSendKey(kind = 'email-cart'): string {
  return `${kind}:${crypto.randomUUID()}`;
}
