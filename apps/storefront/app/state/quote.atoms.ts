import { quoteQuantity } from '@pool/cart-domain';
import { atom } from 'jotai';

/**
 * The quote request being built (spec shopping.md 2-4): its products, kept in sessionStorage so they
 * survive navigation and reloads, the flyout's open flag, the form's values and whether the success
 * view shows. Client state only (product pages are public cached pages: nothing of it is rendered on
 * the server).
 */

/** A product of the quote request (spec: id, handle, name, image_url, price, quantity); price in cents, null when hidden. */
export interface QuoteItem {
  id: number;
  sku: string;
  handle: string;
  name: string;
  imageUrl: string;
  price: number | null;
  quantity: number;
}

export interface QuoteFormValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
}

export const EMPTY_QUOTE_FORM: QuoteFormValues = { name: '', company: '', email: '', phone: '', message: '' };

/** The sessionStorage key of the quote request's products. */
export const QUOTE_STORAGE_KEY = 'pool.quote-request';

function isQuoteItem(value: unknown): value is QuoteItem {
  const v = value as Partial<QuoteItem> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'number' && typeof v.sku === 'string' && typeof v.name === 'string'
    && typeof v.quantity === 'number' && (v.price === null || typeof v.price === 'number');
}

/** Reads the stored products; anything unreadable is an empty request. */
export function readStoredQuoteItems(text: string | null): QuoteItem[] {
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? parsed.filter(isQuoteItem).map((item) => ({ ...item, quantity: quoteQuantity(item.quantity) })) : [];
  } catch {
    return [];
  }
}

const storedItemsAtom = atom<QuoteItem[] | null>(null);

function persist(items: QuoteItem[]): void {
  try {
    window.sessionStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or refused (private mode): the request still lives in memory.
  }
}

/** The quote request's products: read from sessionStorage on first use in the browser. */
export const quoteItemsAtom = atom(
  (get) => {
    const items = get(storedItemsAtom);
    if (items !== null || typeof window === 'undefined') return items ?? [];
    try {
      return readStoredQuoteItems(window.sessionStorage.getItem(QUOTE_STORAGE_KEY));
    } catch {
      return [];
    }
  },
  (_get, set, items: QuoteItem[]) => {
    set(storedItemsAtom, items);
    persist(items);
  },
);

export const quoteDrawerOpenAtom = atom(false);
export const quoteFormAtom = atom<QuoteFormValues>(EMPTY_QUOTE_FORM);
/** The success view shows; the next add starts a new request (spec 4). */
export const quoteSubmittedAtom = atom(false);

/** Adds a product (or more of it) and opens the flyout; after a success, the request starts over. */
export const addToQuoteAtom = atom(null, (get, set, item: Omit<QuoteItem, 'quantity'> & { quantity?: number }) => {
  const submitted = get(quoteSubmittedAtom);
  if (submitted) {
    set(quoteFormAtom, EMPTY_QUOTE_FORM);
    set(quoteSubmittedAtom, false);
  }
  const current = submitted ? [] : get(quoteItemsAtom);
  const quantity = quoteQuantity(item.quantity ?? 1);
  const known = current.some((line) => line.id === item.id);
  set(quoteItemsAtom, known
    ? current.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + quantity } : line))
    : [...current, { ...item, quantity }]);
  set(quoteDrawerOpenAtom, true);
});

/** Sets a product's quantity (never below 1, no maximum). */
export const setQuoteQuantityAtom = atom(null, (get, set, { id, quantity }: { id: number; quantity: number | string }) => {
  set(quoteItemsAtom, get(quoteItemsAtom).map((line) => (line.id === id ? { ...line, quantity: quoteQuantity(quantity) } : line)));
});

export const removeFromQuoteAtom = atom(null, (get, set, id: number) => {
  set(quoteItemsAtom, get(quoteItemsAtom).filter((line) => line.id !== id));
});
