// Flat ESLint config for the whole monorepo.
// Domain packages are linted as pure: no I/O, no framework imports, no process, no clock.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const impureModules = [
  'fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'http', 'node:http', 'https', 'node:https',
  'net', 'node:net', 'child_process', 'node:child_process', 'react', 'react-dom', 'express',
  '@remix-run/*', 'pg', '@electric-sql/pglite', 'drizzle-orm', 'drizzle-orm/*',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/build/**', '**/node_modules/**', '**/.turbo/**', '**/.cache/**', '**/*.d.ts', '**/drizzle/**', '**/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['packages/pricing/src/**', 'packages/cart-domain/src/**', 'packages/account-domain/src/**', 'packages/water-care/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: impureModules.map((group) => ({ group: [group], message: 'Domain packages are pure: no I/O or framework imports.' })) }],
      'no-restricted-globals': ['error',
        { name: 'process', message: 'Domain packages are pure: pass configuration in.' },
        { name: 'fetch', message: 'Domain packages are pure: no I/O.' },
        { name: 'localStorage', message: 'Domain packages are pure: no I/O.' },
        { name: 'window', message: 'Domain packages are pure: no browser globals.' },
        { name: 'document', message: 'Domain packages are pure: no browser globals.' }],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Domain packages take the time as a parameter.' },
        { object: 'Math', property: 'random', message: 'Domain packages take randomness as a parameter.' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Domain packages take the time as a parameter.' }],
    },
  },
  {
    // Routes use components, never the other way round: what a route answers a component's fetcher is a
    // type beside the component (e.g. components/cart/cart-answer.ts), so no component imports a route.
    files: ['apps/storefront/app/components/**', 'apps/storefront/app/state/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/routes/**', '**/root'], message: 'Components do not import routes: move what both need into app/components.' }] }],
    },
  },
  {
    files: ['scripts/**', '.ci/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
