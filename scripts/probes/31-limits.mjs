// Issue #31, limits (docs/decisions/0051): each guessable lookup walked the way the review walked it,
// through the storefront's public port, and Email Cart sent from fresh sessions. Each walk comes from
// its own addresses (X-Forwarded-For, which the storefront believes from loopback), so no walk spends
// another probe's budget. A probe is `fixed` only when the walk is refused before it gets far.
import { randomUUID } from 'node:crypto';

/** @param {import('../probe-findings.mjs').ProbeContext} ctx */
export default function probes({ probe, store, bff, commerce, commerceKey, bffKey, form, post }) {
  let walk = 0;
  /** A fresh block of addresses for one walk (CGNAT space: no other probe uses it). */
  const addresses = () => {
    walk += 1;
    return (i = 0) => `100.64.${walk}.${1 + (i % 250)}`;
  };
  const from = (address) => ({ 'x-forwarded-for': address });
  const sessionOf = (res, current) => res.headers.getSetCookie().find((c) => c.startsWith('session_id='))?.split(';')[0] ?? current;
  const commerceJson = async (path, init = {}) => {
    const res = await fetch(`${commerce}${path}`, { ...init, headers: { 'x-service-key': commerceKey, 'content-type': 'application/json', ...init.headers } });
    return res.json();
  };
  const buyable = async () => (await commerceJson('/search/products/query?per_page=50&page=1')).hits.find((p) => p.inventory_status === 'in' && !p.hide_price);
  /** The first answer of `attempts` calls that is a 429, as "refused at n", or "never refused". */
  const walkUntilRefused = async (attempts, call) => {
    const statuses = [];
    for (let i = 0; i < attempts; i += 1) {
      const status = await call(i);
      statuses.push(status);
      if (status === 429) return { refusedAt: i + 1, statuses };
    }
    return { refusedAt: null, statuses };
  };
  const verdict = ({ refusedAt, statuses }, attempts, within) => ({
    fixed: refusedAt !== null && refusedAt <= within,
    seen: refusedAt ? `refused (429) at attempt ${refusedAt} of ${attempts}` : `${attempts} attempts, none refused (last ${statuses.at(-1)})`,
  });

  probe('guest return lookup: a known email walks order numbers from one address (/return-an-order form)', async () => {
    const at = addresses();
    const result = await walkUntilRefused(40, async (i) => (await post(`${store}/return-an-order`, form({ orderNumber: String(800_000 + i), email: 'shopper@example.com' }), from(at()))).status);
    return verdict(result, 40, 21);
  });

  probe('guest return lookup: one email walked from many addresses is limited by target (return links)', async () => {
    const at = addresses();
    const email = `known-${randomUUID()}@example.com`;
    const result = await walkUntilRefused(40, async (i) => {
      const link = Buffer.from(`${810_000 + i}:${email}`).toString('base64url');
      return (await fetch(`${store}/return-an-order/${link}`, { redirect: 'manual', headers: from(at(i)) })).status;
    });
    return verdict(result, 40, 11);
  });

  probe('guest order lookup (/tracking/status): one order number guessed from many addresses is limited', async () => {
    const at = addresses();
    const orderNumber = '820001';
    const result = await walkUntilRefused(40, async (i) => (await post(`${store}/tracking/status`, form({ intent: 'order', orderNumber, email: `guess${i}@example.com` }), from(at(i)))).status);
    return verdict(result, 40, 11);
  });

  probe('quote pages: one address walking quote ids is limited', async () => {
    const at = addresses();
    const result = await walkUntilRefused(40, async () => (await fetch(`${store}/quotes/${randomUUID()}`, { headers: from(at()) })).status);
    return verdict(result, 40, 21);
  });

  probe('the quote page does not show the cart id of whoever carted the quote', async () => {
    const at = addresses();
    const product = await buyable();
    const asked = await fetch(`${bff}/v1/quotes/request`, {
      method: 'POST', headers: { 'x-service-key': bffKey, 'content-type': 'application/json', 'x-client-address': at(1) },
      body: JSON.stringify({ name: 'Probe', email: `probe-${randomUUID()}@example.com`, phone: '', message: '', products: [{ id: product.id, sku: product.sku, quantity: 1 }] }),
    });
    const { uuid } = await asked.json();
    await post(`${store}/quotes/${uuid}`, '', from(at(2)));
    const quote = await commerceJson(`/api/quotes/${uuid}`);
    const page = await (await fetch(`${store}/quotes/${uuid}`, { headers: from(at(3)) })).text();
    if (!quote.cart_id) return { fixed: false, seen: `the quote was not carted (${JSON.stringify(quote).slice(0, 80)})` };
    return { fixed: !page.includes(quote.cart_id), seen: page.includes(quote.cart_id) ? `cart ${quote.cart_id} in the page` : 'the carted quote\'s page holds no cart id' };
  });

  probe('/checkout?load={cartId}: a GET changes nothing; one address walking cart ids is limited', async () => {
    const at = addresses();
    const product = await buyable();
    const made = await commerceJson(`/api/v1/carts/probe-${randomUUID()}`, { method: 'POST', body: JSON.stringify({ line_items: [{ product_id: product.id, quantity: 1 }], customer_id: null }) });
    // A shopper with their own empty session follows a crafted link.
    const visit = await fetch(`${store}/checkout?load=${made.id}`, { redirect: 'manual', headers: from(at(1)) });
    const cookie = sessionOf(visit, '');
    const cart = cookie ? await (await fetch(`${bff}/v1/cart`, { headers: { cookie, 'x-service-key': bffKey } })).json() : { itemCount: 0 };
    const unchanged = visit.status === 200 && (cart.itemCount ?? 0) === 0;
    const result = await walkUntilRefused(40, async () => (await fetch(`${store}/checkout?load=${randomUUID()}`, { redirect: 'manual', headers: from(at(2)) })).status);
    const limited = verdict(result, 40, 21);
    return { fixed: unchanged && limited.fixed, seen: `GET ${visit.status}, session cart after it: ${cart.itemCount ?? 0} items; walk ${limited.seen}` };
  });

  probe('Email Cart from fresh sessions at one address stops well before 300 mails an hour', async () => {
    const at = addresses();
    const product = await buyable();
    const result = await walkUntilRefused(40, async (i) => {
      const added = await post(`${store}/cart`, form({ intent: 'add', productId: String(product.id), quantity: '1' }), from(at()));
      const cookie = sessionOf(added, '');
      return (await post(`${store}/cart/email`, form({ email: `friend-${i}-${randomUUID()}@example.com`, message: 'Have a look at this cart' }), { ...from(at()), cookie })).status;
    });
    return verdict(result, 40, 21);
  });

  probe('mail to one recipient who did not ask for it is limited, whatever the session and address', async () => {
    const at = addresses();
    const product = await buyable();
    const to = `stranger-${randomUUID()}@example.com`;
    const result = await walkUntilRefused(12, async (i) => {
      const added = await post(`${store}/cart`, form({ intent: 'add', productId: String(product.id), quantity: '1' }), from(at(i)));
      return (await post(`${store}/cart/email`, form({ email: to, message: 'Have a look at this cart' }), { ...from(at(i)), cookie: sessionOf(added, '') })).status;
    });
    return verdict(result, 12, 6);
  });

  probe('cart writes from fresh sessions at one address are limited per address', async () => {
    const at = addresses();
    const product = await buyable();
    // A new session every 250 writes (each under its own 300 a minute); a write that changes nothing
    // (an unknown product) still counts. The address may make 600 a minute over all its sessions.
    let cookie = '';
    const result = await walkUntilRefused(800, async (i) => {
      if (i % 250 === 0) {
        const added = await post(`${store}/cart`, form({ intent: 'add', productId: String(product.id), quantity: '1' }), from(at()));
        if (added.status === 429) return 429;
        cookie = sessionOf(added, '');
      }
      return (await post(`${store}/cart`, form({ intent: 'add', productId: '999999', quantity: '1' }), { ...from(at()), cookie })).status;
    });
    return verdict(result, 800, 601);
  });
}
