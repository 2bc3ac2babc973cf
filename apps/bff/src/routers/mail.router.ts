import { bffContract } from '@pool/api-contract';
import { CART_MESSAGES, validateChatRequest, validateEmailCart, validateNotifyMe, type Validation } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Response } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import type { ShopperGuards } from '../http/shopper-limits.js';
import { applyCartIdEvent } from '../session/session-cart.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

export interface MailDeps {
  client: CommerceClient;
  /** Email Cart's limits (Email a product and Email me count with it): per session, address and account, and per recipient and sending address (0051). */
  guards: Pick<ShopperGuards, 'emailCart' | 'mailToOthers'>;
  validateResponses?: boolean;
}

/** 422 with the spec's messages: the title is the first failing field's, as the modal shows it. */
function formProblem(errors: Partial<Record<string, string>>): HttpProblem {
  const first = Object.values(errors)[0] ?? CART_MESSAGES.emailCartFailed;
  const map = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message ?? first]]));
  return new HttpProblem(422, first, { title: first, errors: map });
}

/** The form's send key, passed on (one mail per key: docs/decisions/0065). */
const keyed = (key: string | undefined) => (key ? { headers: { 'idempotency-key': key } } : {});

/**
 * A mail form's send: a private answer, the form refused with its fields' messages (422) when
 * `checked` failed, else `send` with the checked fields and the answer where the mail went.
 */
async function sendForm<T, F extends string>(
  res: Response,
  checked: Validation<T, F>,
  send: (value: T) => Promise<{ to: string }>,
): Promise<{ status: 200; body: { sent: true; to: string } }> {
  setCacheControl(res, PRIVATE);
  if (!checked.ok) throw formProblem(checked.errors);
  const sent = await send(checked.value);
  return { status: 200, body: { sent: true, to: sent.to } };
}

/**
 * Email Cart (the session's cart only: the browser never names a cart) and 'notify me when available'.
 * The outbox is not served through the BFF: commerce-api keeps it on a loopback listener (docs/decisions/0050).
 */
export function mountMailRoutes(app: IRouter, deps: MailDeps): void {
  const { client } = deps;
  const s = initServer();

  // Besides the writes limit of every POST: a cart mail goes to any address, so a session, an address
  // and an account may send only a few an hour, and one recipient gets only a few a day from anyone.
  app.post('/v1/cart/email', deps.guards.emailCart, deps.guards.mailToOthers);
  // A product page's Email and Email me (docs/decisions/0070) count in the same families.
  app.post(['/v1/products/:sku/email', '/v1/products/:sku/email-me'], deps.guards.emailCart, deps.guards.mailToOthers);
  // A chat request goes to the store, not to someone else: the hourly limits alone.
  app.post('/v1/chat/requests', deps.guards.emailCart);

  const router = s.router(bffContract.mail, {
    emailCart: async ({ body, headers, req, res }) => {
      setCacheControl(res, PRIVATE);
      const checked = validateEmailCart(body);
      if (!checked.ok) throw formProblem(checked.errors);
      const cartId = (await req.session.current())?.record.cartId;
      if (!cartId) throw formProblem({ cart: CART_MESSAGES.cartEmpty });
      const response = await clientFor(client, req).mail.emailCart({ body: { ...checked.value, cartId }, ...keyed(headers['idempotency-key']) });
      if (statusOf(response) === 404) {
        // The session's cart is gone upstream: forget it, as a cart read would.
        await applyCartIdEvent(req.session, { type: 'load_failed' });
        throw formProblem({ cart: CART_MESSAGES.cartEmpty });
      }
      const sent = expectStatus(response, 200);
      return { status: 200, body: { sent: true, to: sent.to } };
    },

    emailProduct: ({ params, body, headers, req, res }) =>
      sendForm(res, validateEmailCart(body), async (value) =>
        expectStatus(await clientFor(client, req).mail.emailProduct({ body: { ...value, sku: params.sku }, ...keyed(headers['idempotency-key']) }), 200),
      ),

    emailMe: ({ params, body, headers, req, res }) =>
      sendForm(res, validateNotifyMe(body), async (value) =>
        expectStatus(await clientFor(client, req).mail.emailMe({ body: { ...value, sku: params.sku }, ...keyed(headers['idempotency-key']) }), 200),
      ),

    chatRequest: ({ body, headers, req, res }) =>
      sendForm(res, validateChatRequest(body), async (value) =>
        expectStatus(await clientFor(client, req).mail.chatRequest({ body: { ...value, ...(body.page ? { page: body.page } : {}) }, ...keyed(headers['idempotency-key']) }), 200),
      ),

    stockNotification: async ({ params, body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const response = await clientFor(client, req).mail.stockNotification({ params, body });
      const created = statusOf(response) === 201;
      const stored = created ? expectStatus(response, 201) : expectStatus(response, 200);
      return { status: 200, body: { sku: stored.sku, email: stored.email, alreadyRequested: !created } };
    },
  });

  createExpressEndpoints(bffContract.mail, router, app, endpointOptions(deps.validateResponses));
}
