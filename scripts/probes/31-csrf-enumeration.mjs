// Issue #31, helper E's findings (docs/decisions/0054): login CSRF through the one-click login page, GETs
// that change state, account enumeration by registration and reset, and the unused orders-by-email
// endpoint. Each probe re-does the attack against the freshly started store (scripts/probe-findings.mjs).

/** The cookies a response sets, as one `cookie` header value (name=value; ...). */
const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !c.endsWith('=')).join('; ');

/** The median of the times `run` takes, over `times` runs one after another. */
async function medianMs(times, run) {
  const took = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run(i);
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)];
}

/** @param {import('../probe-findings.mjs').ProbeContext} ctx */
export default function probes({ probe, store, commerce, outbox, commerceKey, form, post }) {
  const unique = (what) => `probe-${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

  /** Registers a new customer through the storefront (a 302 to the dashboard). */
  async function registerCustomer(email, address) {
    const res = await post(`${store}/register`, form({ first_name: 'Probe', last_name: 'Person', email, password: 'probe-heron-4242' }), { 'x-forwarded-for': address });
    if (res.status !== 302) throw new Error(`registration of a new customer answered ${res.status}`);
  }

  /**
   * The newest `path?…` link mailed to `email`: from the outbox listener when there is one (its
   * listing links each message), else from commerce-api's outbox routes (service key).
   */
  async function mailedLink(email, path) {
    const pattern = new RegExp(`https?://[^"'\\s<>]*${path.replace('/', '\\/')}\\?[^"'\\s<>]+`);
    const listing = await fetch(`${outbox}/`, { signal: AbortSignal.timeout(3000) }).then((r) => (r.ok ? r.text() : null), () => null);
    if (listing) {
      for (const row of listing.split(/<tr|<li/).filter((r) => r.includes(email))) {
        const href = row.match(/href="([^"]+)"/)?.[1];
        if (!href) continue;
        const message = await (await fetch(new URL(href.replaceAll('&amp;', '&'), `${outbox}/`))).text();
        const link = message.replaceAll('&amp;', '&').match(pattern)?.[0];
        if (link) return link;
      }
    }
    const headers = { 'x-service-key': commerceKey };
    const page = await fetch(`${commerce}/api/dev/outbox?per_page=100`, { headers });
    if (page.ok) {
      for (const summary of (await page.json()).messages.filter((m) => m.to.includes(email))) {
        const message = await (await fetch(`${commerce}/api/dev/outbox/${summary.id}`, { headers })).json();
        const link = message.text.match(pattern)?.[0];
        if (link) return link;
      }
    }
    throw new Error(`no ${path} link mailed to ${email}`);
  }

  probe('login CSRF: opening a one-click login link (GET /auto-login) signs nobody in and does not spend the token', async () => {
    const email = unique('link');
    await registerCustomer(email, '198.51.100.81');
    const asked = await post(`${store}/login`, form({ email, intent: 'login-link' }), { 'x-forwarded-for': '198.51.100.81' });
    if (asked.status !== 200) return { fixed: false, seen: `asking for a login link answered ${asked.status}` };
    const link = new URL(await mailedLink(email, '/auto-login'));
    const token = link.searchParams.get('token');
    // The attacker's page sends the visitor to the link (a top-level GET, no cookies of the store yet).
    const opened = await fetch(`${store}/auto-login?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
    const html = await opened.text();
    const afterGet = await fetch(`${store}/account/dashboard`, { redirect: 'manual', headers: { cookie: cookiesOf(opened) } });
    const signedInByGet = afterGet.status === 200;
    const hasButton = /<button[^>]*type="submit"[^>]*>[\s\S]*?Sign In/.test(html);
    // The holder presses Sign In: a same-origin form post spends the token once.
    const pressed = await post(`${store}/auto-login`, form({ token, returnUrl: '/account/dashboard' }));
    const signedInByPost = pressed.status === 302 && (pressed.headers.get('location') ?? '').endsWith('/account/dashboard');
    return {
      fixed: opened.status === 200 && !signedInByGet && hasButton && signedInByPost,
      seen: `GET ${opened.status} (button ${hasButton ? 'shown' : 'missing'}), dashboard after the GET ${afterGet.status}; the press afterwards ${pressed.status} → ${pressed.headers.get('location') ?? '-'}`,
    };
  });

  probe('no GET signs out or spends a token: GET /logout and GET /reset leave the session and the reset link as they were', async () => {
    const email = unique('getlogout');
    const registered = await post(`${store}/register`, form({ first_name: 'Probe', last_name: 'Person', email, password: 'probe-heron-4242' }), { 'x-forwarded-for': '198.51.100.82' });
    const cookie = cookiesOf(registered);
    const logout = await fetch(`${store}/logout`, { redirect: 'manual', headers: { cookie } });
    const still = await fetch(`${store}/account/dashboard`, { redirect: 'manual', headers: { cookie } });
    await post(`${store}/forgot`, form({ email }), { 'x-forwarded-for': '198.51.100.82' });
    const reset = new URL(await mailedLink(email, '/reset'));
    await fetch(`${store}/reset${reset.search}`, { redirect: 'manual' });
    const used = await post(`${store}/reset${reset.search}`, form({ token: reset.searchParams.get('token'), email, password: 'probe-heron-5353' }));
    return {
      fixed: still.status === 200 && used.status === 302,
      seen: `GET /logout ${logout.status}, dashboard after it ${still.status}; reset link opened, then posted: ${used.status}`,
    };
  });

  probe('registration does not tell who has an account (the demo email gets no "taken", nobody is signed in, alike in time)', async () => {
    const fresh = await medianMs(3, async (i) => {
      await post(`${store}/register`, form({ first_name: 'Probe', last_name: 'Person', email: unique(`reg${i}`), password: 'probe-heron-4242' }), { 'x-forwarded-for': '198.51.100.83' });
    });
    let answer = null;
    const known = await medianMs(3, async () => {
      const res = await post(`${store}/register`, form({ first_name: 'Probe', last_name: 'Person', email: 'shopper@example.com', password: 'probe-heron-4242' }), { 'x-forwarded-for': '198.51.100.84' });
      answer = { status: res.status, cookies: cookiesOf(res), text: await res.text() };
    });
    const tells = /taken|already (has|have|exists|registered)/i.test(answer.text);
    const signedIn = answer.status === 302;
    const ratio = Math.max(known, fresh) / Math.min(known, fresh);
    return {
      fixed: !tells && !signedIn && answer.status < 500 && ratio < 2,
      seen: `demo email: ${answer.status}${tells ? ', says taken' : ', neutral page'}; median ${Math.round(known)} ms vs a new email ${Math.round(fresh)} ms`,
    };
  });

  probe('password reset and the login-link request answer a known and an unknown email alike (body, status, time)', async () => {
    const email = unique('known');
    await registerCustomer(email, '198.51.100.85');
    const results = {};
    // Each flow from its own addresses: the per-address-and-account limit (5 in 15 minutes) is not what is probed.
    for (const [name, path, extra, [knownFrom, unknownFrom]] of [
      ['reset', '/forgot', {}, ['198.51.100.86', '198.51.100.87']],
      ['login link', '/login', { intent: 'login-link' }, ['198.51.100.88', '198.51.100.89']],
    ]) {
      const answers = [];
      const time = async (who, address) => medianMs(3, async () => {
        const res = await post(`${store}${path}`, form({ email: who, ...extra }), { 'x-forwarded-for': address });
        const text = await res.text();
        answers.push({ who, status: res.status, message: text.match(/role="status"[^>]*>([^<]*)</)?.[1] ?? text.match(/"message":"([^"]*)"/)?.[1] ?? '' });
      });
      const knownMs = await time(email, knownFrom);
      const unknownMs = await time(unique('nobody'), unknownFrom);
      const same = answers.every((a) => a.status === answers[0].status && a.message === answers[0].message && a.status === 200);
      const odd = answers.find((a) => a.status !== answers[0].status || a.message !== answers[0].message);
      results[name] = { same, knownMs, unknownMs, status: answers[0].status, message: answers[0].message, odd };
    }
    const alike = Object.values(results).every((r) => r.same && Math.max(r.knownMs, r.unknownMs) / Math.min(r.knownMs, r.unknownMs) < 2);
    return {
      fixed: alike,
      seen: Object.entries(results).map(([name, r]) => `${name}: ${r.same ? 'same' : `DIFFERENT (${r.odd ? `${r.odd.status} '${r.odd.message}'` : 'not 200'})`} ${r.status} '${r.message}', median known ${Math.round(r.knownMs)} ms / unknown ${Math.round(r.unknownMs)} ms`).join('; '),
    };
  });

  probe('the unused GET /api/v1/orders?email= (whole orders by email) is gone', async () => {
    const res = await fetch(`${commerce}/api/v1/orders?email=${encodeURIComponent('shopper@example.com')}`, { headers: { 'x-service-key': commerceKey } });
    return { fixed: res.status === 404, seen: `commerce-api answered ${res.status}` };
  });
}
