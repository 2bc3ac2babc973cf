import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  addToQuoteAtom, quoteDrawerOpenAtom, quoteFormAtom, quoteItemsAtom, quoteSubmittedAtom, readStoredQuoteItems, removeFromQuoteAtom, setQuoteQuantityAtom,
} from './quote.atoms';

const pump = { id: 7, sku: 'PUMP-7', handle: 'pump-7', name: 'Pump 7', imageUrl: '/images/products/PUMP-7.svg', price: 49_900 };
const filter = { ...pump, id: 8, sku: 'FILTER-8', name: 'Filter 8', price: null };

describe('quote request atoms', () => {
  it('adds products (more of one already there), opens the flyout, keeps quantities at 1 or more', () => {
    const store = createStore();
    store.set(addToQuoteAtom, pump);
    store.set(addToQuoteAtom, filter);
    store.set(addToQuoteAtom, { ...pump, quantity: 2 });
    expect(store.get(quoteDrawerOpenAtom)).toBe(true);
    expect(store.get(quoteItemsAtom).map((i) => [i.id, i.quantity])).toEqual([[7, 3], [8, 1]]);
    store.set(setQuoteQuantityAtom, { id: 7, quantity: 0 });
    store.set(setQuoteQuantityAtom, { id: 8, quantity: '12' });
    expect(store.get(quoteItemsAtom).map((i) => i.quantity)).toEqual([1, 12]);
    store.set(removeFromQuoteAtom, 7);
    expect(store.get(quoteItemsAtom).map((i) => i.id)).toEqual([8]);
  });

  it('starts a new request on the next add after a success', () => {
    const store = createStore();
    store.set(addToQuoteAtom, pump);
    store.set(quoteFormAtom, { name: 'Ada', company: '', email: 'ada@example.com', phone: '', message: 'Hi' });
    store.set(quoteSubmittedAtom, true);
    store.set(addToQuoteAtom, filter);
    expect(store.get(quoteSubmittedAtom)).toBe(false);
    expect(store.get(quoteFormAtom).name).toBe('');
    expect(store.get(quoteItemsAtom).map((i) => i.id)).toEqual([8]);
  });

  it('reads only well-formed stored products', () => {
    expect(readStoredQuoteItems('not json')).toEqual([]);
    expect(readStoredQuoteItems(JSON.stringify([{ ...pump, quantity: 0 }, { id: 'x' }]))).toEqual([{ ...pump, quantity: 1 }]);
  });
});
