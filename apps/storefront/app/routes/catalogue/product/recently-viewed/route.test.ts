import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { action } from './route';

const post = (body: URLSearchParams | string) =>
  action({ request: new Request('http://localhost/resources/recently-viewed', { method: 'POST', body }), context: {} as AppLoadContext, params: {} });

describe('POST /resources/recently-viewed', () => {
  it('answers 400 with a message, calling nothing, for a missing or malformed productId', async () => {
    for (const body of [new URLSearchParams(), new URLSearchParams({ productId: 'abc' }), new URLSearchParams({ productId: '-3' }), new URLSearchParams({ productId: '1.5' }), new URLSearchParams({ productId: '99999999999' })]) {
      const response = await post(body);
      expect(response.status, body.toString()).toBe(400);
      expect(await response.json()).toEqual({ title: 'productId must be a positive whole number.' });
    }
  });
});
