import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS.escape; react-aria uses it to look up a CSP nonce meta tag.
const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);

afterEach(() => cleanup());
