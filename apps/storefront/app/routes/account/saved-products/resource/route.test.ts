import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { action } from './route';

const post = (body: string) =>
  new Request('http://store.test/resources/saved-product', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('POST /resources/saved-product', () => {
  it('answers a form without a sku 400 with its message (a resource route keeps the status)', async () => {
    // Refused before any BFF call: the context is never read.
    const response = await action({ request: post('productId=12&redirectTo=%2Fcategory%2Fpumps.html'), context: {} as AppLoadContext, params: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request.' });
  });
});
