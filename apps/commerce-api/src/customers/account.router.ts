import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { AccountService } from './account.service.js';
import { tokenOf } from './tokens.js';

const s = initServer();

/** The address book and settings of the token's customer (spec account.md 7); personal, never cached. */
export function accountRouter(account: AccountService) {
  return s.router(upstreamContract.account, {
    createAddress: async ({ headers, body, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 201, body: await account.createAddress(tokenOf(headers.authorization), headers['user-id'], body) };
    },
    updateAddress: async ({ headers, params, body, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await account.updateAddress(tokenOf(headers.authorization), headers['user-id'], params.id, body) };
    },
    deleteAddress: async ({ headers, params, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await account.deleteAddress(tokenOf(headers.authorization), headers['user-id'], params.id) };
    },
    updateProfile: async ({ headers, body, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await account.updateProfile(tokenOf(headers.authorization), headers['user-id'], body) };
    },
    updatePassword: async ({ headers, body, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await account.updatePassword(tokenOf(headers.authorization), body) };
    },
    updateEmailNotify: async ({ headers, body, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await account.updateEmailNotify(tokenOf(headers.authorization), headers['user-id'], body.enable_email_notify) };
    },
  });
}
