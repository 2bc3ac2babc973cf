// Issue #31, reviews, coupons and points (decision 0055), probed the way the review found them.
// Each entry: probe(finding, check) where check(ctx) resolves to { fixed, seen } (scripts/probe-findings.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const json = { 'content-type': 'application/json' };

/** @param {import('../probe-findings.mjs').ProbeContext} ctx */
export default function probes({ probe, bff, commerce, commerceKey, bffKey, secretsDir }) {
  const api = (url, init = {}) => fetch(`${commerce}${url}`, { ...init, headers: { ...json, 'x-service-key': commerceKey, ...(init.headers ?? {}) } });
  const viaBff = (url, init = {}) => fetch(`${bff}${url}`, { ...init, headers: { ...json, 'x-service-key': bffKey, ...(init.headers ?? {}) } });
  const bearer = (token) => ({ authorization: `Bearer ${token}` });

  async function signIn(email, password) {
    const res = await api('/api/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    return res.ok ? (await res.json()).token : null;
  }
  /** The BFF session cookie of the demo shopper. */
  async function shopperSession() {
    const res = await viaBff('/v1/session/login', { method: 'POST', body: JSON.stringify({ email: 'shopper@example.com', password: 'pool-demo-1' }) });
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }
  /** Products a shopper can see the price of, from the search index. */
  async function products() {
    const found = await (await api('/search/products/query?per_page=60')).json();
    return found.hits.filter((hit) => !hit.hide_price);
  }
  /**
   * A staff token: the published demo password, else the one the first start wrote to the secrets
   * directory (any file naming staff or admin; each line or word of it is tried).
   */
  async function staffToken() {
    const tries = ['pool-admin-1'];
    try {
      for (const file of readdirSync(secretsDir).filter((f) => /staff|admin/i.test(f))) {
        tries.push(...readFileSync(path.join(secretsDir, file), 'utf8').split(/\s+/).filter(Boolean));
      }
    } catch { /* no secrets directory */ }
    for (const password of tries) {
      const token = await signIn('admin@example.com', password);
      if (token) return token;
    }
    return null;
  }

  probe('a customer cannot review the same product twice', async () => {
    const cookie = await shopperSession();
    const [product] = await products();
    const send = (title) => viaBff('/v1/reviews', { method: 'POST', headers: { cookie }, body: JSON.stringify({ sku: product.sku, rating: 5, title, text: 'Best pump ever, buy it now.' }) });
    const first = await send('Probe review one');
    const second = await send('Probe review two');
    const body = second.ok ? null : await second.json();
    return { fixed: first.status === 200 && second.status === 409, seen: `first ${first.status}, second ${second.status}${body ? `: ${body.title}` : ''}` };
  });

  probe('a new review changes neither the rating nor the listed reviews before staff approve it', async () => {
    const cookie = await shopperSession();
    const product = (await products())[1];
    const read = async () => (await viaBff(`/v1/reviews?productId=${product.id}`)).json();
    const before = await read();
    const sent = await viaBff('/v1/reviews', { method: 'POST', headers: { cookie }, body: JSON.stringify({ sku: product.sku, rating: 1, title: 'Probe one star', text: 'Sinking the rating at once.' }) });
    const after = await read();
    const listed = after.data.some((r) => r.title === 'Probe one star');
    const unchanged = after.count === before.count && after.average === before.average && !listed;
    return { fixed: sent.status === 200 && unchanged, seen: `review ${sent.status}; count ${before.count} → ${after.count}, average ${before.average} → ${after.average}, listed: ${listed}` };
  });

  probe('a cart takes one percent-off or fixed coupon (plus one free-shipping): a second percent-off is refused', async () => {
    let cart = null;
    for (const hit of (await products()).filter((p) => p.price >= 150)) {
      const res = await api(`/api/v1/carts/session-${crypto.randomUUID()}`, { method: 'POST', body: JSON.stringify({ line_items: [{ product_id: hit.id, quantity: 1 }], customer_id: null }) });
      if (res.status === 201) { cart = await res.json(); break; }
    }
    if (!cart) return { fixed: false, seen: 'no cart of $150 or more could be made' };
    const apply = (coupon) => api(`/api/v1/carts/${cart.id}/coupons`, { method: 'POST', body: JSON.stringify({ coupon }) });
    const first = await apply('SPLASH10');
    const second = await apply('BIGSPLASH20');
    const reason = second.ok ? '' : (await second.json()).title;
    const held = (await (await api(`/api/v1/carts/${cart.id}`)).json()).coupons.map((c) => c.code);
    return { fixed: first.status === 200 && second.status === 422 && held.length === 1, seen: `SPLASH10 ${first.status}, BIGSPLASH20 ${second.status} (${reason}); cart holds ${held.join(', ')}` };
  });

  probe('a cancelled order takes back the reward points it earned', async () => {
    const staff = await staffToken();
    if (!staff) return { fixed: false, seen: 'could not sign in as staff to cancel an order' };
    const shopper = await signIn('shopper@example.com', 'pool-demo-1');
    const list = await (await api('/api/orders?limit=50&status=in_progress', { headers: bearer(shopper) })).json();
    const open = list.data.find((o) => o.status === 'Awaiting Fulfillment' || o.status === 'Pending');
    if (!open) return { fixed: false, seen: 'the demo shopper has no order that has not shipped' };
    const balance = async () => (await (await api('/api/rewards/user', { headers: bearer(shopper) })).json()).points;
    const before = await balance();
    const cancelled = await api(`/api/admin/orders/${open.id}/cancel`, { method: 'POST', headers: bearer(staff) });
    const body = await cancelled.json();
    const after = await balance();
    const taken = body.points?.points ?? 0;
    return {
      fixed: cancelled.status === 200 && taken < 0 && after === before + taken,
      seen: `cancel #${open.id}: ${cancelled.status}; ledger ${body.points?.kind ?? 'none'} ${taken}; balance ${before} → ${after}`,
    };
  });
}
