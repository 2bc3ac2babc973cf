import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { CustomerService } from '../customers/customers.service.js';
import { customerOf, type CustomerHeaders } from '../customers/customer-of.js';
import { noStore } from '../http/cache-control.js';
import type { PoolService } from './pools.service.js';

const s = initServer();

/** Pool profiles, water tests and photos: the token's customer (or the one staff act for) owns them. */
export function poolsRouter(pools: PoolService, customers: CustomerService) {
  const owner = async (headers: CustomerHeaders) => (await customerOf(customers, headers)).id;

  return s.router(upstreamContract.pools, {
    list: async ({ headers, res }) => { noStore(res); return { status: 200, body: { data: await pools.list(await owner(headers)) } }; },
    create: async ({ headers, body }) => ({ status: 201, body: await pools.create(await owner(headers), body) }),
    profiles: async ({ headers, res }) => { await owner(headers); noStore(res); return { status: 200, body: await pools.profiles() }; },
    factors: async ({ headers, res }) => { await owner(headers); noStore(res); return { status: 200, body: pools.factors() }; },
    fits: async ({ headers, query, res }) => { noStore(res); return { status: 200, body: { data: await pools.fits(await owner(headers), query.products) } }; },
    parts: async ({ headers, params, res }) => { noStore(res); return { status: 200, body: await pools.parts(await owner(headers), params.id) }; },
    get: async ({ headers, params, res }) => { noStore(res); return { status: 200, body: await pools.get(await owner(headers), params.id) }; },
    update: async ({ headers, params, body }) => ({ status: 200, body: await pools.update(await owner(headers), params.id, body) }),
    remove: async ({ headers, params }) => { await pools.remove(await owner(headers), params.id); return { status: 204, body: undefined }; },
    tests: async ({ headers, params, query, res }) => { noStore(res); return { status: 200, body: await pools.tests(await owner(headers), params.id, query.page) }; },
    createTest: async ({ headers, params, body }) => ({ status: 201, body: await pools.createTest(await owner(headers), params.id, body) }),
    getTest: async ({ headers, params, res }) => { noStore(res); return { status: 200, body: await pools.getTest(await owner(headers), params.id, params.testId) }; },
    updateTest: async ({ headers, params, body }) => ({ status: 200, body: await pools.updateTest(await owner(headers), params.id, params.testId, body) }),
    treatment: async ({ headers, params, body }) => ({ status: 200, body: await pools.treatment(await owner(headers), params.id, params.testId, body) }),
    conditions: async ({ headers, params, res }) => { noStore(res); return { status: 200, body: await pools.conditions(await owner(headers), params.id) }; },
    addPhoto: async ({ headers, params, body }) => ({ status: 201, body: await pools.addPhoto(await owner(headers), params.id, body.image) }),
    removePhoto: async ({ headers, params }) => { await pools.removePhoto(await owner(headers), params.id); return { status: 204, body: undefined }; },
  });
}
