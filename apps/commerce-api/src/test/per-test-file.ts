import { afterAll, beforeAll } from 'vitest';

/**
 * What one test file shares (a test app, a whole stack): started by a `beforeAll` and closed by an
 * `afterAll` that this registers, so a file states what it needs in one line.
 *
 * The handle stands for the started value. Read its members inside tests and hooks declared after this
 * call (vitest runs `beforeAll` hooks in the order they are declared); read earlier, it throws.
 */
export function perTestFile<T extends { close(): Promise<void> }>(start: () => Promise<T>, timeout?: number): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeout);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_handle, member) {
      if (!started) throw new Error(`.${String(member)} was read before the test file's beforeAll started it`);
      return Reflect.get(started, member);
    },
  });
}
