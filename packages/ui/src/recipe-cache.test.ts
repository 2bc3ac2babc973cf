import { describe, expect, it, vi } from 'vitest';
import { cachedRecipe } from './recipe-cache';

/** A stand-in recipe with vanilla-extract's surface: a function of the variants, and their names. */
function fakeRecipe() {
  const fn = vi.fn((options?: { size?: 'sm' | 'md'; fullWidth?: boolean }) => `base size-${options?.size ?? 'md'}${options?.fullWidth ? ' full' : ''}`);
  return Object.assign(fn, { variants: () => ['size', 'fullWidth'] as ('size' | 'fullWidth')[], classNames: { base: 'base', variants: {} } });
}

describe('cachedRecipe', () => {
  it('answers as the recipe does, computing each combination of variants once', () => {
    const recipe = fakeRecipe();
    const cached = cachedRecipe(recipe as never) as (options?: { size?: 'sm' | 'md'; fullWidth?: boolean }) => string;
    expect(cached({ size: 'sm' })).toBe('base size-sm');
    expect(cached({ size: 'sm', fullWidth: true })).toBe('base size-sm full');
    expect(cached({ size: 'sm' })).toBe('base size-sm');
    expect(cached()).toBe('base size-md');
    expect(cached({})).toBe('base size-md');
    expect(recipe).toHaveBeenCalledTimes(3);
  });
});
