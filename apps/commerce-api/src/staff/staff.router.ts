import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import { tokenOf } from '../customers/tokens.js';
import type { SignInCartService } from '../carts/sign-in-cart.js';
import type { StaffService } from './staff.service.js';

const s = initServer();

export function staffRouter(staff: StaffService, signInCart: SignInCartService) {
  return s.router(upstreamContract.staff, {
    searchCustomers: async ({ headers, query, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await staff.search(tokenOf(headers.authorization), query) };
    },
    session: async ({ headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await staff.session(tokenOf(headers.authorization), headers['user-id']) };
    },
    startActing: async ({ headers, body, req, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await staff.startActing(tokenOf(headers.authorization), body.customer_id, String(req.id)) };
    },
    stopActing: async ({ headers, query, req }) => {
      await staff.stopActing(tokenOf(headers.authorization), headers['user-id'], String(req.id), query.expired);
      return { status: 204, body: undefined };
    },
    recordWrite: async ({ headers, body, req }) => {
      return { status: 201, body: await staff.recordWrite(tokenOf(headers.authorization), headers['user-id'], body, String(req.id)) };
    },
    recordOutcome: async ({ headers, params, body }) => {
      await staff.recordOutcome(tokenOf(headers.authorization), headers['user-id'], params.entryId, body.status);
      return { status: 204, body: undefined };
    },
    audit: async ({ headers, params, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: { data: await staff.audit(tokenOf(headers.authorization), params.id) } };
    },
    customerCart: async ({ headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: { cart_id: await staff.customerCart(tokenOf(headers.authorization), headers['user-id']) } };
    },
    signInCart: async ({ headers, body, res }) => {
      res.set('cache-control', 'no-store');
      const customer = await staff.signedIn(tokenOf(headers.authorization));
      return { status: 200, body: await signInCart.forSignIn(customer.id, body.guest_cart_id) };
    },
    preview: async ({ headers, query, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await staff.preview(tokenOf(headers.authorization), query.handle) };
    },
    changeProduct: async ({ headers, params, body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await staff.changeProduct(tokenOf(headers.authorization), params.id, body) };
    },
  });
}
