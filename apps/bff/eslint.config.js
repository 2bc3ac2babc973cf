// The BFF's lint: the monorepo's, and commerce-api reached only through its public entries.
import root from '../../eslint.config.js';

export default [
  ...root,
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['@pool/commerce-api/src', '@pool/commerce-api/src/*', '**/commerce-api/src', '**/commerce-api/src/*'],
          message: "commerce-api's source is its own: tests use @pool/commerce-api/testing.",
        }],
      }],
    },
  },
];
