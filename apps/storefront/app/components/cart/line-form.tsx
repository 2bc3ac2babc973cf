import { Button } from '@pool/ui';
import { useLocation } from '@remix-run/react';
import type { useFetcher } from '@remix-run/react';
import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '../../hydrated';
import { inlineForm } from '../cart.css';

/**
 * A one-button POST form to /cart with hidden fields. Without JavaScript it carries `redirectTo`, so
 * the action sends the shopper back; hydrated, it submits through the line's fetcher.
 */
export function LineForm({ children, fields, Form, onSubmit, className = inlineForm }: {
  children: ReactNode;
  fields: Record<string, string>;
  Form: ReturnType<typeof useFetcher>['Form'];
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <Form method="post" action="/cart" className={className} onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      {children}
    </Form>
  );
}

/** A line's "Remove" button, in its own {@link LineForm}; `label` names what it removes for assistive technology. */
export function RemoveLineForm({ Form, fields, onSubmit, busy, label }: {
  Form: ReturnType<typeof useFetcher>['Form'];
  fields: Record<string, string>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  label: string;
}) {
  return (
    <LineForm Form={Form} fields={fields} onSubmit={onSubmit}>
      <Button type="submit" variant="ghost" size="sm" isPending={busy} aria-label={label}>
        Remove
      </Button>
    </LineForm>
  );
}
