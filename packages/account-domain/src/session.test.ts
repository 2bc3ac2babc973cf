import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUEST_SESSION,
  accountAreaAccess,
  redirectAfterLogout,
  restoreSession,
  sessionActAsId,
  sessionCustomer,
  sessionToken,
  showAdminBorder,
  showAdminView,
  toStoredSession,
  transitionSession,
  type SessionCustomer,
  type SessionEvent,
  type SessionState,
  type SessionTransition,
} from './session.js';

const admin: SessionCustomer = { id: 1, is_admin: true, first_name: 'Dana' };
const shopper: SessionCustomer = { id: 7, is_admin: false, first_name: 'Sam' };

function ok(result: SessionTransition): Extract<SessionTransition, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result;
}

function run(state: SessionState, ...events: SessionEvent[]): SessionState {
  return events.reduce((s, e) => ok(transitionSession(s, e)).state, state);
}

const signedIn = (customer: SessionCustomer, token = 'tok', adminToken: string | null = null): SessionState => ({
  phase: 'signed-in',
  token,
  customer,
  adminToken,
  actAsId: null,
});

describe('login', () => {
  it.each([
    ['password', [{ type: 'notify', status: 'success', message: 'Logged in successfully' }]],
    ['registration', [{ type: 'notify', status: 'success', message: 'Register successfully!' }]],
    ['magic-link', []],
  ] as const)('%s login signs in with the given token and customer', (method, effects) => {
    const result = ok(transitionSession(GUEST_SESSION, { type: 'logged-in', method, token: 'abc', customer: shopper }));
    expect(result.state).toEqual({ phase: 'signed-in', token: 'abc', customer: shopper, adminToken: null, actAsId: null });
    expect(result.effects).toEqual(effects);
  });

  it('login clears a previous act-as id but keeps a saved admin token', () => {
    const acting: SessionState = { phase: 'signed-in', token: 't', customer: admin, adminToken: 'adm', actAsId: 5 };
    const next = run(acting, { type: 'logged-in', method: 'password', token: 'n', customer: shopper });
    expect(sessionActAsId(next)).toBeNull();
    expect(next.adminToken).toBe('adm');
  });

  it.each([
    ['password', 'Email or Password is incorrect. Try again or reset your password.'],
    ['magic-link', 'Token incorrect.'],
  ] as const)('a failed %s login keeps the state and shows the spec message', (method, message) => {
    const result = ok(transitionSession(GUEST_SESSION, { type: 'login-failed', method }));
    expect(result.state).toBe(GUEST_SESSION);
    expect(result.effects).toEqual([{ type: 'notify', status: 'error', message }]);
  });
});

describe('customer load', () => {
  it('a loaded customer completes a loading session and keeps the act-as id', () => {
    const loading: SessionState = { phase: 'loading', token: 't', adminToken: null, actAsId: 9 };
    const next = run(loading, { type: 'customer-loaded', customer: shopper });
    expect(next).toEqual({ phase: 'signed-in', token: 't', customer: shopper, adminToken: null, actAsId: 9 });
  });

  it('a customer answer that arrives after logout is refused', () => {
    const result = transitionSession(GUEST_SESSION, { type: 'customer-loaded', customer: shopper });
    expect(result).toEqual({ ok: false, reason: 'no-token', state: GUEST_SESSION });
  });

  it('a failed customer load clears customer, token and act-as id and shows the error', () => {
    const acting: SessionState = { phase: 'signed-in', token: 't', customer: admin, adminToken: 'adm', actAsId: 5 };
    const result = ok(transitionSession(acting, { type: 'customer-load-failed', message: 'Server down' }));
    expect(result.state).toEqual({ phase: 'guest', adminToken: 'adm' });
    expect(sessionCustomer(result.state)).toBeNull();
    expect(sessionToken(result.state)).toBeNull();
    expect(sessionActAsId(result.state)).toBeNull();
    expect(result.effects).toEqual([{ type: 'notify', status: 'error', message: 'Server down' }]);
  });
});

