import { describe, expect, it } from 'vitest';
import {
  AddCartItemBodySchema, HandleFileSchema, cachePurgeChannel, HandleSchema, MenuSchema, PriceViewSchema, ProblemSchema, bffContract,
  upstreamContract,
} from './index.js';

describe('problem+json', () => {
  it('accepts an RFC 9457 body with a field error map', () => {
    const problem = ProblemSchema.parse({ title: 'Bad Request', status: 400, errors: { quantity: ['quantity must be a number'] } });
    expect(problem.type).toBe('about:blank');
  });
  it('rejects a non-error status', () => {
    expect(ProblemSchema.safeParse({ title: 'OK', status: 200 }).success).toBe(false);
  });
});

describe('upstream contract', () => {
  it('keeps the spec paths of the calls it makes', () => {
    expect(upstreamContract.catalog.menu.path).toBe('/menu.json');
    expect(upstreamContract.catalog.attributes.path).toBe('/attributes.json');
    expect(upstreamContract.catalog.productCache.path).toBe('/api/v1/cache/:sku');
    expect(upstreamContract.cart.createCart.path).toBe('/api/v1/carts/:sessionId');
    expect(upstreamContract.cart.updateItem).toMatchObject({ method: 'PUT', path: '/api/v1/carts/:cartId/items/:itemId' });
    expect(upstreamContract.customer.customer.path).toBe('/api/customer');
  });

  it('takes a handle as its {handle}.json file name', () => {
    expect(HandleFileSchema.safeParse('pool-nets.json').success).toBe(true);
    expect(HandleFileSchema.safeParse('blog%2Fhow-to.json').success).toBe(true);
    expect(HandleFileSchema.safeParse('pool-nets').success).toBe(false);
  });

  it('refuses cart quantities outside 1..500 with a clear message', () => {
    const tooMany = AddCartItemBodySchema.safeParse({ product_id: 1, quantity: 501 });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe('quantity may be at most 500');
    expect(AddCartItemBodySchema.safeParse({ product_id: 1, quantity: '2' }).success).toBe(false);
    expect(AddCartItemBodySchema.safeParse({ product_id: 1, quantity: 1 }).success).toBe(true);
  });

  it('parses a recursive menu', () => {
    const menu = MenuSchema.parse({ items: [{ id: 1, title: 'Pumps', url: 'pumps', children: [{ id: 2, title: 'Pool Pumps', url: 'pool-pumps', children: [] }] }] });
    expect(menu.items[0]?.children[0]?.title).toBe('Pool Pumps');
  });

  it('tells page kinds apart by type', () => {
    const diagram = { name: 'Hayward Super Pump', handle: 'hayward-super-pump', type: 'Pump', brand: 'Hayward', url: '/hayward-super-pump.html' };
    const image = { url: '/images/diagrams/hayward-super-pump.svg', width: 600, height: 600, alt: 'Hayward Super Pump' };
    expect(HandleSchema.safeParse({ type: 'diagram', diagram: { ...diagram, image, parts: [] } }).success).toBe(true);
    // A diagram page cannot be drawn without its drawing and numbered parts.
    expect(HandleSchema.safeParse({ type: 'diagram', diagram }).success).toBe(false);
    expect(HandleSchema.safeParse({ type: 'recipe' }).success).toBe(false);
  });
});

describe('bff contract', () => {
  it('never carries an amount in a hidden price', () => {
    const hidden = PriceViewSchema.parse({ visibility: 'hidden', message: 'Available in store. Call for details', phoneLabel: 'In store phone sales', price: 1999 });
    expect(hidden).not.toHaveProperty('price');
  });

  it("reads a staff route's row id as a number, and any other segment as an unknown row", () => {
    const params = bffContract.staff.audit.pathParams;
    expect(params.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    for (const id of ['0', '012', '2147483648', '12a']) {
      expect(params.safeParse({ id }).error?.issues[0]?.message).toBe('unknown customer');
    }
  });

  it('lets the cart line quantity reach 0 (remove) but not below', () => {
    const body = bffContract.cart.updateItem.body;
    expect(body.safeParse({ quantity: 0 }).success).toBe(true);
    expect(body.safeParse({ quantity: -1 }).success).toBe(false);
  });
});

describe('cachePurgeChannel', () => {
  it('names the Redis database in the channel, database 0 when the URL names none', () => {
    expect(cachePurgeChannel('redis://127.0.0.1:6379/3')).toBe('pool:cache-purge:3');
    expect(cachePurgeChannel('redis://127.0.0.1:6379')).toBe('pool:cache-purge:0');
    expect(cachePurgeChannel('rediss://user:secret@cache.example:6380/12?tls=true')).toBe('pool:cache-purge:12');
    expect(cachePurgeChannel('not a url')).toBe('pool:cache-purge:0');
  });
});
