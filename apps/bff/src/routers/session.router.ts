import { bffContract, type SessionView } from '@pool/api-contract';
import { ACCOUNT_FAILURE_MESSAGES, transitionSession, type SessionEffect } from '@pool/account-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter } from 'express';
import type { Logger } from 'pino';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import type { LoginGuard } from '../http/login-guard.js';
import { describeError, HttpProblem } from '../http/problem.js';
import { accountStateOf, recordFor } from '../session/account-session.js';
import { GUEST_VIEWER, viewerOf } from '../session/viewer.js';
import { loadViewerAndStaff } from '../session/staff-view.js';
import { sessionCartCount } from '../session/session-cart.js';
import { SessionCart } from '../cart/session-cart.js';
import type { Clock } from '../clock.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { deliveryView } from '../views/delivery.view.js';

export interface SessionDeps {
  client: CommerceClient;
  logger: Logger;
  /** Counts, slows and refuses failed sign-ins; remembers the browsers that signed in. */
  loginGuard: LoginGuard;
  /** For the freshness of the session's cart count. */
  clock: Clock;
  /** The admin site of the staff overlay's edit links. */
  adminUrl: string;
  /**
   * Check every answer against the contract before sending it (on by default; production turns it
   * off: answers are built from upstream answers that were validated, by typed code).
   */
  validateResponses?: boolean;
}

const messageOf = (effects: readonly SessionEffect[]): string | undefined =>
  effects.find((effect): effect is Extract<SessionEffect, { type: 'notify' }> => effect.type === 'notify')?.message;

/** A part of the session's answer that could not be read ({@link SessionView}'s `unavailable`). */
type Unavailable = NonNullable<SessionView['unavailable']>[number];

/** Sign in and out. The upstream token and customer id go into the server-side session only. */
export function mountSessionRoutes(app: IRouter, deps: SessionDeps): void {
  const { client, logger } = deps;
  const s = initServer();

  // Guessing passwords: refused per address and account, slowed per account (login-guard.ts).
  app.post(bffContract.session.login.path, deps.loginGuard.middleware);

  /**
   * Optional bits never fail the answer: a viewer or cart count that cannot be loaded reads as a guest
   * or an empty cart, is named in the answer's `unavailable` (the browser keeps what it showed), and
   * the next read tries again.
   */
  async function optional<T>(what: Unavailable, requestId: string, promise: Promise<T>, fallback: T, missed: Unavailable[]): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      logger.warn({ reqId: requestId, what, reason: describeError(error) }, 'session data unavailable');
      missed.push(what);
      return fallback;
    }
  }

  const router = s.router(bffContract.session, {
    current: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const requestId = String(req.id);
      const commerce = clientFor(client, req);
      const missed: Unavailable[] = [];
      const [{ viewer, staff }, cartCount] = await Promise.all([
        optional('viewer', requestId, loadViewerAndStaff(req.session, commerce, requestId, logger, deps.adminUrl), { viewer: GUEST_VIEWER }, missed),
        optional('cartCount', requestId, sessionCartCount(req.session, commerce, deps.clock), 0, missed),
      ]);
      // Reading the viewer keeps the audience cookie in step with the session (session-context.ts).
      await req.session.viewer();
      const delivery = deliveryView((await req.session.current())?.record.delivery ?? null, deps.clock.now());
      // `staff` only for staff: a shopper's answer has no trace of the overlay (docs/decisions/0030).
      return { status: 200, body: { viewer, cartCount, delivery, ...(staff ? { staff } : {}), ...(missed.length ? { unavailable: missed.sort() } : {}) } };
    },

    login: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      // The shopper's address goes along (the request's client), so commerce-api's own sign-in limits count per shopper.
      const response = await clientFor(client, req).customer.login({ body });
      const state = accountStateOf((await req.session.current())?.record);
      if (statusOf(response) >= 400 && statusOf(response) < 500) {
        const failed = transitionSession(state, { type: 'login-failed', method: 'password' });
        const message = (failed.ok ? messageOf(failed.effects) : undefined) ?? ACCOUNT_FAILURE_MESSAGES.login;
        throw new HttpProblem(422, message, { title: message });
      }
      const { user, token } = expectStatus(response, 200);
      const next = transitionSession(state, { type: 'logged-in', method: 'password', token, customer: user });
      // A new session id on sign-in: an id planted before (fixation) is worthless now. The cart stays.
      await req.session.rotate((record) => ({ ...recordFor(record, next.state, user.id), isAdmin: user.is_admin }));
      await SessionCart.adoptOnSignIn(client, req, { token, isAdmin: user.is_admin }, logger);
      deps.loginGuard.rememberDevice(req, res, body.email);
      return { status: 200, body: { viewer: viewerOf(user), message: 'Logged in successfully' as const } };
    },

    logout: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const requestId = String(req.id);
      const session = await req.session.current();
      const token = session?.record.token;
      let outcome: 'succeeded' | 'failed' = 'succeeded';
      if (token) {
        try {
          const response = await clientFor(client, req).customer.logout({ headers: { authorization: `Bearer ${token}` } });
          // 401: the token was already gone upstream, which is what logging out wants.
          if (statusOf(response) !== 204 && statusOf(response) !== 401) outcome = 'failed';
        } catch (error) {
          logger.warn({ reqId: requestId, reason: describeError(error) }, 'upstream logout failed; signing out locally');
          outcome = 'failed';
        }
      }
      const next = transitionSession(accountStateOf(session?.record), { type: 'logged-out', pathname: body.pathname ?? '/', outcome });
      // Cleared locally whatever the upstream said (spec account.md 4), under a new id.
      if (session) await req.session.rotate((record) => recordFor(record, next.state, null));
      const redirect = next.ok ? next.effects.find((effect) => effect.type === 'redirect') : undefined;
      const message = outcome === 'succeeded' ? ('Logout successfully!' as const) : ('Failed to logout.' as const);
      return { status: 200, body: { viewer: GUEST_VIEWER, message, redirectTo: redirect ? ('/' as const) : null } };
    },
  });

  createExpressEndpoints(bffContract.session, router, app, endpointOptions(deps.validateResponses));
}
