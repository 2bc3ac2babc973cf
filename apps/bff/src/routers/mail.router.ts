import { bffContract } from '@pool/api-contract';
import { CART_MESSAGES, validateEmailCart } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { requestValidationProblem } from '../http/errors.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import type { RateLimitStores } from '../http/rate-limit-store.js';
import { applyCartIdEvent } from '../session/session-cart.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';

export interface MailDeps {
  client: CommerceClient;
  /** Rate-limit counters (the app's: memory, or Redis when the BFF has one). */
  stores: RateLimitStores;
  /** Email Cart mails a session (or an IP without one) may send per hour; default 10. */
  emailCartLimitPerHour?: number;
  validateResponses?: boolean;
}

/** 422 with the spec's messages: the title is the first failing field's, as the modal shows it. */
function formProblem(errors: Partial<Record<string, string>>): HttpProblem {
  const first = Object.values(errors)[0] ?? CART_MESSAGES.emailCartFailed;
  const map = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message ?? first]]));
  return new HttpProblem(422, first, { title: first, errors: map });
}

/**
 * Email Cart (the session's cart only: the browser never names a cart) and 'notify me when available'.
 * The outbox is not served through the BFF: commerce-api keeps it on a loopback listener (docs/decisions/0050).
 */
export function mountMailRoutes(app: IRouter, deps: MailDeps): void {
  const { client } = deps;
  const s = initServer();
  const requestId = (req: Pick<Request, 'id'>) => String(req.id);

  // Besides the writes limit of every POST: a cart mail goes to any address, so a session may send
  // only a few an hour (the store must not become a way to mail strangers).
  app.post('/v1/cart/email', rateLimit({
    windowMs: 3_600_000,
    limit: deps.emailCartLimitPerHour ?? 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.stores('email-cart:'),
    keyGenerator: async (req) => {
      const session = await req.session.current();
      return session ? `s:${session.publicId}` : `ip:${ipKeyGenerator(req.clientAddress)}`;
    },
    handler: (_req, _res, next) => next(new HttpProblem(429, 'Too many emails sent; try again later.', { title: 'Too many emails sent; try again later.' })),
  }));

  const router = s.router(bffContract.mail, {
    emailCart: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const checked = validateEmailCart(body);
      if (!checked.ok) throw formProblem(checked.errors);
      const cartId = (await req.session.current())?.record.cartId;
      if (!cartId) throw formProblem({ cart: CART_MESSAGES.cartEmpty });
      const response = await client.mail.emailCart({ body: { ...checked.value, cartId }, requestId: requestId(req), clientAddress: req.clientAddress });
      if (statusOf(response) === 404) {
        // The session's cart is gone upstream: forget it, as a cart read would.
        await applyCartIdEvent(req.session, { type: 'load_failed' });
        throw formProblem({ cart: CART_MESSAGES.cartEmpty });
      }
      const sent = expectStatus(response, 200);
      return { status: 200, body: { sent: true, to: sent.to } };
    },

    stockNotification: async ({ params, body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const response = await client.mail.stockNotification({ params, body, requestId: requestId(req), clientAddress: req.clientAddress });
      const created = statusOf(response) === 201;
      const stored = created ? expectStatus(response, 201) : expectStatus(response, 200);
      return { status: 200, body: { sku: stored.sku, email: stored.email, alreadyRequested: !created } };
    },
  });

  createExpressEndpoints(bffContract.mail, router, app, {
    logInitialization: false,
    responseValidation: deps.validateResponses ?? true,
    requestValidationErrorHandler: requestValidationProblem,
  });
}
