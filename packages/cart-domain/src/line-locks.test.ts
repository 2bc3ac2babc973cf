import { describe, expect, it } from 'vitest';
import { beginLineUpdate, endLineUpdate, isLineBusy, type LineLocks } from './line-locks.js';

describe('line locks', () => {
  it('lock a line while it updates and block a second update', () => {
    const first = beginLineUpdate(new Set(), 'line-1');
    expect(first.kind).toBe('started');
    if (first.kind !== 'started') return;
    expect(isLineBusy(first.locks, 'line-1')).toBe(true);
    expect(beginLineUpdate(first.locks, 'line-1')).toEqual({ kind: 'blocked' });
    expect(beginLineUpdate(first.locks, 'line-2').kind).toBe('started');
  });

  it('unlock a line when its update ends, without touching the input set', () => {
    const locks: LineLocks = new Set(['line-1', 'line-2']);
    const next = endLineUpdate(locks, 'line-1');
    expect([...next]).toEqual(['line-2']);
    expect([...locks]).toEqual(['line-1', 'line-2']);
    expect(beginLineUpdate(next, 'line-1').kind).toBe('started');
    expect(endLineUpdate(next, 'missing')).toBe(next);
  });
});
