import { isValidEmail, checkCard, isShippingMethod, parseExpiry } from '@pool/cart-domain';
import { isUsState, isUsZip, validateUsAddress, type UsAddressInput } from '@pool/account-domain';
import type { CheckoutView, PlaceOrderRequest, SavedAddress } from '@pool/api-contract';

/** The checkout form's fields, as named in the HTML form (and posted without JavaScript). */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'street1', 'street2', 'city', 'state', 'zip', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface CheckoutValues {
  email: string;
  address: Record<AddressField, string>;
  shippingMethod: 'standard' | 'economy' | 'same_day';
  /**
   * The card, for the test processor's fields only: they have no form name, so the card is never
   * posted to the store; the browser sends it to the processor for a token (docs/decisions/0061).
   */
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  /** A signed-in customer's saved address picked (its id), or `new` for the typed one. */
  addressId: string;
  /** Save the typed address to the address book after the order. */
  saveAddress: boolean;
  /** 'Use a different billing address' ticked: `billing` is the card's address; else billing is shipping. */
  billingDifferent: boolean;
  /** The billing address, posted as `billing.{field}` (only read when {@link billingDifferent}). */
  billing: Record<AddressField, string>;
}

/** The posted name of a billing address field: `billing.zip`. */
export const billingName = (field: AddressField) => `billing.${field}`;

/** Field name → messages, with the names the form uses (`email`, `address.zip`, `card.number`...). */
export type CheckoutErrors = Record<string, string[]>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The card fields of the test processor: marked `data-card-field`, unnamed, so never posted. */
export const CARD_FIELDS = { cardNumber: 'number', cardExpiry: 'expiry', cardCvc: 'cvc' } as const;

/** What the card fields hold right now (typed before hydration too), read from the page. */
export function readCardFields(form: ParentNode): Pick<CheckoutValues, 'cardNumber' | 'cardExpiry' | 'cardCvc'> {
  const read = (field: string) => form.querySelector<HTMLInputElement>(`[data-card-field="${field}"]`)?.value.trim() ?? '';
  return { cardNumber: read(CARD_FIELDS.cardNumber), cardExpiry: read(CARD_FIELDS.cardExpiry), cardCvc: read(CARD_FIELDS.cardCvc) };
}

/** Reads the posted form into values (trimmed; an unknown shipping method reads as standard). The card is never in it. */
export function readCheckoutForm(form: FormData): CheckoutValues {
  const method = text(form, 'shippingMethod');
  return {
    email: text(form, 'email'),
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(form, field)])) as Record<AddressField, string>,
    shippingMethod: isShippingMethod(method) ? method : 'standard',
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
    addressId: /^\d{1,12}$/.test(text(form, 'addressId')) ? text(form, 'addressId') : 'new',
    saveAddress: text(form, 'saveAddress') === 'on',
    billingDifferent: text(form, 'billingDifferent') === 'on',
    billing: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(form, billingName(field))])) as Record<AddressField, string>,
  };
}

/** A saved address as the checkout form's address values. */
export function savedAddressValues(address: SavedAddress): CheckoutValues['address'] {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as CheckoutValues['address'];
}

const addressInput = (address: CheckoutValues['address']): UsAddressInput => ({
  ...address,
  state: address.state.toUpperCase(),
  company: address.company || null,
  street2: address.street2 || null,
  phone: address.phone || null,
});

/**
 * The checks the server makes, run in the browser as the shopper types and in the action before the
 * BFF is called: email and US address (account-domain), with the same messages; and, in the browser
 * with the test processor's fields (`card`), the card (cart-domain) before it is sent for a token.
 */
