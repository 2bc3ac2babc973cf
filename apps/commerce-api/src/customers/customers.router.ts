import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { PoolService } from '../pools/pools.service.js';
import type { CustomerService } from './customers.service.js';
import { tokenOf } from './tokens.js';

const s = initServer();

export function customerRouter(customers: CustomerService, pools: Pick<PoolService, 'count' | 'equipmentCount'>) {
  return s.router(upstreamContract.customer, {
    login: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await customers.login(body.email, body.password) };
    },
    logout: async ({ headers }) => {
      await customers.logout(tokenOf(headers.authorization));
      return { status: 204, body: undefined };
    },
    customer: async ({ headers, res }) => {
      res.set('cache-control', 'private, no-store');
      const customer = await customers.currentWithSaved(tokenOf(headers.authorization), headers['user-id']);
      // The drawer says My Pool for exactly one pool (spec site-shell.md 2.10).
      // Equipment on a pool turns on the 'Fits your …' badges (docs/decisions/0032).
      const [poolCount, equipmentCount] = await Promise.all([pools.count(customer.id), pools.equipmentCount(customer.id)]);
      return { status: 200, body: { ...customer, pool_count: poolCount, equipment_count: equipmentCount } };
    },
  });
}
