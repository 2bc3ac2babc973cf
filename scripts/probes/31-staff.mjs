// Staff findings of issue #31 (docs/decisions/0052), probed the way they were found: the published
// staff demo password, the file that keeps the store's own, and what staff acting as a customer can do.
// Acting's expiry (30 minutes idle, 4 hours in all) has no hook a probe could use without waiting; the
// BFF's integration tests move its clock instead (apps/bff/src/staff.int.test.ts).
import { statSync } from 'node:fs';
import path from 'node:path';
import { readStaffDemoPassword } from '../lib/stack.mjs';

/** @param {import('../probe-findings.mjs').ProbeContext} ctx */
export default function probes({ probe, store, bff, bffKey, storeOrigin, secretsDir, form, post }) {
  probe('the staff demo account cannot be signed into with the published admin@example.com / pool-admin-1', async () => {
    const res = await post(`${store}/login`, form({ email: 'admin@example.com', password: 'pool-admin-1' }), { 'x-forwarded-for': '198.51.100.31' });
    const signedIn = res.status === 302 && res.headers.getSetCookie().some((c) => c.startsWith('session_id='));
    return { fixed: !signedIn, seen: `sign-in with the published password: ${res.status}${signedIn ? ', signed in' : ''}` };
  });

  probe('the staff demo password is random and kept 0600 in SECRETS_DIR/staff-demo-password (0700 directory)', async () => {
    const file = path.join(secretsDir, 'staff-demo-password');
    const mode = (statSync(file).mode & 0o777).toString(8);
    const dirMode = (statSync(secretsDir).mode & 0o777).toString(8);
    const password = readStaffDemoPassword({ secretsDir });
    const res = await post(`${store}/login`, form({ email: 'admin@example.com', password }), { 'x-forwarded-for': '198.51.100.32' });
    const works = res.status === 302;
    return { fixed: mode === '600' && dirMode === '700' && password.length >= 16 && works, seen: `file ${mode}, directory ${dirMode}, ${password.length} characters; signs in: ${works}` };
  });

  /** A BFF call as the storefront makes it, with the staff session's cookie. */
  const call = (cookie, pathname, init = {}) => fetch(`${bff}${pathname}`, {
    ...init, headers: { 'x-service-key': bffKey, origin: storeOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...init.headers },
  });
  const cookieOf = (res, previous) => res.headers.getSetCookie().find((c) => c.startsWith('session_id='))?.split(';')[0] ?? previous;
  /** Staff signed in with the store's own password, acting as the demo shopper. */
  async function actingAsShopper() {
    const login = await call(null, '/v1/session/login', { method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: readStaffDemoPassword({ secretsDir }) }) });
    let cookie = cookieOf(login);
    const found = await (await call(cookie, '/v1/staff/customers?q=shopper%40example.com')).json();
    const shopper = found.data[0];
    const acted = await call(cookie, '/v1/staff/act-as', { method: 'POST', body: JSON.stringify({ customerId: shopper.id }) });
    cookie = cookieOf(acted, cookie);
    return { cookie, shopper, acted: acted.status };
  }

  probe('staff acting as a customer cannot post a review or a question in their name', async () => {
    const { cookie, acted } = await actingAsShopper();
    const review = await call(cookie, '/v1/reviews', { method: 'POST', body: JSON.stringify({ sku: 'X-1', rating: 5, title: 'Great', text: 'Posted by staff acting.' }) });
    const question = await call(cookie, '/v1/questions', { method: 'POST', body: JSON.stringify({ sku: 'X-1', text: 'Posted by staff acting?' }) });
    return { fixed: acted === 200 && review.status === 403 && question.status === 403, seen: `act-as ${acted}; review ${review.status}, question ${question.status}` };
  });

  probe("act-as records reads of the customer's data and each write's outcome in the audit", async () => {
    const { cookie, shopper, acted } = await actingAsShopper();
    const requestId = `probe-read-${Date.now()}`;
    const read = await call(cookie, '/v1/orders', { headers: { 'x-request-id': requestId } });
    const write = await call(cookie, '/v1/cart/items', { method: 'POST', headers: { 'x-request-id': `${requestId}-w` }, body: JSON.stringify({ productId: 2_000_000_000, quantity: 1 }) });
    // Recorded once answered, off the request's path: give it a moment.
    let entries = [];
    for (let i = 0; i < 20; i += 1) {
      entries = (await (await call(cookie, `/v1/staff/customers/${shopper.id}/audit`)).json()).data ?? [];
      if (entries.some((e) => e.requestId === `${requestId}-w` && e.status !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const readEntry = entries.find((e) => e.requestId === requestId);
    const writeEntry = entries.find((e) => e.requestId === `${requestId}-w`);
    const fixed = acted === 200 && readEntry?.action === 'read' && readEntry.status === read.status && writeEntry?.status === write.status;
    return { fixed, seen: `read GET /v1/orders ${read.status}: ${readEntry ? `${readEntry.action} ${readEntry.status}` : 'not recorded'}; write ${write.status}: ${writeEntry ? `${writeEntry.action} ${writeEntry.status}` : 'not recorded'}` };
  });
}