export function validateCheckout(values: CheckoutValues, now: Date, options: { card: boolean } = { card: false }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.email) errors.email = ['Email is required.'];
  else if (!isValidEmail(values.email)) errors.email = ['Invalid email address.'];
  for (const [field, messages] of Object.entries(validateUsAddress(addressInput(values.address)))) errors[`address.${field}`] = messages;
  if (values.billingDifferent) {
    for (const [field, messages] of Object.entries(validateUsAddress(addressInput(values.billing)))) errors[`billingAddress.${field}`] = messages;
  }
  if (!options.card) return errors;
  const expiry = parseExpiry(values.cardExpiry);
  const card = checkCard({ number: values.cardNumber, expMonth: expiry?.expMonth ?? 0, expYear: expiry?.expYear ?? 0, cvc: values.cardCvc }, now);
  if (!card.ok) for (const [field, messages] of Object.entries(card.errors)) errors[`card.${field}`] = messages;
  if (!expiry) errors['card.expiry'] = ['Enter the expiry as MM/YY.'];
  return errors;
}

/** The BFF request of a valid form, paid with the processor's one-time token. */
export function placeOrderRequest(values: CheckoutValues, attemptKey: string, expectedTotal: number, paymentToken: string): PlaceOrderRequest {
  const address = addressInput(values.address);
  const billing = addressInput(values.billing);
  return {
    attemptKey,
    email: values.email,
    address: { ...address, company: address.company ?? null, street2: address.street2 ?? null, phone: address.phone ?? null },
    ...(values.billingDifferent
      ? { billingAddress: { ...billing, company: billing.company ?? null, street2: billing.street2 ?? null, phone: billing.phone ?? null } }
      : {}),
    shippingMethod: values.shippingMethod,
    paymentToken,
    expectedTotal,
  };
}

/** What an error answer may echo back into the form: everything but the card (which it never had). */
export function echoValues(values: CheckoutValues): CheckoutValues {
  return { ...values, cardNumber: '', cardExpiry: '', cardCvc: '' };
}

/**
 * What a shopper typed into the server's form before the page hydrated (`typed`, read from the
 * fields) against the values the page was rendered with (`shown`): the values to adopt, and whether
 * the totals must be quoted again (state, zip or shipping method changed), or `null` when nothing
 * was typed. React does not read fields it hydrates: left alone, its next render writes the rendered
 * values back over what was typed.
 */
export function typedBeforeHydration(shown: CheckoutValues, typed: CheckoutValues): { values: CheckoutValues; requote: boolean } | null {
  if (JSON.stringify(shown) === JSON.stringify(typed)) return null;
  const requote = shown.address.state !== typed.address.state || shown.address.zip !== typed.address.zip || shown.shippingMethod !== typed.shippingMethod;
  return { values: typed, requote };
}

/** The BFF's checkout query for a state, a shipping method and a zip: only the parts that are valid. */
export function quoteQuery(state: string | null | undefined, shippingMethod: string | null | undefined, zip?: string | null) {
  const upper = state?.toUpperCase() ?? '';
  return {
    ...(isUsState(upper) ? { state: upper } : {}),
    ...(zip && isUsZip(zip.trim()) ? { zip: zip.trim() } : {}),
    ...(isShippingMethod(shippingMethod) ? { shippingMethod } : {}),
  };
}

export const EMPTY_VALUES: CheckoutValues = {
  email: '',
  address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>,
  shippingMethod: 'standard',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  addressId: 'new',
  saveAddress: false,
  billingDifferent: false,
  billing: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>,
};

/** The form's first values: the signed-in customer's email and default address (the BFF priced that one). */
export function initialValues(view: CheckoutView): CheckoutValues {
  const preferred = view.addresses.find((address) => address.isDefault);
  if (preferred) return { ...EMPTY_VALUES, email: view.email ?? '', address: savedAddressValues(preferred), addressId: String(preferred.id) };
  return { ...EMPTY_VALUES, email: view.email ?? '', address: { ...EMPTY_VALUES.address, state: view.state ?? '' } };
}

/** Form field name → the key of its messages in {@link CheckoutErrors}. */
export const errorKey = (name: string) =>
  name === 'email' ? 'email'
    : name.startsWith('card') ? `card.${name === 'cardNumber' ? 'number' : name === 'cardExpiry' ? 'expiry' : 'cvc'}`
    : name.startsWith('billing.') ? `billingAddress.${name.slice('billing.'.length)}`
    : `address.${name}`;
