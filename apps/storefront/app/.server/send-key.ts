import { createHash } from 'node:crypto';
import { SEND_KEY } from '../components/email-cart/send-key';

/**
 * The Idempotency-Key of one Email Cart post: the form's send key joined with a digest of what it
 * sends, so the same form posted twice mails once, and the same form sent with another address or
 * message is a new mail (docs/decisions/0065). No key for a post without a valid send key.
 */
export function sendKeyFor(formKey: string, mail: { email: string; message: string }): string | null {
  if (!SEND_KEY.test(formKey)) return null;
  const digest = createHash('sha256').update(JSON.stringify([mail.email.toLowerCase(), mail.message])).digest('base64url').slice(0, 22);
  return `${formKey}:${digest}`;
}
