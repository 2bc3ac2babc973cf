import { Button, Link, SelectField, TextField } from '@pool/ui';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { dismissToastAtom, showToastAtom } from '../../../state/toasts.atoms';
import type { FeedbackResult } from './feedback.server';
import { fieldError, form as formClass, textarea, textareaLabel } from './feedback.css';
import { PageColumn } from '../../../components/page-column';

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? '' : 's'}` }));

/**
 * The review or question form (a plain POST; with JavaScript the spec's loading toast shows while it
 * sends and the failure toast when it is refused).
 */
export function FeedbackForm({ kind }: { kind: 'review' | 'question' }) {
  const { sku, returnUrl, sending, failure } = useLoaderData<{ sku: string; returnUrl: string; sending: string; failure: string }>();
  const result = useActionData<FeedbackResult>();
  const navigation = useNavigation();
  const showToast = useSetAtom(showToastAtom);
  const id = useId();
  const busy = navigation.state === 'submitting';
  const toastId = `feedback-${kind}`;
  useEffect(() => {
    if (busy) showToast({ id: toastId, status: 'loading', message: sending });
  }, [busy, sending, showToast, toastId]);
  // The loading toast leaves with the form (a sent review, or a refusal that went back to the product).
  const dismissToast = useSetAtom(dismissToastAtom);
  useEffect(() => () => dismissToast(toastId), [dismissToast, toastId]);
  useEffect(() => {
    if (result?.error) showToast({ id: toastId, status: 'error', message: failure });
  }, [result, failure, showToast, toastId]);
  const fields = result?.fields ?? {};
  return (
    <PageColumn title={kind === 'review' ? 'Write a review' : 'Ask a question'}>
      <p>{`SKU: ${sku}`}</p>
      <Form method="post" className={formClass} noValidate>
        {kind === 'review' ? (
          <>
            <SelectField label="Rating" name="rating" placeholder="Choose a rating" options={RATINGS} errorMessage={fields.rating ?? null} isRequired />
            <TextField label="Title" name="title" maxLength={120} errorMessage={fields.title ?? null} isRequired fullWidth />
          </>
        ) : null}
        <label htmlFor={`${id}-text`} className={textareaLabel}>
          {kind === 'review' ? 'Your review' : 'Your question'}
        </label>
        <textarea id={`${id}-text`} name="text" className={textarea} rows={6} maxLength={5000} aria-invalid={fields.text ? true : undefined}
          aria-describedby={fields.text ? `${id}-text-error` : undefined} />
        {fields.text ? <p id={`${id}-text-error`} className={fieldError}>{fields.text}</p> : null}
        {result?.error ? <p role="alert" className={fieldError}>{result.reason ?? result.error}</p> : null}
        <Button type="submit" isDisabled={busy}>{kind === 'review' ? 'Submit Review' : 'Submit Question'}</Button>
      </Form>
      <Link href={returnUrl}>Back to the product</Link>
    </PageColumn>
  );
}
