import { decodeReturnOrderLink, encodeReturnOrderLink } from '@pool/account-domain';
import { bffContract, type ReturnOrder } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { relay } from '../http/relay.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import type { ShopperGuards } from '../http/shopper-limits.js';
import { customerAuthHeaders } from '../session/acting.js';
import type { SessionContext } from '../session/session-context.js';
import { sessionBoundKey } from '../session/session-bound-key.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

export interface ReturnsDeps {
  client: CommerceClient;
  /** The lookup form and a return link guess an order's number and email: limited as the order lookup (0051). */
  guards: Pick<ShopperGuards, 'orderLookup'>;
  validateResponses?: boolean;
}

/** The spec's order lookup failure (account.md 8). */
const orderNotFound = () => new HttpProblem(404, 'No order matches.', { title: 'Error getting order.' });
const returnNotFound = () => new HttpProblem(404, 'No return matches.');

type AccessHeaders = { authorization?: string; 'user-id'?: string; 'x-order-email'?: string };

/** The bearer header of the signed-in customer (with `user-id` while staff act for one), or null for a guest. */
async function customerHeaders(session: SessionContext): Promise<AccessHeaders | null> {
  const record = (await session.current())?.record;
  if (!record?.token || record.customerId == null || !(await session.viewer()).signedIn) return null;
  // While staff act as a customer, the customer's returns (docs/decisions/0030).
  return customerAuthHeaders(record);
}

/** The signed-in customer's headers, or a 401 saying `detail` for a guest. */
async function signedInHeaders(session: SessionContext, detail: string): Promise<AccessHeaders & { authorization: string }> {
  const customer = await customerHeaders(session);
  if (!customer?.authorization) throw new HttpProblem(401, detail, { title: 'Token is expired or incorrect.' });
  return { ...customer, authorization: customer.authorization };
}

/**
 * How commerce-api is asked about an order: with the email a guest proved for it in this session
 * (it works for the signed in too, e.g. a guest order of theirs), else as the signed-in customer.
 */
async function orderAccess(session: SessionContext, orderId: number): Promise<AccessHeaders> {
  const access = (await session.current())?.record.returnAccess.find((a) => a.orderId === orderId);
  if (access) return { 'x-order-email': access.email };
  const customer = await customerHeaders(session);
  if (!customer) throw orderNotFound();
  return customer;
}

/** The idempotency key commerce-api gets: the storefront's attempt key bound to this session. */
export function upstreamReturnKey(sessionPublicId: string, attemptKey: string): string {
  return sessionBoundKey({ scope: 'return', sessionPublicId, key: attemptKey });
}

/**
 * Returns (docs/decisions/0027). A guest proves an order with its number and email once (the lookup
 * form or the return link); the session then remembers the pair, so later calls never take an email
 * from the browser. The signed-in customer's calls carry their token; commerce-api answers 404 for
 * anyone else's order or return.
 */
export function mountReturnRoutes(app: IRouter, deps: ReturnsDeps): void {
  const { client } = deps;
  const s = initServer();

  app.post('/v1/returns/lookup', deps.guards.orderLookup);
  app.get('/v1/returns/link/:encoded', deps.guards.orderLookup);

  /** Opens an order as a guest holding its email and remembers the pair in the session. */
  async function openAsGuest(req: Request, orderId: number, email: string): Promise<ReturnOrder> {
    const answer = await clientFor(client, req).returns.order({ params: { encoded: encodeReturnOrderLink(orderId, email) }, headers: {} });
    if (statusOf(answer) === 404) throw orderNotFound();
    const order = expectStatus(answer, 200);
    await req.session.update((record) => ({
      ...record,
      returnAccess: [{ orderId: order.id, email: order.email }, ...record.returnAccess.filter((a) => a.orderId !== order.id)].slice(0, 10),
    }));
    return order;
  }

  /** A return by id: as the signed-in customer, else with each email this session proved (a guest's return). */
  async function findReturn<T>(req: Request, id: string, call: (headers: AccessHeaders) => Promise<{ status: number; body: unknown }>): Promise<T> {
    const customer = await customerHeaders(req.session);
    const emails = [...new Set((await req.session.current())?.record.returnAccess.map((a) => a.email) ?? [])];
    for (const headers of [...(customer ? [customer] : []), ...emails.map((email) => ({ 'x-order-email': email }))]) {
      const answer = await call(headers);
      if (answer.status === 404) continue;
      return expectStatus(answer as { status: 200; body: T }, 200);
    }
    throw returnNotFound();
  }

  const router = s.router(bffContract.returns, {
    orders: ({ req, res }) =>
      relay(res, PRIVATE, 200, async () => clientFor(client, req).returns.orders({ headers: await signedInHeaders(req.session, 'Sign in to see your orders.') })),

    lookup: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: await openAsGuest(req, Number(body.orderNumber.replace(/^#/, '')), body.email) };
    },

    link: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const link = decodeReturnOrderLink(params.encoded);
      if (!link) throw orderNotFound();
      return { status: 200, body: await openAsGuest(req, link.orderId, link.email) };
    },

    order: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await orderAccess(req.session, Number(params.orderId));
      const answer = await clientFor(client, req).returns.order({ params: { encoded: params.orderId }, headers });
      if (statusOf(answer) === 404) throw orderNotFound();
      return { status: 200, body: expectStatus(answer, 200) };
    },

    shippingRate: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await orderAccess(req.session, body.orderId);
      return { status: 200, body: expectStatus(await clientFor(client, req).returns.shippingRate({ body, headers }), 200) };
    },

    create: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const { attemptKey, ...ret } = body;
      const headers = await orderAccess(req.session, body.orderId);
      const session = await req.session.currentOrNew();
      const answer = await clientFor(client, req).returns.create({
        body: ret, headers: { ...headers, 'idempotency-key': upstreamReturnKey(session.publicId, attemptKey) },
      });
      const status = statusOf(answer);
      const created = expectStatus(answer, status === 201 ? 201 : 200);
      return status === 201 ? { status: 201 as const, body: created } : { status: 200 as const, body: created };
    },

    list: ({ req, res }) =>
      relay(res, PRIVATE, 200, async () => clientFor(client, req).returns.list({ headers: await signedInHeaders(req.session, 'Sign in to see your returns.') })),

    get: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: await findReturn(req, params.id, (headers) => clientFor(client, req).returns.get({ params, headers })) };
    },

    label: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200, body: await findReturn(req, params.id, (headers) => clientFor(client, req).returns.label({ params, headers })) };
    },
  });

  createExpressEndpoints(bffContract.returns, router, app, endpointOptions(deps.validateResponses));
}
