import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSetCookie } from 'cookie';
import { createStorage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSessionCookie, sessionSetCookie } from './session-cookie.js';
import { SessionStore } from './session-store.js';

const DAY = 86_400_000;

describe('SessionStore on fs-lite', () => {
  let dir: string;
  let now: number;
  const storeOn = (base: string) => new SessionStore(createStorage({ driver: fsLiteDriver({ base }) }), { idleMs: 7 * DAY, absoluteMs: 30 * DAY, now: () => now });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bff-sessions-'));
    now = Date.UTC(2026, 0, 1);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates opaque 32-byte base64url ids', () => {
    const session = storeOn(dir).create();
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(session.id, 'base64url')).toHaveLength(32);
    expect(storeOn(dir).create().id).not.toBe(session.id);
  });

  it('survives a new store instance on the same directory (a BFF restart)', async () => {
    const session = storeOn(dir).create();
    session.record.cartId = 'cart-1';
    await storeOn(dir).save(session);
    const loaded = await storeOn(dir).load(session.id);
    expect(loaded?.record.cartId).toBe('cart-1');
  });

  it('stores records under a hash, never the cookie value', async () => {
    const session = storeOn(dir).create();
    await storeOn(dir).save(session);
    const files = await readdir(dir, { recursive: true });
    const contents = await Promise.all(
      files.map((file) => readFile(path.join(dir, file)).then(String, () => '')),
    );
    expect(files.join(' ') + contents.join(' ')).not.toContain(session.id);
  });

  it('treats unknown, malformed and expired ids as no session', async () => {
    const store = storeOn(dir);
    expect(await store.load(undefined)).toBeNull();
    expect(await store.load('../../etc/passwd')).toBeNull();
    expect(await store.load(store.create().id)).toBeNull();
    const session = await store.save(store.create());
    now += 8 * DAY;
    expect(await store.load(session.id)).toBeNull();
  });

  it('ends a session unused for the idle time, and slides it while it is used', async () => {
    const store = storeOn(dir);
    const used = await store.save(store.create());
    const unused = await store.save(store.create());
    for (let day = 0; day < 3; day += 1) {
      now += 5 * DAY;
      expect(await store.load(used.id)).not.toBeNull(); // a read more than an hour after the last write slides it
    }
    expect(await store.load(unused.id)).toBeNull();
  });

  it('ends every session at its absolute lifetime, however much it is used', async () => {
    const store = storeOn(dir);
    const session = await store.save(store.create());
    for (let day = 0; day < 29; day += 1) {
      now += DAY;
      expect(await store.load(session.id), `day ${day + 1}`).not.toBeNull();
      await store.save(session);
    }
    now += DAY;
    expect(await store.load(session.id)).toBeNull();
  });

  it('writes a read back at most once an hour', async () => {
    const store = storeOn(dir);
    const session = await store.save(store.create());
    const written = session.record.expiresAt;
    now += 30 * 60_000;
    expect((await store.load(session.id))?.record.expiresAt).toBe(written);
    now += 31 * 60_000;
    expect((await store.load(session.id))?.record.expiresAt).toBe(now + 7 * DAY);
  });

  it('sweeps ended sessions from storage and keeps live ones', async () => {
    const store = storeOn(dir);
    const old = await store.save(store.create());
    now += 6 * DAY;
    const fresh = await store.save(store.create());
    now += 2 * DAY;
    expect(await store.sweep()).toBe(1);
    expect(await store.load(fresh.id)).not.toBeNull();
    const files = await readdir(dir, { recursive: true });
    expect(files.filter((file) => file.includes('session') && !file.endsWith('session'))).toHaveLength(1);
    expect(old.id).not.toBe(fresh.id);
  });

  it('keeps at most maxStored live sessions: the guests least recently used go first, signed-in ones stay', async () => {
    const store = new SessionStore(createStorage({ driver: fsLiteDriver({ base: dir }) }), { idleMs: 7 * DAY, absoluteMs: 30 * DAY, now: () => now, maxStored: 2 });
    const signedIn = store.create();
    signedIn.record.token = 'upstream-token';
    await store.save(signedIn);
    now += 1000;
    const olderGuest = await store.save(store.create());
    now += 1000;
    const newerGuest = await store.save(store.create());
    now += 1000;
    const newestGuest = await store.save(store.create());
    expect(await store.sweep()).toBe(2);
    expect(await store.load(signedIn.id)).not.toBeNull();
    expect(await store.load(newestGuest.id)).not.toBeNull();
    expect(await store.load(olderGuest.id)).toBeNull();
    expect(await store.load(newerGuest.id)).toBeNull();
    expect(await store.sweep()).toBe(0);
  });
});

describe('session cookie', () => {
  it('is session_id, HttpOnly, SameSite=Lax, Path=/ with the TTL as Max-Age', () => {
    const cookie = parseSetCookie(sessionSetCookie('abc', { secure: false, maxAgeSeconds: 2_592_000 }));
    expect(cookie).toMatchObject({ name: 'session_id', value: 'abc', httpOnly: true, sameSite: 'lax', path: '/', maxAge: 2_592_000 });
    expect(cookie.secure).toBeFalsy();
  });

  it('is __Host-session_id, Secure, Path=/ and without Domain over HTTPS', () => {
    const cookie = parseSetCookie(sessionSetCookie('abc', { secure: true, maxAgeSeconds: 60 }));
    expect(cookie).toMatchObject({ name: '__Host-session_id', secure: true, path: '/' });
    expect(cookie.domain).toBeUndefined();
  });

  it('is read from a Cookie header among others, under the name of the deployment only', () => {
    expect(readSessionCookie('a=1; session_id=xyz; b=2')).toBe('xyz');
    expect(readSessionCookie(undefined)).toBeUndefined();
    expect(readSessionCookie('session_id=planted; __Host-session_id=mine', true)).toBe('mine');
    expect(readSessionCookie('session_id=planted', true)).toBeUndefined();
  });
});
