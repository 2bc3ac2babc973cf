import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { AccountAccessService } from './account-access.service.js';

const s = initServer();

export function accountAccessRouter(service: AccountAccessService) {
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
  });
}
