import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, mayReloadForChunkError } from './chunk-reload';

describe('mayReloadForChunkError', () => {
  it('reloads the first time, then at most once per 60 s', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(mayReloadForChunkError(null, 5_000)).toBe(true);
    expect(mayReloadForChunkError(5_000, 5_000)).toBe(false);
    expect(mayReloadForChunkError(5_000, 64_999)).toBe(false);
    expect(mayReloadForChunkError(5_000, 65_000)).toBe(true);
  });

  it('treats unreadable or future timestamps as no guard', () => {
    expect(mayReloadForChunkError(Number.NaN, 5_000)).toBe(true);
    expect(mayReloadForChunkError(100_000, 5_000)).toBe(true);
  });
});
