/**
 * The session and staff impersonation as a pure state machine.
 *
 * The state is a discriminated union so that impossible combinations cannot be written down: a guest
 * has no token, customer or act-as id; a customer is never present without a token. Every event goes
 * through {@link transitionSession}, which returns the next state plus the effects the caller must run
 * (load the customer, redirect, show a toast), or a rejection when the rule forbids the event.
 *
 * @packageDocumentation
 */

import { ACCOUNT_FAILURE_MESSAGES, ACCOUNT_SUCCESS_MESSAGES } from './messages.js';

/**
 * A customer id as the upstream API returns it.
 *
 * @example
 * ```ts
 * import type { CustomerId } from '@pool/account-domain';
 * const id: CustomerId = 42;
 * ```
 */
export type CustomerId = string | number;

/**
 * The customer fields the session rules read. Callers may store a richer customer type.
 *
 * @example
 * ```ts
 * import type { SessionCustomer } from '@pool/account-domain';
 * const admin: SessionCustomer = { id: 1, is_admin: true, first_name: 'Dana' };
 * ```
 */
export interface SessionCustomer {
  readonly id: CustomerId;
  readonly is_admin: boolean;
  readonly first_name: string;
}

/**
 * Nobody is signed in. A staff member's saved admin token survives a logout (the spec's logout clears
 * only customer, token and act-as id), so it lives here too.
 *
 * @example
 * ```ts
 * import type { GuestSession } from '@pool/account-domain';
 * const guest: GuestSession = { phase: 'guest', adminToken: null };
 * ```
 */
export interface GuestSession {
  readonly phase: 'guest';
  readonly adminToken: string | null;
}

/**
 * A token is held and the customer is being (re)loaded.
 *
 * @example
 * ```ts
 * import type { LoadingSession } from '@pool/account-domain';
 * const s: LoadingSession = { phase: 'loading', token: 't', adminToken: null, actAsId: null };
 * ```
 */
export interface LoadingSession {
  readonly phase: 'loading';
  readonly token: string;
  readonly adminToken: string | null;
  readonly actAsId: CustomerId | null;
}

/**
 * A token is held and its customer is loaded.
 *
 * @example
 * ```ts
 * import type { SignedInSession } from '@pool/account-domain';
 * const s: SignedInSession = {
 *   phase: 'signed-in', token: 't', adminToken: null, actAsId: null,
 *   customer: { id: 7, is_admin: false, first_name: 'Sam' },
 * };
 * ```
 */
export interface SignedInSession<C extends SessionCustomer = SessionCustomer> {
  readonly phase: 'signed-in';
  readonly token: string;
  readonly customer: C;
  readonly adminToken: string | null;
  readonly actAsId: CustomerId | null;
}

/**
 * Every state the session can be in.
 *
 * @example
 * ```ts
 * import type { SessionState } from '@pool/account-domain';
 * function greet(s: SessionState) {
 *   return s.phase === 'signed-in' ? `Hi ${s.customer.first_name}!` : 'Account';
 * }
 * ```
 */
export type SessionState<C extends SessionCustomer = SessionCustomer> =
  | GuestSession
  | LoadingSession
  | SignedInSession<C>;

/**
 * How a login happened: password form, one-click (magic) link, or the automatic login after registration.
 *
 * @example
 * ```ts
 * import type { LoginMethod } from '@pool/account-domain';
 * const method: LoginMethod = 'magic-link';
 * ```
 */
export type LoginMethod = 'password' | 'magic-link' | 'registration';

/**
 * Everything that can happen to a session.
 *
 * - `logged-in`: login, magic-link login or registration answered with a user and a token.
 * - `login-failed`: password or magic-link login was refused.
 * - `customer-loaded` / `customer-load-failed`: the answer of GET /api/customer.
 * - `logged-out`: DELETE /api/logout finished, successfully or not, while on `pathname`.
 * - `use-customer-token`: a staff member switches to a customer's token (the admin-token swap).
 * - `reload-admin`: the staff member goes back to their own token.
 * - `act-as` / `unload-act-as`: start or stop acting as a customer through the user-id header.
 *
 * @example
 * ```ts
 * import type { SessionEvent } from '@pool/account-domain';
 * const event: SessionEvent = { type: 'logged-out', pathname: '/account/orders', outcome: 'failed' };
 * ```
 */
