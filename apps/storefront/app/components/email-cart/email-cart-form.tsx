import { EMAIL_CART_MESSAGE_MAX } from '@pool/api-contract';
import { CART_MESSAGES, canSubmit, validateEmailCart } from '@pool/cart-domain';
import { Button, TextAreaField, TextField } from '@pool/ui';
import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { visibleFieldErrors, type EmailCartResult, type Touched } from './email-cart-result';
import { form as formClass, formError, success } from './email-cart.css';
import { newSendKey } from './send-key';

export interface EmailCartFormProps {
  /** What a post without JavaScript answered (the /cart/email page). */
  initial?: EmailCartResult;
  /** Called once per successful send (the modal closes). */
  onSent?: (to: string) => void;
  /** Distinct per form instance, so a reopened modal starts clean. */
  fetcherKey: string;
}

const SEND = 'Send Email';

/**
 * The Email Cart form (spec shopping.md sections 2, 5 and 8): Email and Message, trimmed and checked
 * with cart-domain's rules as the shopper leaves a field and on submit; no submit while invalid or
 * sending; the button reads 'Sending Email...' meanwhile; a refusal shows the server's message (or
 * the default) in red above the button. Without JavaScript it is a plain post to /cart/email.
 */
export function EmailCartForm({ initial, onSent, fetcherKey }: EmailCartFormProps) {
  const fetcher = useFetcher<EmailCartResult>({ key: fetcherKey });
  const id = useId();
  const [values, setValues] = useState({ email: '', message: '' });
  // One key per mail to send: a double submit (or a re-post without JavaScript) mails once; a sent
  // mail takes a new key for the next (docs/decisions/0065).
  const [sendKey, setSendKey] = useState(newSendKey);
  const [touched, setTouched] = useState<Touched>({ email: Boolean(initial && !initial.ok), message: Boolean(initial && !initial.ok) });
  const sending = fetcher.state !== 'idle';
  const result = fetcher.data ?? initial;
  const failure = result && !result.ok && !sending ? result : null;
  const shown = visibleFieldErrors(values, touched);
  // A server message for a field shows until the shopper edits again (then the live check speaks).
  const emailMessage = shown.email ?? (failure && !touched.email ? failure.fieldErrors.email : undefined) ?? null;
  const messageMessage = shown.message ?? (failure && !touched.message ? failure.fieldErrors.message : undefined) ?? null;

  const handled = useRef<EmailCartResult | undefined>(undefined);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      setSendKey(newSendKey());
      onSent?.(data.to);
    }
  }, [fetcher.state, fetcher.data, onSent]);

  return (
    <fetcher.Form
      method="post"
      action="/cart/email"
      noValidate
      className={formClass}
      aria-describedby={failure?.error ? `${id}-error` : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = validateEmailCart(values);
        setTouched({ email: true, message: true });
        if (!canSubmit(checked, sending) || !checked.ok) return;
        fetcher.submit({ ...checked.value, idempotencyKey: sendKey }, { method: 'post', action: '/cart/email' });
      }}
    >
      {/* The server's key stays in a page rendered without JavaScript; hydration keeps it (no mismatch to fix). */}
      <input type="hidden" name="idempotencyKey" value={sendKey} readOnly suppressHydrationWarning />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Enter the recipient's email"
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        errorMessage={emailMessage}
        fullWidth
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={5}
        value={values.message}
        onChange={(message) => setValues((v) => ({ ...v, message }))}
        onBlur={() => setTouched((t) => ({ ...t, message: true }))}
        errorMessage={messageMessage}
        maxLength={EMAIL_CART_MESSAGE_MAX}
        fullWidth
      />
      {failure?.error ? (
        <p id={`${id}-error`} role="alert" className={formError}>
          {failure.error}
        </p>
      ) : null}
      {result?.ok && !onSent ? (
        <p role="status" className={success}>
          Your cart was emailed to {result.to}.
        </p>
      ) : null}
      <Button type="submit" isPending={sending}>
        {sending ? CART_MESSAGES.sendingEmail : SEND}
      </Button>
    </fetcher.Form>
  );
}
