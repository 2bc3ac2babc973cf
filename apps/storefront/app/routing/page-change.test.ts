// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageChange } from './page-change';

describe('usePageChange', () => {
  it('leaves the first render alone and runs on each change of path, with the latest callback', () => {
    const first = vi.fn();
    const { rerender } = renderHook(({ path, onChange }) => usePageChange(path, onChange), { initialProps: { path: '/about', onChange: first } });
    expect(first).not.toHaveBeenCalled();
    rerender({ path: '/about', onChange: first });
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    rerender({ path: '/cart', onChange: second });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ path: '/about', onChange: second });
    expect(second).toHaveBeenCalledTimes(2);
  });
});