export type SessionEvent<C extends SessionCustomer = SessionCustomer> =
  | { readonly type: 'logged-in'; readonly method: LoginMethod; readonly token: string; readonly customer: C }
  | { readonly type: 'login-failed'; readonly method: Exclude<LoginMethod, 'registration'> }
  | { readonly type: 'customer-loaded'; readonly customer: C }
  | { readonly type: 'customer-load-failed'; readonly message: string }
  | { readonly type: 'logged-out'; readonly pathname: string; readonly outcome: 'succeeded' | 'failed' }
  | { readonly type: 'use-customer-token'; readonly token: string }
  | { readonly type: 'reload-admin' }
  | { readonly type: 'act-as'; readonly customerId: CustomerId }
  | { readonly type: 'unload-act-as' };

/**
 * Work the caller must do after a transition: fetch the customer, navigate, or show a toast.
 *
 * @example
 * ```ts
 * import type { SessionEffect } from '@pool/account-domain';
 * const effect: SessionEffect = { type: 'redirect', to: '/' };
 * ```
 */
export type SessionEffect =
  | { readonly type: 'load-customer' }
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'notify'; readonly status: 'success' | 'error'; readonly message: string };

/**
 * Why an event was refused.
 *
 * - `not-admin`: only an admin customer may act as a customer or swap to a customer's token.
 * - `admin-token-already-saved`: the swap needs an admin without a saved admin token.
 * - `no-admin-token`: there is no admin token to go back to.
 * - `no-token`: a customer answer arrived while no token is held (for example after a logout).
 *
 * @example
 * ```ts
 * import type { SessionRejection } from '@pool/account-domain';
 * const reason: SessionRejection = 'not-admin';
 * ```
 */
export type SessionRejection = 'not-admin' | 'admin-token-already-saved' | 'no-admin-token' | 'no-token';

/**
 * The outcome of {@link transitionSession}: the next state and effects, or a rejection that leaves
 * the state as it was.
 *
 * @example
 * ```ts
 * import { transitionSession, GUEST_SESSION, type SessionTransition } from '@pool/account-domain';
 * const result: SessionTransition = transitionSession(GUEST_SESSION, { type: 'reload-admin' });
 * if (!result.ok) console.warn(result.reason); // 'no-admin-token'
 * ```
 */
export type SessionTransition<C extends SessionCustomer = SessionCustomer> =
  | { readonly ok: true; readonly state: SessionState<C>; readonly effects: readonly SessionEffect[] }
  | { readonly ok: false; readonly reason: SessionRejection; readonly state: SessionState<C> };

/**
 * The starting state: a guest without a saved admin token.
 *
 * @example
 * ```ts
 * import { GUEST_SESSION, transitionSession } from '@pool/account-domain';
 * transitionSession(GUEST_SESSION, { type: 'logged-in', method: 'password', token: 't', customer });
 * ```
 */
export const GUEST_SESSION: GuestSession = Object.freeze({ phase: 'guest', adminToken: null });

/**
 * The path to go to after a logout from `pathname`: `/` when leaving the account area (any path
 * beginning with `/account`), otherwise `null` (stay on the page).
 *
 * @example
 * ```ts
 * import { redirectAfterLogout } from '@pool/account-domain';
 * redirectAfterLogout('/account/orders'); // '/'
 * redirectAfterLogout('/cart'); // null
 * ```
 */
export function redirectAfterLogout(pathname: string): '/' | null {
  return pathname.startsWith('/account') ? '/' : null;
}

const LOGIN_SUCCESS: Readonly<Record<LoginMethod, string | null>> = {
  password: ACCOUNT_SUCCESS_MESSAGES.login,
  registration: ACCOUNT_SUCCESS_MESSAGES.register,
  // The spec names no success toast for the one-click link.
  'magic-link': null,
};

const LOGIN_FAILURE: Readonly<Record<Exclude<LoginMethod, 'registration'>, string>> = {
  password: ACCOUNT_FAILURE_MESSAGES.login,
  'magic-link': ACCOUNT_FAILURE_MESSAGES.magicLinkLogin,
};

function guest(adminToken: string | null): GuestSession {
  return { phase: 'guest', adminToken };
}

