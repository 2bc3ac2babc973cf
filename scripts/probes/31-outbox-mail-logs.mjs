// Issue #31, helper A's findings: the public outbox, attacker text relayed in mail, and secrets in
// the access log (docs/decisions/0050). Each probe re-does the attack against the fresh store.
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';

/** @param {import('../probe-findings.mjs').ProbeContext} ctx */
export default function probes({ probe, ports, store, bff, commerce, outbox, commerceKey, bffKey, storeOrigin, logs }) {
  const bffHeaders = (extra = {}) => ({ 'content-type': 'application/json', 'x-service-key': bffKey, origin: storeOrigin, ...extra });

  probe('/dev/outbox is not served on a public port: a login link asked for any address cannot be read there', async () => {
    // The attack: ask for a one-click login link for the demo shopper, then read it in the outbox.
    const asked = await fetch(`${bff}/v1/session/login-link`, { method: 'POST', headers: bffHeaders(), body: JSON.stringify({ email: 'shopper@example.com' }) });
    const reads = {
      'storefront /dev/outbox': (await fetch(`${store}/dev/outbox`)).status,
      'BFF /v1/dev/outbox': (await fetch(`${bff}/v1/dev/outbox`, { headers: bffHeaders() })).status,
      'commerce-api /api/dev/outbox': (await fetch(`${commerce}/api/dev/outbox`, { headers: { 'x-service-key': commerceKey } })).status,
    };
    const seen = `login link asked: ${asked.status}; ${Object.entries(reads).map(([where, status]) => `${where} ${status}`).join(', ')}`;
    return { fixed: Object.values(reads).every((status) => status === 404), seen };
  });

  probe('the mail outbox listens on 127.0.0.1 only (not on the machine\'s network address)', async () => {
    const local = await fetch(`${outbox}/`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 'refused');
    const external = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    const remote = external
      ? await fetch(`http://${external}:${ports.outbox}/`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 'refused')
      : 'no non-loopback interface to try';
    return { fixed: local === 200 && (remote === 'refused' || !external), seen: `127.0.0.1:${ports.outbox} ${local}; ${external ?? '-'}:${ports.outbox} ${remote}` };
  });

  probe("Email Cart relays no link: the message is plain text, capped at 500 characters", async () => {
    const hit = (await (await fetch(`${commerce}/search/products/query?per_page=50`, { headers: { 'x-service-key': commerceKey } })).json()).hits
      .find((p) => p.inventory_status === 'in' && !p.hide_price);
    const added = await fetch(`${bff}/v1/cart/items`, { method: 'POST', headers: bffHeaders(), body: JSON.stringify({ productId: hit.id, quantity: 1 }) });
    const cookie = (added.headers.get('set-cookie') ?? '').split(';')[0];
    const to = `probe-relay-${Date.now()}@example.com`;
    const send = (message) => fetch(`${bff}/v1/cart/email`, { method: 'POST', headers: bffHeaders({ cookie }), body: JSON.stringify({ email: to, message }) });
    const long = await send('x'.repeat(501));
    const sent = await send('You won! Claim it at https://evil.example/claim or www.evil.example <a href="https://evil.example">here</a>');
    const { messages } = await (await fetch(`${outbox}/api/messages?to=${encodeURIComponent(to)}&limit=5`)).json();
    const mail = messages[0];
    const linkish = /https?:\/\/evil|www\.evil|evil\.example|<a href="https:\/\/evil/;
    const clean = Boolean(mail) && !linkish.test(mail.html ?? '') && !linkish.test(mail.text);
    return {
      fixed: long.status === 400 && sent.status === 200 && messages.length === 1 && clean,
      seen: `501 characters: ${long.status}; link text: ${sent.status}, ${messages.length} mail, ${clean ? 'no link or domain left whole' : 'a link or domain is in the mail'}`,
    };
  });

  probe('reset and login tokens and email addresses are not written to the access logs', async () => {
    const token = `probetoken${Date.now()}`;
    const email = `probe-log-${Date.now()}@example.com`;
    // Answered 404: written at warn, which the probe stack logs.
    await fetch(`${store}/no-such-page?token=${token}&email=${encodeURIComponent(email)}`);
    await fetch(`${store}/auto-login/${token}?email=${email}`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const text = readFileSync(logs.storefront, 'utf8');
    const lines = text.split('\n').filter((line) => line.includes('/no-such-page') || line.includes('/auto-login/'));
    const leaked = text.includes(token) || text.toLowerCase().includes(email) || text.includes(encodeURIComponent(email));
    return { fixed: lines.length >= 2 && !leaked, seen: `${lines.length} access-log lines of the attempts; ${leaked ? 'token or address in the log' : `written as ${JSON.parse(lines[0] ?? '{}').req?.url ?? '-'}`}` };
  });
}