describe('logout', () => {
  it('clears the session and redirects home when leaving /account', () => {
    const result = ok(transitionSession(signedIn(shopper), { type: 'logged-out', pathname: '/account/orders', outcome: 'succeeded' }));
    expect(result.state).toEqual({ phase: 'guest', adminToken: null });
    expect(result.effects).toEqual([
      { type: 'notify', status: 'success', message: 'Logout successfully!' },
      { type: 'redirect', to: '/' },
    ]);
  });

  it('clears the local session even when the logout call failed, and says so', () => {
    const result = ok(transitionSession(signedIn(shopper), { type: 'logged-out', pathname: '/cart', outcome: 'failed' }));
    expect(result.state.phase).toBe('guest');
    expect(result.effects).toEqual([{ type: 'notify', status: 'error', message: 'Failed to logout.' }]);
  });

  it.each([
    ['/account', '/'],
    ['/account/dashboard', '/'],
    ['/accounts-payable', '/'],
    ['/', null],
    ['/cart', null],
    ['/my/account', null],
  ] as const)('redirectAfterLogout(%s) is %s', (pathname, to) => {
    expect(redirectAfterLogout(pathname)).toBe(to);
  });
});

describe('admin token swap', () => {
  it('an admin without an admin token saves their token, drops their session and loads the customer', () => {
    const result = ok(transitionSession(signedIn(admin, 'admin-tok'), { type: 'use-customer-token', token: 'cust-tok' }));
    expect(result.state).toEqual({ phase: 'loading', token: 'cust-tok', adminToken: 'admin-tok', actAsId: null });
    expect(sessionCustomer(result.state)).toBeNull();
    expect(result.effects).toEqual([{ type: 'load-customer' }]);
  });

  it('clears an act-as id while swapping', () => {
    const acting: SessionState = { phase: 'signed-in', token: 'a', customer: admin, adminToken: null, actAsId: 3 };
    expect(sessionActAsId(run(acting, { type: 'use-customer-token', token: 'c' }))).toBeNull();
  });

  it('is refused for a non-admin, a guest and while loading', () => {
    for (const state of [signedIn(shopper), GUEST_SESSION, restoreSession({ token: 't', adminToken: null, actAsId: null })]) {
      expect(transitionSession(state, { type: 'use-customer-token', token: 'c' })).toEqual({ ok: false, reason: 'not-admin', state });
    }
  });

  it('is refused when an admin token is already saved', () => {
    const state = signedIn(admin, 'x', 'earlier-admin');
    expect(transitionSession(state, { type: 'use-customer-token', token: 'c' })).toEqual({
      ok: false,
      reason: 'admin-token-already-saved',
      state,
    });
  });

  it('reloading the admin restores the admin token, clears it and loads the customer', () => {
    const asCustomer = run(signedIn(admin, 'admin-tok'), { type: 'use-customer-token', token: 'cust' }, { type: 'customer-loaded', customer: shopper });
    const result = ok(transitionSession(asCustomer, { type: 'reload-admin' }));
    expect(result.state).toEqual({ phase: 'loading', token: 'admin-tok', adminToken: null, actAsId: null });
    expect(result.effects).toEqual([{ type: 'load-customer' }]);
    expect(run(result.state, { type: 'customer-loaded', customer: admin })).toEqual(signedIn(admin, 'admin-tok'));
  });

  it('reloading the admin without an admin token is refused', () => {
    expect(transitionSession(signedIn(admin), { type: 'reload-admin' })).toMatchObject({ ok: false, reason: 'no-admin-token' });
  });

  it('the saved admin token survives a logout so the admin can come back', () => {
    const state = run(
      signedIn(admin, 'admin-tok'),
      { type: 'use-customer-token', token: 'cust' },
      { type: 'logged-out', pathname: '/', outcome: 'succeeded' },
      { type: 'reload-admin' },
    );
    expect(sessionToken(state)).toBe('admin-tok');
  });
});

