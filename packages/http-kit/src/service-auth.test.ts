import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { clientAddressOf, loadServiceKey, serviceKeyMatches } from './service-auth.js';

const request = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

describe('loadServiceKey', () => {
  it('creates a 0600 key file once and reads the same key afterwards', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'secrets');
    const first = loadServiceKey('bff-key', { dir });
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(statSync(path.join(dir, 'bff-key')).mode & 0o777).toBe(0o600);
    expect(loadServiceKey('bff-key', { dir })).toBe(first);
    expect(loadServiceKey('other-key', { dir })).not.toBe(first);
  });

  it('prefers a configured key and refuses a weak one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keys-'));
    const configured = 'k'.repeat(40);
    expect(loadServiceKey('x', { value: configured, dir })).toBe(configured);
    expect(() => loadServiceKey('x', { value: 'short', dir })).toThrow(/at least 32/);
    writeFileSync(path.join(dir, 'bad'), 'not a key!');
    expect(() => loadServiceKey('bad', { dir })).toThrow(/service key bad/);
  });
});

describe('serviceKeyMatches', () => {
  it('matches only the exact key', () => {
    const key = 'a'.repeat(43);
    expect(serviceKeyMatches(key, key)).toBe(true);
    expect(serviceKeyMatches(`${key}b`, key)).toBe(false);
    expect(serviceKeyMatches(undefined, key)).toBe(false);
    expect(serviceKeyMatches([key, key], key)).toBe(false);
  });

  it('tells the keys of several expected keys apart (each digested once)', () => {
    const keys = Array.from({ length: 12 }, (_, i) => `${'k'.repeat(42)}${i.toString(16)}`);
    for (const expected of keys) for (const presented of keys) expect(serviceKeyMatches(presented, expected)).toBe(presented === expected);
  });
});

describe('clientAddressOf', () => {
  it('believes the forwarded address only from a trusted caller, and only a real IP', () => {
    expect(clientAddressOf(request({ 'x-client-address': '203.0.113.7' }), { trusted: true, fallback: '127.0.0.1' })).toBe('203.0.113.7');
    expect(clientAddressOf(request({ 'x-client-address': '203.0.113.7' }), { trusted: false, fallback: '127.0.0.1' })).toBe('127.0.0.1');
    expect(clientAddressOf(request({ 'x-client-address': 'evil, 1.2.3.4' }), { trusted: true, fallback: '10.0.0.1' })).toBe('10.0.0.1');
    expect(clientAddressOf(request({ 'x-client-address': '2001:db8::1' }), { trusted: true, fallback: undefined })).toBe('2001:db8::1');
    expect(clientAddressOf(request({}), { trusted: true, fallback: undefined })).toBe('127.0.0.1');
  });

  it('works out a fallback given as a function only when the forwarded address is not taken', () => {
    const fallback = vi.fn(() => '10.0.0.1');
    expect(clientAddressOf(request({ 'x-client-address': '203.0.113.7' }), { trusted: true, fallback })).toBe('203.0.113.7');
    expect(fallback).not.toHaveBeenCalled();
    expect(clientAddressOf(request({ 'x-client-address': '203.0.113.7' }), { trusted: false, fallback })).toBe('10.0.0.1');
    expect(clientAddressOf(request({}), { trusted: true, fallback: () => undefined })).toBe('127.0.0.1');
  });
});
