import { validateNotifyMe } from '@pool/cart-domain';
import { Button, TextField } from '@pool/ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { useId, useState } from 'react';
import type { StockNotificationResult } from './stock-notification-result';
import { box, boxTitle, error as errorClass, row, success } from './stock-notification.css';

/**
 * 'Notify me when available' on an out-of-stock product page: an email field checked with
 * cart-domain's notify-me rule ('Email is required.', 'Invalid email address.'), sent by a fetcher
 * (the product page is public and cached: nothing per shopper is in it), or without JavaScript as a
 * plain post to /stock-notification. On success a confirmation replaces the form.
 */
export function StockNotificationForm({ sku, initial }: { sku: string; initial?: StockNotificationResult }) {
  const fetcher = useFetcher<StockNotificationResult>({ key: `stock-notification-${sku}` });
  const location = useLocation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const sending = fetcher.state !== 'idle';
  const result = fetcher.data ?? initial;
  const checked = validateNotifyMe({ email });
  const fieldMessage = touched && !checked.ok ? checked.errors.email ?? null : null;
  const failure = result && !result.ok && !sending ? result.error : null;

  if (result?.ok && !sending) {
    return (
      <section className={box} aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className={boxTitle}>
          Notify me when available
        </p>
        <p role="status" className={success}>
          {result.message}
        </p>
      </section>
    );
  }

  return (
    <section className={box} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={boxTitle}>
        Notify me when available
      </p>
      <p>Out of stock for now. Leave your email and we'll send one message when it's back.</p>
      <fetcher.Form
        method="post"
        action="/stock-notification"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!checked.ok || sending) return;
          fetcher.submit({ sku, email: checked.value.email }, { method: 'post', action: '/stock-notification' });
        }}
      >
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="returnTo" value={location.pathname} />
        <div className={row}>
          <TextField
            label="Email for the stock notification"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={setEmail}
            onBlur={() => setTouched(true)}
            errorMessage={fieldMessage}
            fullWidth
          />
          <Button type="submit" variant="secondary" isPending={sending}>
            Notify Me
          </Button>
        </div>
        {failure && !fieldMessage ? (
          <p role="alert" className={errorClass}>
            {failure}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