describe('act-as', () => {
  it('an admin sets the act-as id and reloads the customer', () => {
    const result = ok(transitionSession(signedIn(admin), { type: 'act-as', customerId: 99 }));
    expect(sessionActAsId(result.state)).toBe(99);
    expect(result.effects).toEqual([{ type: 'load-customer' }]);
  });

  it('is refused for a non-admin customer, a guest and a loading session', () => {
    const loading = restoreSession({ token: 't', adminToken: null, actAsId: null });
    for (const state of [signedIn(shopper), GUEST_SESSION, loading]) {
      expect(transitionSession(state, { type: 'act-as', customerId: 99 })).toEqual({ ok: false, reason: 'not-admin', state });
    }
  });

  it('unloading clears the act-as id and reloads the customer', () => {
    const acting = run(signedIn(admin), { type: 'act-as', customerId: 99 }, { type: 'customer-loaded', customer: shopper });
    const result = ok(transitionSession(acting, { type: 'unload-act-as' }));
    expect(sessionActAsId(result.state)).toBeNull();
    expect(sessionToken(result.state)).toBe('tok');
    expect(result.effects).toEqual([{ type: 'load-customer' }]);
  });

  it('unloading as a guest changes nothing', () => {
    expect(transitionSession(GUEST_SESSION, { type: 'unload-act-as' })).toEqual({ ok: true, state: GUEST_SESSION, effects: [] });
  });
});

describe('admin view and border', () => {
  it('admin view shows for an admin customer', () => {
    expect(showAdminView(signedIn(admin))).toBe(true);
    expect(showAdminBorder(signedIn(admin))).toBe(false);
  });

  it('admin view and border show while acting, even once the acted-as shopper is loaded', () => {
    const acting = run(signedIn(admin), { type: 'act-as', customerId: 7 }, { type: 'customer-loaded', customer: shopper });
    expect(showAdminView(acting)).toBe(true);
    expect(showAdminBorder(acting)).toBe(true);
  });

  it('neither shows for a shopper or a guest', () => {
    for (const state of [signedIn(shopper), GUEST_SESSION]) {
      expect(showAdminView(state)).toBe(false);
      expect(showAdminBorder(state)).toBe(false);
    }
  });

  it('an act-as id alone (customer still loading) shows both', () => {
    const loading = restoreSession({ token: 't', adminToken: null, actAsId: 4 });
    expect(showAdminView(loading)).toBe(true);
    expect(showAdminBorder(loading)).toBe(true);
  });
});

describe('stored session', () => {
  it('a stored token restores a loading session', () => {
    expect(restoreSession({ token: 't', adminToken: 'a', actAsId: 4 })).toEqual({ phase: 'loading', token: 't', adminToken: 'a', actAsId: 4 });
  });

  it('no token restores a guest and drops a stray act-as id', () => {
    expect(restoreSession({ token: null, adminToken: 'a', actAsId: 4 })).toEqual({ phase: 'guest', adminToken: 'a' });
    expect(restoreSession({ token: '', adminToken: '', actAsId: '' })).toEqual(GUEST_SESSION);
  });

  it('an empty stored act-as id counts as none', () => {
    expect(sessionActAsId(restoreSession({ token: 't', adminToken: null, actAsId: '' }))).toBeNull();
  });

  it('toStoredSession flattens the state', () => {
    const acting: SessionState = { phase: 'signed-in', token: 't', customer: admin, adminToken: 'a', actAsId: 3 };
    expect(toStoredSession(acting)).toEqual({ token: 't', adminToken: 'a', actAsId: 3 });
    expect(toStoredSession(GUEST_SESSION)).toEqual({ token: null, adminToken: null, actAsId: null });
  });
});

describe('account area access', () => {
  it.each([
    [{ token: 't', customerId: 1 }, { allowed: true }],
    [{ token: 't', customerId: 0 }, { allowed: true }],
    [{ token: null, customerId: 1 }, { allowed: false, redirectTo: '/login' }],
    [{ token: '', customerId: 1 }, { allowed: false, redirectTo: '/login' }],
    [{ token: 't', customerId: null }, { allowed: false, redirectTo: '/login' }],
    [{ token: 't', customerId: '' }, { allowed: false, redirectTo: '/login' }],
    [{ token: undefined, customerId: undefined }, { allowed: false, redirectTo: '/login' }],
  ])('%o → %o', (input, expected) => {
    expect(accountAreaAccess(input)).toEqual(expected);
  });
});

