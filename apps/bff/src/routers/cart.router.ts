import { createHash } from 'node:crypto';
import { bffContract, type Cart } from '@pool/api-contract';
import { cartIdForAdd, decideLineQuantity } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, Response } from 'express';
import { requestValidationProblem } from '../http/errors.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem, notFound } from '../http/problem.js';
import type { Clock } from '../clock.js';
import { applyCartIdEvent, loadSessionCart, rememberCartCount } from '../session/session-cart.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { cartView } from '../views/cart.view.js';

export interface CartDeps {
  client: CommerceClient;
  clock: Clock;
  /**
   * Check every answer against the contract before sending it (on by default; production turns it
   * off: answers are built from upstream answers that were validated, by typed code).
   */
  validateResponses?: boolean;
}

const UNKNOWN_LINE = 'unknown cart line';

/**
 * The storefront's idempotency key as commerce-api gets it: bound to the session, so a key can only
 * ever replay an answer to the session that made it (and keys of different sessions never collide).
 */
export function upstreamIdempotency(sessionId: string, key: string | undefined): { 'idempotency-key'?: string } {
  if (!key) return {};
  return { 'idempotency-key': createHash('sha256').update(`${sessionId}:${key}`).digest('base64url') };
}

/** The session's cart: the cart id lives in the session, so a shopper can only ever reach their own cart. */
export function mountCartRoutes(app: IRouter, deps: CartDeps): void {
  const { client, clock } = deps;
  const s = initServer();

  const ok = async (req: Pick<Request, 'session'>, res: Response, cart: Cart | null) => {
    setCacheControl(res, PRIVATE);
    // The header's count follows every change at once (session-cart.ts).
    if (cart) await rememberCartCount(req.session, cart, clock);
    return { status: 200 as const, body: cartView(cart, await req.session.viewer()) };
  };

  /** After a line is deleted: a cart left without products is dropped from the session (cart-domain). */
  async function afterDelete(req: Pick<Request, 'session'>, cart: Cart): Promise<Cart | null> {
    await applyCartIdEvent(req.session, { type: 'line_deleted', remainingProducts: cart.products.length });
    return cart.products.length > 0 ? cart : null;
  }

  const router = s.router(bffContract.cart, {
    get: async ({ req, res }) => ok(req, res, await loadSessionCart(req.session, client, String(req.id))),

    addItem: async ({ body, headers, req, res }) => {
      const requestId = String(req.id);
      const { clientAddress } = req;
      const session = await req.session.currentOrNew();
      const idempotency = upstreamIdempotency(session.publicId, headers['idempotency-key']);
      // The buyer is named on every add: commerce-api sells hide_price products to customers only (0006).
      const buyer = (await req.session.viewer()).signedIn ? session.record.customerId : null;
      const line = { product_id: body.productId, quantity: body.quantity };
      const plan = cartIdForAdd({ cartId: session.record.cartId });
      if (plan.kind === 'reuse') {
        const added = await client.cart.addItem({ params: { cartId: plan.cartId }, body: { ...line, customer_id: buyer }, headers: idempotency, requestId, clientAddress });
        if (statusOf(added) !== 404) return ok(req, res, expectStatus(added, 200));
        // A 404 is either an unknown product (passed on) or a cart that is gone upstream: then the
        // session forgets it and the add starts a new cart.
        const stored = await client.cart.getCart({ params: { cartId: plan.cartId }, requestId });
        if (statusOf(stored) !== 404) expectStatus(added, 200);
        await applyCartIdEvent(req.session, { type: 'load_failed' });
      }
      const created = expectStatus(
        await client.cart.createCart({
          params: { sessionId: session.publicId },
          body: { line_items: [line], custom_items: [], customer_id: buyer },
          headers: idempotency,
          requestId,
          clientAddress,
        }),
        201,
      );
      // First add: this is where a guest's session (and its cookie) comes into being.
      await applyCartIdEvent(req.session, { type: 'created', cartId: created.id });
      return ok(req, res, created);
    },

    updateItem: async ({ params, body, req, res }) => {
      const requestId = String(req.id);
      const cart = await loadSessionCart(req.session, client, requestId);
      const line = cart?.products.find((candidate) => candidate.id === params.itemId);
      if (!cart || !line) throw notFound(UNKNOWN_LINE);
      const decision = decideLineQuantity(body.quantity, { inventory: line.inventory_level });
      switch (decision.kind) {
        case 'invalid':
          throw new HttpProblem(422, decision.message, { title: decision.message });
        case 'remove': {
          const after = expectStatus(await client.cart.deleteItem({ params: { cartId: cart.id, itemId: line.id }, requestId, clientAddress: req.clientAddress }), 200);
          return ok(req, res, await afterDelete(req, after));
        }
        case 'set': {
          const updated = await client.cart.updateItem({
            params: { cartId: cart.id, itemId: line.id },
            body: { product_id: line.product_id, quantity: decision.quantity },
            requestId,
            clientAddress: req.clientAddress,
          });
          return ok(req, res, expectStatus(updated, 200));
        }
      }
    },

    removeItem: async ({ params, req, res }) => {
      const cartId = (await req.session.current())?.record.cartId;
      if (!cartId) throw notFound(UNKNOWN_LINE);
      const deleted = expectStatus(await client.cart.deleteItem({ params: { cartId, itemId: params.itemId }, requestId: String(req.id), clientAddress: req.clientAddress }), 200);
      return ok(req, res, await afterDelete(req, deleted));
    },
  });

  createExpressEndpoints(bffContract.cart, router, app, {
    logInitialization: false,
    responseValidation: deps.validateResponses ?? true,
    requestValidationErrorHandler: requestValidationProblem,
  });
}

