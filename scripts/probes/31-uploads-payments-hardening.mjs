// Findings of issue #31 about uploads, payments and slow clients (docs/decisions/0053), probed the way
// the review found them. Each entry: probe(finding, check) where check resolves to { fixed, seen }.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blackPng } from '../lib/black-png.mjs';
import { repoRoot } from '../lib/stack.mjs';

/** The e2e strip photo grown to about `bytes` with JPEG comment segments (metadata the store drops). */
function paddedStrip(bytes) {
  const jpeg = readFileSync(path.join(repoRoot, 'e2e/fixtures/strip-on-card.jpg'));
  const segment = Buffer.alloc(65_537, 0x20);
  segment.set([0xff, 0xfe, 0xff, 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), ...Array.from({ length: Math.floor(bytes / segment.length) }, () => segment), jpeg.subarray(2)]);
}

/**
 * Sends `head`, then one byte of `drip` a second, until the server closes the connection; answers
 * how long that took (capped at `capMs`) and the status line it answered, if any.
 */
function trickle(port, head, drip, capMs = 30_000) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let i = 0;
    const dripping = setInterval(() => { if (i < drip.length && !socket.destroyed) socket.write(drip[i++]); }, 1000);
    const cap = setTimeout(() => socket.destroy(), capMs);
    socket.on('data', (chunk) => { answer += String(chunk); });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(cap);
      resolve({ ms: Date.now() - started, status: answer.split('\r\n', 1)[0] || 'no answer' });
    });
    socket.write(head);
  });
}

/** @param {import('../probe-findings.mjs').ProbeContext} ctx */
export default function probes({ probe, ports, store, storeOrigin, commerceKey, bffKey }) {
  const upload = (bytes, name, type) => {
    const body = new FormData();
    body.set('intent', 'upload');
    body.set('image', new Blob([bytes], { type }), name);
    return fetch(`${store}/scan`, { method: 'POST', redirect: 'manual', headers: { origin: storeOrigin }, body });
  };

  probe('a 7000×7000 PNG (50 kB) uploaded at /scan is refused by its header, not decoded and kept', async () => {
    const png = blackPng(7000, 7000);
    const res = await upload(png, 'wide.png', 'image/png');
    const page = await res.text();
    const refused = res.status === 413 && page.includes('7000 × 7000 pixels');
    return { fixed: refused, seen: `${Math.round(png.length / 1024)} kB PNG: ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}${refused ? ', "The image is 7000 × 7000 pixels; at most 40 megapixels are accepted."' : ''}` };
  });

  probe('a 2 MB phone photo at /scan is read, not 413 at the storefront', async () => {
    const photo = paddedStrip(2 * 1024 * 1024);
    const res = await upload(photo, 'IMG_0001.jpg', 'image/jpeg');
    const location = res.headers.get('location') ?? '';
    return { fixed: res.status === 302 && /^\/water-test\/[0-9a-f-]{36}$/.test(location), seen: `${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG: ${res.status}${location ? ` → ${location}` : ''}` };
  });

  probe('a request body trickled a byte a second is cut off in seconds on all three servers (not held 300 s)', async () => {
    const body = 'intent=add&productId=1&quantity=1&pad=' + 'x'.repeat(40);
    const [storefront, bffSide, commerceSide] = await Promise.all([
      trickle(ports.storefront, `POST /cart HTTP/1.1\r\nHost: localhost:${ports.storefront}\r\nOrigin: ${storeOrigin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`, body),
      trickle(ports.bff, `POST /v1/cart/items HTTP/1.1\r\nHost: 127.0.0.1\r\nx-service-key: ${bffKey}\r\nOrigin: ${storeOrigin}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`, `{"sku":"${'x'.repeat(180)}"}`),
      trickle(ports.commerceApi, `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nx-service-key: ${commerceKey}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`, `{"email":"${'x'.repeat(180)}"}`),
    ]);
    const all = [storefront, bffSide, commerceSide];
    return {
      fixed: all.every((r) => r.ms < 20_000),
      seen: `closed after storefront ${(storefront.ms / 1000).toFixed(1)} s (${storefront.status}), BFF ${(bffSide.ms / 1000).toFixed(1)} s (${bffSide.status}), commerce-api ${(commerceSide.ms / 1000).toFixed(1)} s (${commerceSide.status})`,
    };
  });

  probe('NODE_ENV=production refuses to start commerce-api on the test payment processor without PAYMENTS_TEST_MODE', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pool-probe-payments-'));
    const { PAYMENTS_TEST_MODE: _unset, ...env } = process.env;
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/commerce-api/dist/main.js')], {
      cwd: repoRoot,
      env: { ...env, NODE_ENV: 'production', PORT: String(ports.storefront + 2), PGLITE_DIR: path.join(dir, 'pglite'), SECRETS_DIR: path.join(dir, 'secrets'), WARM_UP_REQUESTS: '0', CATALOG_SIZE: '50', LOG_LEVEL: 'warn', METRICS_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => { output += String(chunk); });
    const exit = await new Promise((resolve) => {
      const started = setTimeout(() => resolve('still running after 20 s'), 20_000);
      child.once('exit', (code) => { clearTimeout(started); resolve(code); });
    });
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    const named = /PAYMENTS_TEST_MODE/.test(output);
    return { fixed: typeof exit === 'number' && exit !== 0 && named, seen: `exit ${exit}${named ? ': "PAYMENTS_TEST_MODE: NODE_ENV=production with the built-in test processor…"' : ''}` };
  });

  probe('strip photo uploads are limited per client address, whatever the session', async () => {
    const statuses = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await upload(Buffer.from('not a picture'), 'notes.txt', 'text/plain')).status);
    const first429 = statuses.indexOf(429);
    return { fixed: first429 >= 0, seen: first429 >= 0 ? `upload ${first429 + 1} from one address (no cookie, a new session each): 429` : `32 uploads: ${[...new Set(statuses)].join(', ')}` };
  });
}
