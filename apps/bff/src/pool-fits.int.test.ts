import { FitsViewSchema, PoolPartsViewSchema, PoolSchema, SearchPageViewSchema, CategoryListingViewSchema } from '@pool/api-contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './test/stack.js';
import { sessionCookie } from './test/support.js';

const stack = useStack({ commerce: { size: 60 } });

let owner: string;
let other: string;
let pump: { id: number; name: string; handle: string };
let partIds: number[];

const POOL = { name: 'Backyard', gallons: 15_000, surface: 'plaster', sanitizer_type: 'liquid_chlorine', location: 'outdoor', type: 'pool' };
const register = async (email: string) => sessionCookie(await request(stack.bff).post('/v1/session/register')
  .send({ first_name: 'Fitz', last_name: 'Parts', email, password: 'a-long-enough-password-1' }).expect(200));

beforeAll(async () => {
  owner = await register('fits.owner.bff@example.com');
  other = await register('fits.other.bff@example.com');
  pump = (await stack.commerce.diagrams()).find((d) => d.equipmentType === 'Pump')!;
  partIds = await stack.commerce.diagramProductIds(pump.id);
}, 240_000);

describe("'Fits your …' and 'Fits my pool' (docs/decisions/0032)", () => {
  let poolId: number;

  it('turns on hasEquipment in the viewer once a pool names equipment', async () => {
    expect((await request(stack.bff).get('/v1/session').set('cookie', owner).expect(200)).body.viewer.hasEquipment).toBeUndefined();
    poolId = PoolSchema.parse((await request(stack.bff).post('/v1/pools').set('cookie', owner).send({ ...POOL, equipment: { pump: pump.id } }).expect(200)).body).id;
    expect((await request(stack.bff).get('/v1/session').set('cookie', owner).expect(200)).body.viewer.hasEquipment).toBe(true);
  });

  it('answers which of the asked products fit, once each, privately; 401 for a guest, 400 for a bad list', async () => {
    const [first, second] = partIds;
    const answer = await request(stack.bff).get(`/v1/pools/fits?products=${first},${second},999999`).set('cookie', owner).expect(200);
    expect(answer.headers['cache-control']).toMatch(/private/);
    const fits = FitsViewSchema.parse(answer.body).data;
    expect(fits.map((f) => f.productId).sort()).toEqual([first, second].sort());
    expect(fits[0]).toMatchObject({ model: expect.any(String), poolName: 'Backyard', diagramHref: `/${pump.handle}.html` });
    expect(pump.name.endsWith(fits[0]!.model)).toBe(true);
    expect(FitsViewSchema.parse((await request(stack.bff).get(`/v1/pools/fits?products=${first}`).set('cookie', other).expect(200)).body).data).toEqual([]);
    await request(stack.bff).get(`/v1/pools/fits?products=${first}`).expect(401);
    await request(stack.bff).get('/v1/pools/fits?products=a,b').set('cookie', owner).expect(400);
    await request(stack.bff).get('/v1/pools/fits').set('cookie', owner).expect(400);
  });

  it("lists a pool's replacement parts as priced cards; another customer's pool is 404, a guest 401", async () => {
    const answer = await request(stack.bff).get(`/v1/pools/${poolId}/parts`).set('cookie', owner).expect(200);
    expect(answer.headers['cache-control']).toMatch(/private/);
    const parts = PoolPartsViewSchema.parse(answer.body);
    expect(parts.equipment).toHaveLength(1);
    expect(parts.equipment[0]).toMatchObject({ slot: 'pump', diagramHref: `/${pump.handle}.html` });
    expect(parts.equipment[0]!.parts.length).toBeGreaterThan(0);
    for (const part of parts.equipment[0]!.parts) expect(partIds).toContain(part.product.id);
    await request(stack.bff).get(`/v1/pools/${poolId}/parts`).set('cookie', other).expect(404);
    await request(stack.bff).get(`/v1/pools/${poolId}/parts`).expect(401);
    // A path that cannot name a pool is a 404 in the BFF (http/errors.ts); bad query input is 400 (above).
    await request(stack.bff).get('/v1/pools/nope/parts').set('cookie', owner).expect(404);
  });

  it("filters search results to the customer's parts (fits=mine), privately; members see the toggle, guests neither", async () => {
    const [first] = partIds;
    const product = await stack.commerce.product(first!);
    const text = encodeURIComponent(product!.title.split(' ').slice(-2).join(' '));
    const all = SearchPageViewSchema.parse((await request(stack.bff).get(`/v1/catalog/search?q=${text}`).set('cookie', owner).expect(200)).body);
    expect(all.listing.fits).toEqual({ active: false });
    const mineAnswer = await request(stack.bff).get(`/v1/catalog/search?q=${text}&fits=mine`).set('cookie', owner).expect(200);
    expect(mineAnswer.headers['cache-control']).toBe('private, no-store');
    const mine = SearchPageViewSchema.parse(mineAnswer.body);
    expect(mine.listing.fits).toEqual({ active: true });
    expect(mine.listing.total).toBeGreaterThan(0);
    expect(mine.listing.total).toBeLessThanOrEqual(all.listing.total);
    for (const card of mine.listing.products) expect(partIds).toContain(card.id);
    // Someone without equipment: nothing fits.
    expect(SearchPageViewSchema.parse((await request(stack.bff).get(`/v1/catalog/search?q=${text}&fits=mine`).set('cookie', other).expect(200)).body).listing.total).toBe(0);
    const guest = await request(stack.bff).get(`/v1/catalog/search?q=${text}`).expect(200);
    expect(guest.body.listing.fits).toBeUndefined();
    await request(stack.bff).get(`/v1/catalog/search?q=${text}&fits=mine`).expect(401);
    await request(stack.bff).get(`/v1/catalog/search?q=${text}&fits=yours`).set('cookie', owner).expect(400);
  });

  it('filters a category the same way', async () => {
    const answer = await request(stack.bff).get('/v1/catalog/category/parts?fits=mine').set('cookie', owner).expect(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const view = CategoryListingViewSchema.parse(answer.body);
    expect(view.listing.fits).toEqual({ active: true });
    expect(view.listing.total).toBeGreaterThan(0);
    for (const card of view.listing.products) expect(partIds).toContain(card.id);
    await request(stack.bff).get('/v1/catalog/category/parts?fits=mine').expect(401);
  });
});