function accept<C extends SessionCustomer>(
  state: SessionState<C>,
  ...effects: SessionEffect[]
): SessionTransition<C> {
  return { ok: true, state, effects };
}

function reject<C extends SessionCustomer>(state: SessionState<C>, reason: SessionRejection): SessionTransition<C> {
  return { ok: false, reason, state };
}

/**
 * Applies one event to the session. Pure: the same state and event always give the same result.
 *
 * Rules (spec account.md section 4, site-shell.md section 4):
 * - login, magic-link login and registration sign in (act-as id cleared, admin token kept);
 * - logout, whether the call succeeded or failed, and a failed customer load clear customer, token and
 *   act-as id; logout from `/account*` redirects to `/`;
 * - the admin-token swap: an admin without an admin token saves their own token as admin token, logs
 *   out, takes the given customer token and loads the customer;
 * - reload-admin restores the admin token as the token, clears the admin token and loads the customer;
 * - act-as is allowed only for an admin customer: it sets the act-as id and reloads the customer;
 *   unloading clears the act-as id and reloads the customer (the staff member's own one).
 *
 * @example
 * ```ts
 * import { GUEST_SESSION, transitionSession } from '@pool/account-domain';
 * const admin = { id: 1, is_admin: true, first_name: 'Dana' };
 * let r = transitionSession(GUEST_SESSION, { type: 'logged-in', method: 'password', token: 'a', customer: admin });
 * r = transitionSession(r.state, { type: 'act-as', customerId: 99 });
 * r.ok && r.effects; // [{ type: 'load-customer' }]
 * ```
 */
export function transitionSession<C extends SessionCustomer>(
  state: SessionState<C>,
  event: SessionEvent<C>,
): SessionTransition<C> {
  switch (event.type) {
    case 'logged-in': {
      const next: SignedInSession<C> = {
        phase: 'signed-in',
        token: event.token,
        customer: event.customer,
        adminToken: state.adminToken,
        actAsId: null,
      };
      const message = LOGIN_SUCCESS[event.method];
      return message === null ? accept(next) : accept(next, { type: 'notify', status: 'success', message });
    }
    case 'login-failed':
      return accept(state, { type: 'notify', status: 'error', message: LOGIN_FAILURE[event.method] });
    case 'customer-loaded':
      if (state.phase === 'guest') return reject(state, 'no-token');
      return accept({
        phase: 'signed-in',
        token: state.token,
        customer: event.customer,
        adminToken: state.adminToken,
        actAsId: state.actAsId,
      });
    case 'customer-load-failed':
      return accept(guest(state.adminToken), { type: 'notify', status: 'error', message: event.message });
    case 'logged-out': {
      const effects: SessionEffect[] = [
        event.outcome === 'succeeded'
          ? { type: 'notify', status: 'success', message: ACCOUNT_SUCCESS_MESSAGES.logout }
          : { type: 'notify', status: 'error', message: ACCOUNT_FAILURE_MESSAGES.logout },
      ];
      const to = redirectAfterLogout(event.pathname);
      if (to !== null) effects.push({ type: 'redirect', to });
      return accept(guest(state.adminToken), ...effects);
    }
    case 'use-customer-token':
      if (state.phase !== 'signed-in' || !state.customer.is_admin) return reject(state, 'not-admin');
      if (state.adminToken !== null) return reject(state, 'admin-token-already-saved');
      return accept(
        { phase: 'loading', token: event.token, adminToken: state.token, actAsId: null },
        { type: 'load-customer' },
      );
    case 'reload-admin':
      if (state.adminToken === null) return reject(state, 'no-admin-token');
      return accept(
        { phase: 'loading', token: state.adminToken, adminToken: null, actAsId: null },
        { type: 'load-customer' },
      );
    case 'act-as':
      if (state.phase !== 'signed-in' || !state.customer.is_admin) return reject(state, 'not-admin');
      return accept({ ...state, actAsId: event.customerId }, { type: 'load-customer' });
    case 'unload-act-as':
      if (state.phase === 'guest') return accept(state);
      return accept({ ...state, actAsId: null }, { type: 'load-customer' });
  }
}

/**
 * The signed-in customer, or `null` for a guest or while loading.
 *
 * @example
 * ```ts
 * import { sessionCustomer } from '@pool/account-domain';
 * sessionCustomer(state)?.first_name;
 * ```
 */
