import type { CheckoutView } from '@pool/api-contract';
import { isUsZip } from '@pool/account-domain';
import { useFetcher, useSubmit } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CheckoutActionData, loader } from './checkout.server';
import {
  ADDRESS_FIELDS, billingName, EMPTY_VALUES, errorKey, initialValues, quoteQuery, readCardFields, readCheckoutForm, savedAddressValues, typedBeforeHydration,
  validateCheckout, type CheckoutErrors, type CheckoutValues,
} from './checkout-form';
import { challengeStep, PROCESSOR_UNREACHABLE, type PaymentClient } from './payment-token';
import { usePayment } from './use-payment';

/** What the fields of the checkout form need: their values, their handlers and their messages. */
export interface CheckoutFields {
  values: CheckoutValues;
  change: (name: string, value: string) => void;
  touch: (name: string) => void;
  errorFor: (name: string) => string | null;
}

/**
 * The checkout form's state: the values (from the last answer, else the customer's defaults), the
 * totals re-quoted as the state, zip or method change, and the messages of the fields the shopper
 * left (client checks) or the server refused.
 */
export function useCheckoutForm(loadedView: CheckoutView, result: CheckoutActionData | undefined, payment: PaymentClient) {
  const quote = useFetcher<typeof loader>();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // While the card is being traded for a token, and why it was not (the processor's answer).
  const [paying, setPaying] = useState(false);
  const [paymentMessage, setPaymentMessage] = useState<string | null>(null);

  // The attempt this page was shown for: the first key, or the one the last post carried.
  const [attemptKey] = useState(() => result?.attemptKey || loadedView.attemptKey);
  const [values, setValues] = useState<CheckoutValues>(() => result?.values ?? initialValues(loadedView));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [view, setView] = useState<CheckoutView>(result?.view ?? loadedView);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>(result?.errors ?? {});

  // From a change that re-quotes until its totals are shown (the answer lands one render before them).
  const [quoting, setQuoting] = useState(false);
  useEffect(() => {
    if (quote.data?.view) setView(quote.data.view);
    setQuoting(false);
  }, [quote.data]);
  useEffect(() => {
    if (quote.state === 'idle') setQuoting(false);
  }, [quote.state]);
  // A method the new address is not offered (same-day elsewhere) falls back to the one the server priced.
  useEffect(() => {
    if (view.shippingOptions.length > 0 && !view.shippingOptions.some((o) => o.method === values.shippingMethod)) {
      setValues((current) => ({ ...current, shippingMethod: view.shippingMethod }));
    }
  }, [view, values.shippingMethod]);
  useEffect(() => {
    if (!result) return;
    if (result.view) setView(result.view);
    setServerErrors(result.errors);
    setPaymentMessage(null);
  }, [result]);
  const { containerRef, tokenize, handleNextAction, testChallenge, endTestChallenge } = usePayment(payment, view.totals.total);

  /** The form's fields posted, paid with `paymentToken` (the card's, or the challenged PaymentIntent's). */
  const place = (posted: FormData, paymentToken: string) => {
    posted.set('paymentToken', paymentToken);
    posted.set('intent', 'place');
    submit(posted, { method: 'post', action: '/checkout' });
  };
  // The processor's refusal (or unreachability) of a card, shown under the card as the server's are.
  const refuseCard = (errors: CheckoutErrors, message: string) => {
    setServerErrors(errors);
    setPaymentMessage(message);
  };

  // A card that asks for 3-D Secure (docs/decisions/0078): the challenge runs once per answer (Stripe's,
  // or the test processor's dialog), then the same form goes again with the challenged `pi_...`, and the
  // store pays or declines it in its own words.
  const challenged = useRef(new Set<string>());
  useEffect(() => {
    const next = challengeStep(result, payment, challenged.current);
    if (next.kind === 'none') return;
    if (next.kind === 'refuse') {
      refuseCard({}, next.message);
      return;
    }
    challenged.current.add(next.action.clientSecret);
    setPaying(true);
    void handleNextAction(next.action).then((answer) => {
      setPaying(false);
      const form = formRef.current;
      if (!answer.ok || !form) {
        refuseCard(answer.ok ? {} : answer.errors, answer.ok ? PROCESSOR_UNREACHABLE : answer.message);
        return;
      }
      place(new FormData(form), answer.token);
    });
    // Once per answer of the action.
  }, [result]);

  // Typed before the page hydrated: the fields hold it, the state does not. Adopted once, before the
  // first render after hydration writes the state's values back into the fields.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(values, { ...readCheckoutForm(new FormData(form)), ...readCardFields(form) });
    if (!typed) return;
    setValues(typed.values);
    if (typed.requote) requote(typed.values);
    // Once, on hydration: later changes go through the fields' own handlers.
  }, []);

  const cardFields = payment.provider === 'test';
  const clientErrors = useMemo(() => validateCheckout(values, new Date(), { card: cardFields }), [values, cardFields]);
  const errorFor = (name: string): string | null => {
    const key = errorKey(name);
    if (touched.has(name)) return clientErrors[key]?.[0] ?? null;
    return serverErrors[key]?.[0] ?? null;
  };

  const requote = (next: CheckoutValues) => {
    const params = new URLSearchParams(quoteQuery(next.address.state, next.shippingMethod, next.address.zip));
    setQuoting(true);
    quote.load(`/checkout?${params.toString()}`);
  };
  const change = (name: string, value: string) => {
    const next: CheckoutValues = name === 'email' || name === 'shippingMethod' || name.startsWith('card')
      ? { ...values, [name]: value }
      : name.startsWith('billing.')
        ? { ...values, billing: { ...values.billing, [name.slice('billing.'.length)]: value } }
        : { ...values, address: { ...values.address, [name]: value } };
    setValues(next);
    // Totals follow the state (tax), the method, and a complete zip (same-day delivery where it is offered).
    if (name === 'state' || name === 'shippingMethod' || (name === 'zip' && (isUsZip(value) || isUsZip(values.address.zip)))) requote(next);
    setServerErrors((current) => {
      const key = errorKey(name);
      if (!current[key]) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const chooseAddress = (addressId: string) => {
    const saved = view.addresses.find((address) => String(address.id) === addressId);
    const next: CheckoutValues = { ...values, addressId, address: saved ? savedAddressValues(saved) : { ...EMPTY_VALUES.address, state: values.address.state } };
    setValues(next);
    requote(next);
  };
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  const setSaveAddress = (saveAddress: boolean) => setValues((current) => ({ ...current, saveAddress }));
  const setBillingDifferent = (billingDifferent: boolean) => setValues((current) => ({ ...current, billingDifferent }));

  /**
   * Place Order (docs/decisions/0061): the form as the page holds it right now (a press made before
   * hydration is replayed here, data-replay, before the state has caught up with what was typed), the
   * card traded with the processor for a one-time token, then the form posted with the token only.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'quote') return;
    event.preventDefault();
    const form = event.currentTarget;
    if (paying) return;
    const current: CheckoutValues = { ...readCheckoutForm(new FormData(form)), ...readCardFields(form), addressId: values.addressId, saveAddress: values.saveAddress, billingDifferent: values.billingDifferent };
    const errors = validateCheckout(current, new Date(), { card: cardFields });
    if (Object.keys(errors).length > 0) {
      setValues(current);
      const names = ['email', ...ADDRESS_FIELDS, ...(current.billingDifferent ? ADDRESS_FIELDS.map(billingName) : []), ...(cardFields ? ['cardNumber', 'cardExpiry', 'cardCvc'] : [])];
      setTouched(new Set(names));
      const first = names.find((name) => errors[errorKey(name)]);
      if (first) form.querySelector<HTMLElement>(first.startsWith('card') ? `[data-card-field="${first.slice(4).toLowerCase()}"]` : `[name="${first}"]`)?.focus();
      return;
    }
    setPaying(true);
    setPaymentMessage(null);
    const posted = new FormData(form);
    void tokenize({ number: current.cardNumber, expiry: current.cardExpiry, cvc: current.cardCvc }).then((answer) => {
      setPaying(false);
      if (!answer.ok) {
        refuseCard(answer.errors, answer.message);
        return;
      }
      place(posted, answer.token);
    });
  };

  const fields: CheckoutFields = { values, change, touch, errorFor };
  return {
    formRef, attemptKey, view, serverErrors, fields, chooseAddress, setSaveAddress, setBillingDifferent, onSubmit, updating: quoting || quote.state !== 'idle',
    paying, paymentMessage, containerRef, testChallenge, endTestChallenge,
  };
}
