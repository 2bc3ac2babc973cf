import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// React's JSX runtime as production loads it (react/jsx-runtime picks this file when NODE_ENV is
// production), with this repository's patch (patches/react@18.3.1.patch, decision 0048), and the
// development build, which the patch leaves alone, as the reference.
const require = createRequire(import.meta.url);
const builds = path.join(path.dirname(require.resolve('react/package.json')), 'cjs');
type Runtime = { jsx: (type: unknown, props: Record<string, unknown>, key?: unknown) => { type: unknown; key: string | null; ref: unknown; props: Record<string, unknown> } };
const patched = require(path.join(builds, 'react-jsx-runtime.production.min.js')) as Runtime;
const reference = require(path.join(builds, 'react-jsx-runtime.development.js')) as Runtime;

const element = (runtime: Runtime, type: unknown, props: Record<string, unknown>, key?: unknown) => {
  const made = runtime.jsx(type, props, key);
  return { type: made.type, key: made.key, ref: made.ref, props: { ...made.props } };
};

describe('the JSX runtime (patched)', () => {
  it('takes the props object the call site made, as React 19 does, when it carries no reserved name', () => {
    const props = { className: 'card', children: 'Pumps' };
    const made = patched.jsx('a', props, 'pumps');
    expect(made.props).toBe(props);
    expect(made.key).toBe('pumps');
    expect(made.ref).toBeNull();
    expect(patched.jsx('a', { href: '/' }).key).toBeNull();
  });

  it('makes the same element as the reference build', () => {
    const Card = ({ title }: { title: string }) => title;
    const cases: [unknown, Record<string, unknown>, unknown?][] = [
      ['a', { href: '/pumps.html', children: 'Pumps' }],
      ['li', { children: 'x' }, 7],
      [Card, { title: 'Pump' }, 'k'],
      ['input', { value: undefined, name: 'q' }],
    ];
    for (const [type, props, key] of cases) expect(element(patched, type, { ...props }, key)).toEqual(element(reference, type, { ...props }, key));
  });

  it('still takes key and ref out of spread props, and keeps a key given as undefined out of the props', () => {
    const ref = { current: null };
    const made = patched.jsx('div', { key: 'spread', ref, id: 'x' });
    expect(made.key).toBe('spread');
    expect(made.ref).toBe(ref);
    expect(made.props).toEqual({ id: 'x' });
    expect(patched.jsx('div', { key: undefined, id: 'y' }).props).toEqual({ id: 'y' });
  });

  it('still fills defaultProps into a copy', () => {
    const Old = Object.assign(({ size }: { size: string }) => size, { defaultProps: { size: 'md', tone: 'info' } });
    const props = { size: 'sm' };
    const made = patched.jsx(Old, props);
    expect(made.props).not.toBe(props);
    expect(made.props).toEqual({ size: 'sm', tone: 'info' });
    expect(props).toEqual({ size: 'sm' });
  });
});
