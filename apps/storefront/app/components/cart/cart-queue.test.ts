import { describe, expect, it } from 'vitest';
import { inCartOrder, newIdempotencyKey } from './cart-queue';

describe('inCartOrder', () => {
  it('starts each write only after the one before has settled, even when it failed', async () => {
    const events: string[] = [];
    let releaseFirst!: () => void;
    const first = inCartOrder(() => new Promise<string>((_resolve, reject) => {
      events.push('first started');
      releaseFirst = () => reject(new Error('timed out'));
    }));
    const second = inCartOrder(async () => {
      events.push('second started');
      return 'second';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['first started']);
    releaseFirst();
    await expect(first).rejects.toThrow('timed out');
    await expect(second).resolves.toBe('second');
    expect(events).toEqual(['first started', 'second started']);
  });
});

describe('newIdempotencyKey', () => {
  it('makes 32 hex digits, different each time, that the cart form schema accepts', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
