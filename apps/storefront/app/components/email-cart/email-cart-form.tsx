import { EMAIL_CART_MESSAGE_MAX } from '@pool/api-contract';
import { CART_MESSAGES, canSubmit } from '@pool/cart-domain';
import { Button, TextAreaField, TextField } from '@pool/ui';
import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { validateMailForm, visibleFieldErrors, type EmailCartResult, type Touched } from './email-cart-result';
import { form as formClass, formError, success } from './email-cart.css';
import { newSendKey } from './send-key';

export interface MailFormProps {
  /** Where the form posts (with and without JavaScript). */
  action: string;
  /** With a Message field (Email Cart, Email a product), or the address alone (Email me). */
  withMessage: boolean;
  /** The send key's kind (docs/decisions/0065). */
  keyKind: string;
  /** The Email field's label. */
  emailLabel?: string;
  /** The success line shown on a page (not in a dialog, which closes). */
  sentText: (to: string) => string;
  /** What a post without JavaScript answered (the form's page). */
  initial?: EmailCartResult;
  /** Called once per successful send (a dialog closes). */
  onSent?: (to: string) => void;
  /** Distinct per form instance, so a reopened dialog starts clean. */
  fetcherKey: string;
  /**
   * The address to start with (Email me: the signed-in shopper's own). One arriving after the form
   * shows fills the Email field only while the shopper has not typed in it.
   */
  prefill?: string | null;
}

const SEND = 'Send Email';

/**
 * A mail a shopper sends (Email Cart, a product page's Email and Email me; spec shopping.md sections
 * 2, 5 and 8): Email (and Message), trimmed and checked with the spec's rules as the shopper leaves a
 * field and on submit; no submit while invalid or sending; the button reads 'Sending Email...'
 * meanwhile; a refusal shows the server's message (or the default) in red above the button. Without
 * JavaScript it is a plain post to `action`, carrying its send key.
 */
export function MailForm({ action, withMessage, keyKind, emailLabel = 'Email', sentText, initial, onSent, fetcherKey, prefill }: MailFormProps) {
  const fetcher = useFetcher<EmailCartResult>({ key: fetcherKey });
  const id = useId();
  const [values, setValues] = useState({ email: prefill ?? '', message: '' });
  const typed = useRef(false);
  useEffect(() => {
    if (prefill && !typed.current) setValues((v) => (v.email ? v : { ...v, email: prefill }));
  }, [prefill]);
  // One key per mail to send: a double submit (or a re-post without JavaScript) mails once; a sent
  // mail takes a new key for the next (docs/decisions/0065).
  const [sendKey, setSendKey] = useState(() => newSendKey(keyKind));
  const [touched, setTouched] = useState<Touched>({ email: Boolean(initial && !initial.ok), message: Boolean(initial && !initial.ok) });
  const sending = fetcher.state !== 'idle';
  const result = fetcher.data ?? initial;
  const failure = result && !result.ok && !sending ? result : null;
  const shown = visibleFieldErrors(values, touched, withMessage);
  // A server message for a field shows until the shopper edits again (then the live check speaks).
  const emailMessage = shown.email ?? (failure && !touched.email ? failure.fieldErrors.email : undefined) ?? null;
  const messageMessage = shown.message ?? (failure && !touched.message ? failure.fieldErrors.message : undefined) ?? null;

  const handled = useRef<EmailCartResult | undefined>(undefined);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      setSendKey(newSendKey(keyKind));
      onSent?.(data.to);
    }
  }, [fetcher.state, fetcher.data, onSent, keyKind]);

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className={formClass}
      aria-describedby={failure?.error ? `${id}-error` : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = validateMailForm(values, withMessage);
        setTouched({ email: true, message: true });
        if (!canSubmit(checked, sending) || !checked.ok) return;
        fetcher.submit({ ...checked.value, idempotencyKey: sendKey }, { method: 'post', action });
      }}
    >
      {/* The server's key stays in a page rendered without JavaScript; hydration keeps it (no mismatch to fix). */}
      <input type="hidden" name="idempotencyKey" value={sendKey} readOnly suppressHydrationWarning />
      <TextField
        label={emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={withMessage ? "Enter the recipient's email" : 'Enter your email'}
        value={values.email}
        onChange={(email) => {
          typed.current = true;
          setValues((v) => ({ ...v, email }));
        }}
        onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        errorMessage={emailMessage}
        fullWidth
      />
      {withMessage ? (
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
      ) : null}
      {failure?.error ? (
        <p id={`${id}-error`} role="alert" className={formError}>
          {failure.error}
        </p>
      ) : null}
      {result?.ok && !onSent ? (
        <p role="status" className={success}>
          {sentText(result.to)}
        </p>
      ) : null}
      <Button type="submit" isPending={sending}>
        {sending ? CART_MESSAGES.sendingEmail : SEND}
      </Button>
    </fetcher.Form>
  );
}

/** The Email Cart form: {@link MailForm} posting to /cart/email. */
export function EmailCartForm(props: Pick<MailFormProps, 'initial' | 'onSent' | 'fetcherKey'>) {
  return <MailForm action="/cart/email" withMessage keyKind="email-cart" sentText={(to) => `Your cart was emailed to ${to}.`} {...props} />;
}