export function sessionCustomer<C extends SessionCustomer>(state: SessionState<C>): C | null {
  return state.phase === 'signed-in' ? state.customer : null;
}

/**
 * The bearer token in use, or `null` for a guest.
 *
 * @example
 * ```ts
 * import { sessionToken } from '@pool/account-domain';
 * const token = sessionToken(state); // send as `Authorization: Bearer ${token}`
 * ```
 */
export function sessionToken(state: SessionState): string | null {
  return state.phase === 'guest' ? null : state.token;
}

/**
 * The id of the customer being acted as (sent in the user-id header), or `null`.
 *
 * @example
 * ```ts
 * import { sessionActAsId } from '@pool/account-domain';
 * const userId = sessionActAsId(state);
 * ```
 */
export function sessionActAsId(state: SessionState): CustomerId | null {
  return state.phase === 'guest' ? null : state.actAsId;
}

/**
 * Whether the staff view (admin overlay) shows: the customer is an admin, or an act-as id is set.
 *
 * @example
 * ```ts
 * import { showAdminView } from '@pool/account-domain';
 * if (showAdminView(state)) renderAdminOverlay();
 * ```
 */
export function showAdminView(state: SessionState): boolean {
  return sessionCustomer(state)?.is_admin === true || sessionActAsId(state) !== null;
}

/**
 * Whether the admin border shows: only while acting as a customer (an act-as id is set).
 *
 * @example
 * ```ts
 * import { showAdminBorder } from '@pool/account-domain';
 * const className = showAdminBorder(state) ? 'acting' : undefined;
 * ```
 */
export function showAdminBorder(state: SessionState): boolean {
  return sessionActAsId(state) !== null;
}

/**
 * The values kept in client storage (`user-token`, `admin-token`, `act-as-id`).
 *
 * @example
 * ```ts
 * import type { StoredSession } from '@pool/account-domain';
 * const stored: StoredSession = { token: 't', adminToken: null, actAsId: null };
 * ```
 */
export interface StoredSession {
  readonly token: string | null;
  readonly adminToken: string | null;
  readonly actAsId: CustomerId | null;
}

/**
 * Rebuilds the session from stored values. With a token the result is `loading` (load the customer
 * next); without one it is a guest, and a stray act-as id is dropped because acting needs a session.
 * Empty strings count as absent.
 *
 * @example
 * ```ts
 * import { restoreSession } from '@pool/account-domain';
 * restoreSession({ token: 't', adminToken: null, actAsId: 5 });
 * // { phase: 'loading', token: 't', adminToken: null, actAsId: 5 }
 * ```
 */
export function restoreSession(stored: StoredSession): GuestSession | LoadingSession {
  const adminToken = stored.adminToken === '' ? null : stored.adminToken;
  if (stored.token === null || stored.token === '') return guest(adminToken);
  const actAsId = stored.actAsId === '' ? null : stored.actAsId;
  return { phase: 'loading', token: stored.token, adminToken, actAsId };
}

/**
 * The values to keep in client storage for a session; the inverse of {@link restoreSession}.
 *
 * @example
 * ```ts
 * import { toStoredSession, GUEST_SESSION } from '@pool/account-domain';
 * toStoredSession(GUEST_SESSION); // { token: null, adminToken: null, actAsId: null }
 * ```
 */
export function toStoredSession(state: SessionState): StoredSession {
  return { token: sessionToken(state), adminToken: state.adminToken, actAsId: sessionActAsId(state) };
}

/**
 * Whether the account layout may render: it needs both a token and a customer id, else the user goes
 * to `/login`.
 *
 * @example
 * ```ts
 * import { accountAreaAccess } from '@pool/account-domain';
 * const access = accountAreaAccess({ token, customerId });
 * if (!access.allowed) return redirect(access.redirectTo); // '/login'
 * ```
 */
export function accountAreaAccess(input: {
  readonly token: string | null | undefined;
  readonly customerId: CustomerId | null | undefined;
}): { readonly allowed: true } | { readonly allowed: false; readonly redirectTo: '/login' } {
  const hasToken = typeof input.token === 'string' && input.token !== '';
  const hasId = input.customerId !== null && input.customerId !== undefined && input.customerId !== '';
  return hasToken && hasId ? { allowed: true } : { allowed: false, redirectTo: '/login' };
}
