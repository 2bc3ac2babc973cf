import { describe, expect, it } from 'vitest';
import { chooserHref, poolChoice, SaveFormSchema } from './save-form.server';

describe('the saved-product form', () => {
  it('reads the Save of product pages and cards (no pool), the chooser and Move (a pool or none), and Remove', () => {
    expect(SaveFormSchema.parse({ sku: 'ABC-1' })).toEqual({ intent: 'save', sku: 'ABC-1' });
    expect(SaveFormSchema.parse({ sku: 'ABC-1', pool: '42', redirectTo: '/x.html' })).toMatchObject({ pool: '42', redirectTo: '/x.html' });
    expect(SaveFormSchema.parse({ intent: 'remove', sku: 'ABC-1' }).intent).toBe('remove');
    // A card's Save is a button of its Add to Cart form (decision 0038): the cart's fields come along.
    expect(SaveFormSchema.parse({ intent: 'save', productId: '12', redirectTo: '/category/pumps.html', sku: 'ABC-1' })).toEqual({ intent: 'save', sku: 'ABC-1', redirectTo: '/category/pumps.html' });
    // Its Save button carries the sku as its own value and sends no intent: a save.
    expect(SaveFormSchema.parse({ productId: '12', redirectTo: '/category/pumps.html', sku: 'ABC-1' })).toEqual({ intent: 'save', sku: 'ABC-1', redirectTo: '/category/pumps.html' });
    expect(poolChoice(undefined)).toBeUndefined();
    expect(poolChoice('none')).toBeNull();
    expect(poolChoice('42')).toBe(42);
  });

  it('refuses a pool that is not an id or none, and a missing sku', () => {
    for (const pool of ['', '0', '-1', '1.5', 'abc', '12345678901', 'none ']) {
      expect(SaveFormSchema.safeParse({ sku: 'ABC-1', pool }).success, pool).toBe(false);
    }
    expect(SaveFormSchema.safeParse({ pool: '1' }).success).toBe(false);
    expect(SaveFormSchema.safeParse({ sku: 'A', intent: 'move' }).success).toBe(false);
  });

  it('sends the chooser the product and the page to come back to', () => {
    const url = new URL(chooserHref('ABC-1', '/pump.html?x=1&y=2'), 'http://store.test');
    expect(url.pathname).toBe('/account/saved-products/save');
    expect(url.searchParams.get('sku')).toBe('ABC-1');
    expect(url.searchParams.get('redirectTo')).toBe('/pump.html?x=1&y=2');
  });
});
