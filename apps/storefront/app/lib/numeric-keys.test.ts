import { describe, expect, it, vi } from 'vitest';
import { keepNumericKeys } from './numeric-keys';

const press = (key: string, held: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => {
  const preventDefault = vi.fn();
  keepNumericKeys({ key, ctrlKey: false, metaKey: false, altKey: false, ...held, preventDefault });
  return preventDefault.mock.calls.length === 0;
};

describe('keepNumericKeys', () => {
  it('lets digits and the dot through and refuses other characters', () => {
    for (const key of ['0', '7', '9', '.']) expect(press(key)).toBe(true);
    for (const key of ['a', 'e', '-', '+', ',', ' ', 'E']) expect(press(key)).toBe(false);
  });

  it('lets keys that type nothing and shortcuts through', () => {
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home']) expect(press(key)).toBe(true);
    expect(press('v', { ctrlKey: true })).toBe(true);
    expect(press('a', { metaKey: true })).toBe(true);
    expect(press('z', { altKey: true })).toBe(true);
  });
});
