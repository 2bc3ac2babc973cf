import { bffContract, type Customer } from '@pool/api-contract';
import { ACCOUNT_FAILURE_MESSAGES, ACCOUNT_SUCCESS_MESSAGES, transitionSession, type LoginMethod } from '@pool/account-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, Response } from 'express';
import type { Logger } from 'pino';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import type { AccountRequestGuards } from '../http/account-request-limits.js';
import type { LoginGuard } from '../http/login-guard.js';
import { HttpProblem } from '../http/problem.js';
import { accountStateOf, recordFor } from '../session/account-session.js';
import { SessionCart } from '../cart/session-cart.js';
import { viewerOf } from '../session/viewer.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { UpstreamError } from '../upstreams/http-upstream.js';

export interface AccountAccessDeps {
  client: CommerceClient;
  loginGuard: LoginGuard;
  guards: AccountRequestGuards;
  logger?: Logger;
  validateResponses?: boolean;
}

/** The same answer for a known and an unknown email (the upstream answers 202 either way). */
const RESET_MAIL_SENT = ACCOUNT_SUCCESS_MESSAGES.passwordResetEmailSent;
export const LOGIN_LINK_SENT = 'If that email has an account, a One Click Login Link is on its way.';
/**
 * A registration with an email that already has an account: nobody is signed in and the page does not
 * say why (its owner is mailed). A new email is signed in at once, as the spec asks (decision 0054).
 */
export const REGISTER_CHECK_EMAIL = 'Thank you. Check your email: we have sent you a message about your account.';

/**
 * Register, forgot and reset password, and the one-click login link. Every way of signing in here
 * rotates the session id (as the password sign-in does) and keeps the token in the session only.
 */
export function mountAccountAccessRoutes(app: IRouter, deps: AccountAccessDeps): void {
  const { client, loginGuard, guards } = deps;
  const s = initServer();
  const routes = bffContract.accountAccess;

  // A known email's owner is mailed: the per-account mail limits hold registrations too.
  app.post(routes.register.path, guards.register, ...guards.mail.slice(1));
  app.post(routes.forgot.path, ...guards.mail);
  app.post(routes.requestLoginLink.path, ...guards.mail);
  app.post(routes.reset.path, guards.badToken);
  app.put(routes.autoLogin.path, guards.badToken);

  async function signIn(req: Request, res: Response, method: LoginMethod, user: Customer, token: string) {
    const state = accountStateOf((await req.session.current())?.record);
    const next = transitionSession(state, { type: 'logged-in', method, token, customer: user });
    // A new session id: an id planted before (fixation) is worthless now. The cart stays.
    await req.session.rotate((record) => ({ ...recordFor(record, next.state, user.id), isAdmin: user.is_admin }));
    // The customer's newest cart (staff may have filled it while acting for them) comes along.
    await SessionCart.adoptOnSignIn(client, req, { token, isAdmin: user.is_admin }, deps.logger);
    loginGuard.rememberDevice(req, res, user.email);
    return viewerOf(user);
  }

  /** A mail that could not leave (502 upstream) is the spec's send failure, not a broken page. */
  function mailFailed(status: number): never {
    if (status >= 400 && status < 500) throw new HttpProblem(status, ACCOUNT_FAILURE_MESSAGES.resetEmailSend, { title: ACCOUNT_FAILURE_MESSAGES.resetEmailSend });
    throw new HttpProblem(502, ACCOUNT_FAILURE_MESSAGES.resetEmailSend, { title: ACCOUNT_FAILURE_MESSAGES.resetEmailSend });
  }

  /** A mail request: an upstream that fails or cannot be reached is the spec's send failure too. */
  async function mailRequest<T extends { status: number }>(call: () => Promise<T>): Promise<void> {
    let response: T;
    try {
      response = await call();
    } catch (error) {
      if (error instanceof UpstreamError) mailFailed(502);
      throw error;
    }
    if (statusOf(response) !== 202) mailFailed(statusOf(response));
  }

  const router = s.router(routes, {
    register: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const response = await clientFor(client, req).accountAccess.register({ body });
      if (statusOf(response) === 202) return { status: 202, body: { message: REGISTER_CHECK_EMAIL } };
      const { user, token } = expectStatus(response, 201);
      const viewer = await signIn(req, res, 'registration', user, token);
      return { status: 200, body: { viewer, message: ACCOUNT_SUCCESS_MESSAGES.register } };
    },

    forgot: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      await mailRequest(() => clientFor(client, req).accountAccess.forgot({ body }));
      return { status: 200, body: { message: RESET_MAIL_SENT } };
    },

    reset: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const response = await clientFor(client, req).accountAccess.reset({ body });
      if (statusOf(response) === 422) {
        const problem = response.body as { title?: string; errors?: Record<string, string[]> };
        // A weak new password says why; anything else (bad, used or expired token) is the spec's failure.
        const title = problem.errors?.password ? (problem.title ?? ACCOUNT_FAILURE_MESSAGES.passwordReset) : ACCOUNT_FAILURE_MESSAGES.passwordReset;
        throw new HttpProblem(422, title, { title, ...(problem.errors ? { errors: problem.errors } : {}) });
      }
      const { user, token } = expectStatus(response, 200);
      const viewer = await signIn(req, res, 'password', user, token);
      return { status: 200, body: { viewer, message: ACCOUNT_SUCCESS_MESSAGES.login } };
    },

    requestLoginLink: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      await mailRequest(() => clientFor(client, req).accountAccess.requestLoginLink({
        body: { email: body.email, ...(body.returnUrl ? { redirect: body.returnUrl } : {}) },
      }));
      return { status: 200, body: { message: LOGIN_LINK_SENT } };
    },

    autoLogin: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const response = await clientFor(client, req).accountAccess.loginWithLink({ body });
      if (statusOf(response) >= 400 && statusOf(response) < 500) {
        throw new HttpProblem(422, ACCOUNT_FAILURE_MESSAGES.magicLinkLogin, { title: ACCOUNT_FAILURE_MESSAGES.magicLinkLogin });
      }
      const { user, token } = expectStatus(response, 200);
      const viewer = await signIn(req, res, 'magic-link', user, token);
      return { status: 200, body: { viewer, message: ACCOUNT_SUCCESS_MESSAGES.login } };
    },
  });

  createExpressEndpoints(routes, router, app, endpointOptions(deps.validateResponses));
}
