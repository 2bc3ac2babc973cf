import { newsletterFieldMessage, submitNewsletter } from '@pool/account-domain';
import { Button, TextField } from '@pool/ui';
import { useFetcher } from '@remix-run/react';
import { useId, useState } from 'react';
import type { NewsletterResult } from './newsletter-answer';
import { newsletterForm, newsletterRow, newsletterStatus, newsletterSubmit } from './newsletter.css';

/**
 * Newsletter sign-up (spec site-shell.md 2.15 and 5), with account-domain's rules: the email is
 * trimmed, required and must be valid; messages show once the field is touched; a submit is ignored
 * while the email is invalid or one is already sending. Without JavaScript it is a plain form post to
 * /newsletter, which answers with the same messages.
 */
export function NewsletterForm({ initial }: { initial?: NewsletterResult }) {
  const fetcher = useFetcher<NewsletterResult>({ key: 'newsletter' });
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(Boolean(initial && !initial.ok));
  const id = useId();
  const result = fetcher.data ?? initial;
  const sending = fetcher.state !== 'idle';
  const fieldMessage = newsletterFieldMessage({ value, touched });
  const serverError = result && !result.ok && fetcher.state === 'idle' && !fieldMessage ? result.error : null;

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate
      className={newsletterForm}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const decision = submitNewsletter({ value, sending });
        if (!decision.ok) {
          if (decision.reason === 'invalid') setTouched(true);
          return;
        }
        fetcher.submit({ email: decision.email }, { method: 'post', action: '/newsletter' });
      }}
    >
      <p id={`${id}-title`}>
        <strong>Sign up for savings and pool care tips</strong>
      </p>
      <div className={newsletterRow}>
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={value}
          onChange={setValue}
          onBlur={() => setTouched(true)}
          errorMessage={fieldMessage ?? serverError}
          fullWidth
        />
        <div className={newsletterSubmit}>
          <Button type="submit" isPending={sending}>
            Sign Up
          </Button>
        </div>
      </div>
      <p role="status" className={newsletterStatus}>
        {result?.ok && !sending ? result.message : ''}
      </p>
    </fetcher.Form>
  );
}

export default NewsletterForm;
