import { CART_MESSAGES, validateQuoteForm, validateQuoteRequest } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button, TextAreaField, TextField, VisuallyHidden } from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { useFetcher } from '@remix-run/react';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import {
  EMPTY_QUOTE_FORM, quoteDrawerOpenAtom, quoteFormAtom, quoteItemsAtom, quoteSubmittedAtom, removeFromQuoteAtom, setQuoteQuantityAtom, type QuoteItem,
} from '../../state/quote.atoms';
import type { QuoteField, QuoteRequestResult } from './quote-result';
import {
  controls, form as formClass, formError, line, lineBody, lineImage, lineName, list, quantityInput, success,
} from './quote.css';

const ACTION = '/resources/quote-request';

function QuoteLine({ item }: { item: QuoteItem }) {
  const setQuantity = useSetAtom(setQuoteQuantityAtom);
  const remove = useSetAtom(removeFromQuoteAtom);
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  return (
    <li className={line}>
      <img className={lineImage} src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
      <div className={lineBody}>
        <span className={lineName}>{item.name}</span>
        <span>{item.price === null ? 'Price available in store' : formatMoney(item.price)}</span>
        <div className={controls}>
          <Button variant="ghost" size="sm" aria-label={`Decrease quantity of ${item.name}`} isDisabled={item.quantity <= 1}
            onPress={() => setQuantity({ id: item.id, quantity: item.quantity - 1 })}>
            −
          </Button>
          <label htmlFor={inputId}>
            <VisuallyHidden>{`Quantity of ${item.name}`}</VisuallyHidden>
          </label>
          <input
            id={inputId}
            className={quantityInput}
            inputMode="numeric"
            value={draft ?? String(item.quantity)}
            onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
            onBlur={() => {
              if (draft !== null) setQuantity({ id: item.id, quantity: draft });
              setDraft(null);
            }}
          />
          <Button variant="ghost" size="sm" aria-label={`Increase quantity of ${item.name}`} onPress={() => setQuantity({ id: item.id, quantity: item.quantity + 1 })}>
            +
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove ${item.name}`} onPress={() => remove(item.id)}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * The Request a Quote flyout (spec shopping.md 2, 4, 5, 8): an empty view, the form view (Full Name,
 * Email Address, Phone, Message; the products with quantity controls and remove) and the success view.
 * Submit is disabled and reads 'Submitting...' while busy; field messages show at their fields and a
 * general message under the button. Loaded on demand by {@link RequestQuoteButton}.
 */
export default function QuoteDrawer() {
  const [isOpen, setOpen] = useAtom(quoteDrawerOpenAtom);
  const [items, setItems] = useAtom(quoteItemsAtom);
  const [values, setValues] = useAtom(quoteFormAtom);
  const [submitted, setSubmitted] = useAtom(quoteSubmittedAtom);
  const fetcher = useFetcher<QuoteRequestResult>({ key: 'quote-request' });
  const busy = fetcher.state !== 'idle';
  const [localErrors, setLocalErrors] = useState<Partial<Record<QuoteField | 'products', string>>>({});
  const handled = useRef<QuoteRequestResult | undefined>(undefined);

  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) return;
    // The request is sent: the success view shows, and the stored request is emptied (so the next
    // add starts a new one, even after a reload).
    setSubmitted(true);
    setItems([]);
    setValues(EMPTY_QUOTE_FORM);
  }, [result, setSubmitted, setItems, setValues]);

  const failure = result && !result.ok && handled.current === result && !submitted ? result : null;
  const errorOf = (field: QuoteField) => localErrors[field] ?? failure?.fieldErrors[field] ?? null;
  const general = localErrors.products ?? failure?.message ?? null;

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setLocalErrors((e) => ({ ...e, [field]: undefined }));
  };

  const view = submitted ? 'success' : items.length === 0 ? 'empty' : 'form';
  // The form (and the focused submit button) is replaced by the success message: focus moves to it,
  // so it is read out and the dialog keeps the focus (Escape still closes it).
  const successRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (view === 'success') successRef.current?.focus();
  }, [view]);

  return (
    <Drawer title="Request a Quote" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close quote request">
      {view === 'success' ? (
        <p ref={successRef} tabIndex={-1} role="status" className={success}>
          {CART_MESSAGES.quoteThanks}
        </p>
      ) : view === 'empty' ? (
        <p>Your quote request has no products yet. Use Request a Quote on a product page to add one.</p>
      ) : (
        <form
          method="post"
          action={ACTION}
          noValidate
          className={formClass}
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            const products = items.map((item) => ({ id: item.id, sku: item.sku, quantity: item.quantity }));
            const contact = validateQuoteForm(values);
            const request = validateQuoteRequest({ ...values, products });
            const errors = { ...(contact.ok ? {} : contact.errors), ...(request.ok ? {} : request.errors) };
            setLocalErrors(errors);
            if (Object.keys(errors).length) return;
            // A form post (the storefront takes no JSON bodies); the products travel as one JSON field.
            fetcher.submit({ ...values, products: JSON.stringify(products) }, { method: 'post', action: ACTION });
          }}
        >
          <ul className={list} aria-label="Products in your quote request">
            {items.map((item) => (
              <QuoteLine key={item.id} item={item} />
            ))}
          </ul>
          <TextField label="Full Name" name="name" autoComplete="name" isRequired value={values.name} onChange={set('name')} errorMessage={errorOf('name')} fullWidth />
          <TextField label="Email Address" name="email" type="email" autoComplete="email" isRequired value={values.email} onChange={set('email')} errorMessage={errorOf('email')} fullWidth />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} errorMessage={errorOf('phone')} fullWidth />
          <TextAreaField label="Message" name="message" rows={4} value={values.message} onChange={set('message')} errorMessage={errorOf('message')} maxLength={2000} fullWidth />
          <Button type="submit" isDisabled={busy} isPending={busy} fullWidth>
            {busy ? CART_MESSAGES.quoteSubmitting : 'Submit'}
          </Button>
          {general ? (
            <p role="alert" className={formError}>
              {general}
            </p>
          ) : null}
        </form>
      )}
    </Drawer>
  );
}