// Property tests: any sequence of events keeps the invariants.
const customerArb = fc.record({ id: fc.oneof(fc.nat(), fc.string()), is_admin: fc.boolean(), first_name: fc.string() });
const tokenArb = fc.string({ minLength: 1, maxLength: 8 });
const eventArb: fc.Arbitrary<SessionEvent> = fc.oneof(
  fc.record({ type: fc.constant('logged-in' as const), method: fc.constantFrom('password' as const, 'magic-link' as const, 'registration' as const), token: tokenArb, customer: customerArb }),
  fc.record({ type: fc.constant('login-failed' as const), method: fc.constantFrom('password' as const, 'magic-link' as const) }),
  fc.record({ type: fc.constant('customer-loaded' as const), customer: customerArb }),
  fc.record({ type: fc.constant('customer-load-failed' as const), message: fc.string() }),
  fc.record({ type: fc.constant('logged-out' as const), pathname: fc.constantFrom('/', '/account', '/account/orders', '/cart'), outcome: fc.constantFrom('succeeded' as const, 'failed' as const) }),
  fc.record({ type: fc.constant('use-customer-token' as const), token: tokenArb }),
  fc.constant({ type: 'reload-admin' as const }),
  fc.record({ type: fc.constant('act-as' as const), customerId: fc.oneof(fc.nat(), tokenArb) }),
  fc.constant({ type: 'unload-act-as' as const }),
);
const reachableStateArb = fc.array(eventArb, { maxLength: 12 }).map((events) =>
  events.reduce<SessionState>((s, e) => transitionSession(s, e).state, GUEST_SESSION),
);

describe('session invariants (property)', () => {
  it('logout always clears token, customer and act-as id, whatever the state and outcome', () => {
    fc.assert(
      fc.property(reachableStateArb, fc.constantFrom('succeeded' as const, 'failed' as const), fc.string(), (state, outcome, pathname) => {
        const result = ok(transitionSession(state, { type: 'logged-out', pathname, outcome }));
        expect(sessionToken(result.state)).toBeNull();
        expect(sessionCustomer(result.state)).toBeNull();
        expect(sessionActAsId(result.state)).toBeNull();
        expect(result.state.adminToken).toBe(state.adminToken);
      }),
    );
  });

  it('a failed customer load always clears token, customer and act-as id', () => {
    fc.assert(
      fc.property(reachableStateArb, fc.string(), (state, message) => {
        const next = ok(transitionSession(state, { type: 'customer-load-failed', message })).state;
        expect(toStoredSession(next)).toEqual({ token: null, adminToken: state.adminToken, actAsId: null });
      }),
    );
  });

  it('a rejected event never changes the state', () => {
    fc.assert(
      fc.property(reachableStateArb, eventArb, (state, event) => {
        const result = transitionSession(state, event);
        if (!result.ok) expect(result.state).toBe(state);
      }),
    );
  });

  it('reachable states never hold a customer or act-as id without a token', () => {
    fc.assert(
      fc.property(reachableStateArb, (state) => {
        if (sessionToken(state) === null) {
          expect(sessionCustomer(state)).toBeNull();
          expect(sessionActAsId(state)).toBeNull();
        }
      }),
    );
  });

  it('act-as succeeds exactly when a signed-in admin asks', () => {
    fc.assert(
      fc.property(reachableStateArb, fc.nat(), (state, customerId) => {
        const result = transitionSession(state, { type: 'act-as', customerId });
        expect(result.ok).toBe(sessionCustomer(state)?.is_admin === true);
      }),
    );
  });

  it('the admin border never shows without the admin view', () => {
    fc.assert(
      fc.property(reachableStateArb, (state) => {
        if (showAdminBorder(state)) expect(showAdminView(state)).toBe(true);
      }),
    );
  });

  it('stored sessions round-trip for states with a token', () => {
    fc.assert(
      fc.property(reachableStateArb, (state) => {
        const restored = restoreSession(toStoredSession(state));
        expect(toStoredSession(restored)).toEqual(toStoredSession(state));
      }),
    );
  });
});
