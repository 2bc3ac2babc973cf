import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { AccountAccessService } from './account-access.service.js';
import type { CustomerService } from './customers.service.js';
import { tokenOf } from './tokens.js';

const s = initServer();

export function accountAccessRouter(service: AccountAccessService, customers: Pick<CustomerService, 'byToken'>) {
  return s.router(upstreamContract.accountAccess, {
    register: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      const registration = await service.register(body);
      if (registration.kind === 'existing') return { status: 202, body: undefined };
      return { status: 201, body: { user: registration.user, token: registration.token } };
    },
    forgot: async ({ body }) => {
      await service.forgot(body.email);
      return { status: 202, body: undefined };
    },
    reset: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await service.reset(body) };
    },
    requestLoginLink: async ({ body }) => {
      await service.requestLoginLink(body.email, body.redirect);
      return { status: 202, body: undefined };
    },
    loginWithLink: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await service.loginWithLink(body.token) };
    },
    loginToken: async ({ headers, body, res }) => {
      res.set('cache-control', 'no-store');
      // The bearer's own customer: a token never signs anyone in as the customer staff act for.
      const customer = await customers.byToken(tokenOf(headers.authorization));
      return { status: 201, body: await service.loginToken(customer.id, body.redirectUrl) };
    },
  });
}
