// Findings of the first security review (issue #17), probed the way they were found.
// Each entry: probe(finding, check) where check(ctx) resolves to { fixed, seen } (scripts/probe-findings.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { dataDirEnv, readStaffDemoPassword } from '../lib/stack.mjs';

/** @param {import('../probe-findings.mjs').ProbeContext} ctx */
export default function probes({ probe, ports, store, commerce, bff, commerceKey, bffKey, dataDir, secretsDir, form, post }) {
  probe('commerce-api and the BFF listen on loopback only', async () => {
    const external = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (!external) return { fixed: true, seen: 'no non-loopback interface to try' };
    const answers = await Promise.all([ports.commerceApi, ports.bff].map((port) => fetch(`http://${external}:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 'refused')));
    return { fixed: answers.every((a) => a === 'refused'), seen: `${external}:${ports.commerceApi} ${answers[0]}, :${ports.bff} ${answers[1]}` };
  });

  probe('commerce-api answers nobody without the service key (prices, /api/login, user-id)', async () => {
    const menu = await fetch(`${commerce}/search/products/query?per_page=5`);
    const login = await fetch(`${commerce}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'x' }) });
    const customer = await fetch(`${commerce}/api/customer`, { headers: { 'user-id': '1' } });
    const statuses = [menu.status, login.status, customer.status];
    return { fixed: statuses.every((s) => s === 401), seen: `search ${statuses[0]}, login ${statuses[1]}, customer+user-id ${statuses[2]}` };
  });

  probe('user-id is honoured only for a staff session, from the BFF', async () => {
    const signIn = await fetch(`${commerce}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-key': commerceKey }, body: JSON.stringify({ email: 'shopper@example.com', password: 'pool-demo-1' }) });
    const { token, user } = await signIn.json();
    const other = await fetch(`${commerce}/api/customer`, { headers: { 'x-service-key': commerceKey, authorization: `Bearer ${token}`, 'user-id': String(user.id + 1) } });
    const body = other.ok ? await other.json() : null;
    return { fixed: !body || body.id === user.id, seen: `a shopper's token with user-id ${user.id + 1}: ${other.status}, customer ${body?.id ?? '-'}` };
  });

  probe('no open redirect after sign-in (returnUrl=/.//evil.example/x)', async () => {
    const res = await post(`${store}/login?returnUrl=${encodeURIComponent('/.//evil.example/x')}`, form({ email: 'shopper@example.com', password: 'pool-demo-1' }));
    const location = res.headers.get('location') ?? '';
    return { fixed: res.status === 302 && location.startsWith('/') && !location.startsWith('//') && !location.includes('evil.example'), seen: `${res.status} location: ${location}` };
  });

  probe('the image proxies stay under /images/', async () => {
    const hit = (await (await fetch(`${commerce}/search/products/query?per_page=5`, { headers: { 'x-service-key': commerceKey } })).json()).hits[0];
    const viaStore = await fetch(`${store}/images/%2e%2e/api/v1/cache/${hit.sku}`);
    const viaBff = await fetch(`${bff}/images/%2e%2e/api/v1/cache/${hit.sku}`, { headers: { 'x-service-key': bffKey } });
    return { fixed: viaStore.status === 404 && viaBff.status === 404, seen: `storefront ${viaStore.status}, BFF ${viaBff.status}` };
  });

  probe('a Host header cannot poison the page cache', async () => {
    for (let i = 0; i < 2; i += 1) await fetch(`${store}/category/pumps.html`, { headers: { host: 'evil.example' } });
    const served = await (await fetch(`${store}/category/pumps.html`)).text();
    return { fixed: !served.includes('evil.example'), seen: served.includes('evil.example') ? 'evil.example in the cached page' : 'canonical and og:url name the public origin' };
  });

  probe('storefront form bodies are bounded and typed (413, 415, never 500)', async () => {
    const plain = await post(`${store}/cart`, 'intent=add', { 'content-type': 'text/plain' });
    const large = await post(`${store}/cart`, form({ intent: 'add', productId: '1', pad: 'x'.repeat(2 * 1024 * 1024) }));
    return { fixed: plain.status === 415 && large.status === 413, seen: `text/plain ${plain.status}, 2 MB form ${large.status}` };
  });

  probe("wrong passwords from one address do not lock the owner out; the address is limited", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await post(`${store}/login`, form({ email: 'shopper@example.com', password: `guess-${i}` }), { 'x-forwarded-for': '198.51.100.23' });
      statuses.push(res.status);
    }
    const owner = await post(`${store}/login`, form({ email: 'shopper@example.com', password: 'pool-demo-1' }), { 'x-forwarded-for': '203.0.113.50' });
    const limited = statuses.at(-1) === 429;
    return { fixed: limited && owner.status === 302, seen: `stranger's 11th/12th attempts: ${statuses.slice(-2).join(', ')}; owner elsewhere: ${owner.status}` };
  });

  probe('X-Forwarded-For sent to the BFF does not pick the rate-limit key', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await fetch(`${bff}/v1/session/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-service-key': bffKey, 'x-forwarded-for': `192.0.2.${i}` }, body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
      });
      statuses.push(res.status);
    }
    return { fixed: statuses.at(-1) === 429, seen: `12 attempts with 12 forged addresses: last ${statuses.at(-1)}` };
  });

  probe('warranty offers do not reveal a hidden price to a guest', async () => {
    const all = [];
    // A page past the last is a 404 problem (no hits).
    for (let page = 1; page <= 3; page += 1) all.push(...((await (await fetch(`${commerce}/search/products/query?per_page=100&page=${page}`, { headers: { 'x-service-key': commerceKey } })).json()).hits ?? []));
    const hidden = all.find((hit) => hit.hide_price);
    if (!hidden) return { fixed: true, seen: 'no hidden-price product in this seed' };
    const offers = await fetch(`${bff}/v1/catalog/products/${hidden.id}/warranty-offers`, { headers: { 'x-service-key': bffKey } });
    const body = await offers.json();
    const count = Array.isArray(body.offers) ? body.offers.length : Array.isArray(body) ? body.length : 0;
    return { fixed: offers.status === 200 && count === 0, seen: `guest asks for product ${hidden.id}'s offers: ${offers.status}, ${count} offers` };
  });

  probe('sessions: HttpOnly, SameSite, 30-day Max-Age, files 0600 in a 0700 directory', async () => {
    const page = await (await fetch(`${commerce}/search/products/query?per_page=20`, { headers: { 'x-service-key': commerceKey } })).json();
    const product = page.hits.find((hit) => hit.inventory_status === 'in' && !hit.hide_price);
    const add = await post(`${store}/cart`, form({ intent: 'add', productId: String(product.id), quantity: '1', redirectTo: '/cart' }));
    const cookie = add.headers.getSetCookie().find((c) => c.startsWith('session_id=')) ?? '';
    const dir = dataDirEnv(dataDir).SESSION_DIR;
    const entries = readdirSync(dir, { recursive: true }).map((f) => statSync(path.join(dir, String(f))));
    const modes = entries.filter((e) => e.isFile()).map((e) => (e.mode & 0o777).toString(8));
    const dirModes = [statSync(dir), ...entries.filter((e) => e.isDirectory())].map((e) => (e.mode & 0o777).toString(8));
    const dirMode = [...new Set(dirModes)].join(',');
    const ok = /HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie) && /Max-Age=2592000/.test(cookie) && modes.length > 0 && modes.every((m) => m === '600') && dirMode === '700';
    return { fixed: ok, seen: `${cookie.replace(/session_id=[^;]+/, 'session_id=…')}; files ${[...new Set(modes)].join(',')}, dir ${dirMode}` };
  });

  probe('two first adds at once keep one cart; a retried add with its key adds once', async () => {
    const page = await (await fetch(`${commerce}/search/products/query?per_page=40`, { headers: { 'x-service-key': commerceKey } })).json();
    const [a, b] = page.hits.filter((hit) => hit.inventory_status === 'in' && !hit.hide_price);
    const seed = await post(`${store}/cart`, form({ intent: 'add', productId: String(a.id), quantity: '1' }));
    const cookie = (seed.headers.getSetCookie().find((c) => c.startsWith('session_id=')) ?? '').split(';')[0];
    const key = 'probe0123456789abcdef0123456789ab';
    await Promise.all([
      post(`${store}/cart`, form({ intent: 'add', productId: String(b.id), quantity: '1', idempotencyKey: key }), { cookie }),
      post(`${store}/cart`, form({ intent: 'add', productId: String(b.id), quantity: '1', idempotencyKey: key }), { cookie }),
    ]);
    const cart = await (await fetch(`${bff}/v1/cart`, { headers: { cookie, 'x-service-key': bffKey } })).json();
    const quantities = Object.fromEntries(cart.lines.map((line) => [line.productId, line.quantity]));
    return { fixed: quantities[a.id] === 1 && quantities[b.id] === 1, seen: `lines ${JSON.stringify(quantities)}` };
  });

  probe('the staff demo account has no published password, on the embedded default or a server database', async () => {
    // Every store makes its own random staff password on the first start (SECRETS_DIR/staff-demo-password,
    // docs/decisions/0052), whatever the database; compose seeds no demo accounts unless asked.
    const signIn = (password) => fetch(`${commerce}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-key': commerceKey }, body: JSON.stringify({ email: 'admin@example.com', password }) });
    const published = await signIn('pool-admin-1');
    const own = await signIn(readStaffDemoPassword({ secretsDir }));
    const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
    const seeds = /SEED_DEMO_ACCOUNTS:\s*["']?true/i.test(compose);
    return { fixed: published.status !== 200 && own.status === 200 && !seeds, seen: `pool-admin-1: ${published.status}; the store's own password: ${own.status}; compose sets SEED_DEMO_ACCOUNTS=true: ${seeds}` };
  });
}
