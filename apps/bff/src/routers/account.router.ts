import { bffContract, type AccountView, type Customer } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, Response } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import { forgetRefusedCustomer, requireCustomer, TOKEN_EXPIRED, type SignedInCustomer } from '../session/customer-auth.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

export interface AccountDeps {
  client: CommerceClient;
  validateResponses?: boolean;
}

/** What the account pages show of a customer: never the token or the customer id. */
export function accountView(customer: Customer): AccountView {
  return {
    firstName: customer.first_name,
    lastName: customer.last_name,
    email: customer.email,
    phone: customer.phone,
    company: customer.company,
    enableEmailNotify: customer.enable_email_notify,
    addresses: customer.addresses,
  };
}

/** The success line of a password change (the spec has none; ours, shown on the settings page). */
export const PASSWORD_CHANGED = 'Your password was changed. Other devices were signed out.';

/**
 * The signed-in customer's profile, settings and address book (spec account.md 2, 7). The customer
 * is the session's; the browser names only an address id, which commerce-api looks up within that
 * customer (another customer's id is a 404). A token refused upstream signs the session out (401).
 */
export function mountAccountRoutes(app: IRouter, deps: AccountDeps): void {
  const { client } = deps;
  const s = initServer();

  /** One authenticated call: 401 upstream forgets the customer; any other 4xx passes through as its problem. */
  async function call<R extends { status: number; body: unknown }>(
    req: Request,
    send: (customer: SignedInCustomer, commerce: CommerceClient) => Promise<R>,
  ): Promise<R> {
    const customer = await requireCustomer(req.session);
    const response = await send(customer, clientFor(client, req));
    if (statusOf(response) === 401) {
      await forgetRefusedCustomer(req.session);
      throw new HttpProblem(401, TOKEN_EXPIRED, { title: TOKEN_EXPIRED });
    }
    return response;
  }

  /** A call that answers the customer (a read or a change), answered with the account view (`created`: a 201 upstream). */
  async function accountAnswer<R extends { status: number; body: unknown }>(
    req: Request,
    res: Response,
    send: (customer: SignedInCustomer, commerce: CommerceClient) => Promise<R>,
    created = false,
  ) {
    setCacheControl(res, PRIVATE);
    const response = (await call(req, send)) as { status: number; body: Customer };
    return { status: 200 as const, body: accountView(expectStatus(response, created ? 201 : 200)) };
  }

  const router = s.router(bffContract.account, {
    get: async ({ req, res }) => accountAnswer(req, res, (customer, commerce) => commerce.customer.customer({ headers: customer.headers })),

    createAddress: async ({ body, req, res }) =>
      accountAnswer(req, res, (customer, commerce) => commerce.account.createAddress({ headers: customer.headers, body }), true),

    updateAddress: async ({ params, body, req, res }) =>
      accountAnswer(req, res, (customer, commerce) => commerce.account.updateAddress({ params, headers: customer.headers, body })),

    deleteAddress: async ({ params, req, res }) =>
      accountAnswer(req, res, (customer, commerce) => commerce.account.deleteAddress({ params, headers: customer.headers })),

    updateProfile: async ({ body, req, res }) =>
      accountAnswer(req, res, (customer, commerce) => commerce.account.updateProfile({ headers: customer.headers, body })),

    updatePassword: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const response = await call(req, (customer, commerce) => commerce.account.updatePassword({ headers: customer.headers, body }));
      const customer = expectStatus(response, 200);
      // Other sessions lost their tokens upstream; this one keeps its token under a new session id.
      await req.session.rotate((record) => record);
      return { status: 200 as const, body: { account: accountView(customer), message: PASSWORD_CHANGED } };
    },

    updateEmailNotify: async ({ body, req, res }) =>
      accountAnswer(req, res, (customer, commerce) => commerce.account.updateEmailNotify({ headers: customer.headers, body })),
  });

  createExpressEndpoints(bffContract.account, router, app, endpointOptions(deps.validateResponses));
}
