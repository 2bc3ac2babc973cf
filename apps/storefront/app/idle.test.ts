// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task later, once', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it at once when the page is left first', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('drops a task that is of no use once the page is left, when asked to', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, 2000, { leave: 'drop' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).not.toHaveBeenCalled();
  });

  it('does not run a cancelled task', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task)();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).not.toHaveBeenCalled();
  });
});
