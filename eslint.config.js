import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { repositoryRules } from './lint/repositoryRules.js';

/** Test helpers live under test/ or in *.testkit.ts files, never in the production folders. */
const vitestOnlyInTests = {
  name: 'vitest',
  message: 'Test helpers belong under test/ or in a *.testkit.ts file, out of the production code.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.astro',
      'dist-client-only',
      'dist-vendors',
      'dist-server',
      'dist-admin',
      'dist-vendors-admin',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bench/out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [vitestOnlyInTests] }],
    },
  },
  {
    // A package's own files are its business: only what it publishes is imported.
    plugins: { repository: repositoryRules },
    rules: { 'repository/package-internals': 'error' },
  },
  {
    // Sentences of copy belong in content files (src/content/<collection>/<locale>…), where a
    // translation finds them: not in the site's code, nor in what it shares with the server.
    // The content model's own field names and hints (shared/copy/schemas.ts, collections.ts)
    // are not copy: they describe each field to the writers in the editor, in English, as a
    // type's documentation does, and no visitor reads them.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'shared/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.d.ts',
      'shared/copy/schemas.ts',
      'shared/copy/collections.ts',
    ],
    plugins: { repository: repositoryRules },
    rules: { 'repository/sentences-in-code': 'error' },
  },
  {
    // Rules about the whole repository: checked once per run, reported on this file.
    files: ['eslint.config.js'],
    plugins: { repository: repositoryRules },
    rules: { 'repository/file-names': 'error', 'repository/document-references': 'error' },
  },
  {
    // Facts and logic the server, the scripts and the signup core share with the site: they
    // must load in plain Node and in the React-free signup chunk.
    files: [
      'shared/**',
      'src/content/**',
      'src/signup/**',
      'src/routes.ts',
      'config/**',
      'server/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [vitestOnlyInTests],
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                '@tanstack/react-query',
                'radix-ui',
                'lucide-react',
                'astro:*',
              ],
              message:
                'Shared modules stay React-free: the server and the signup core import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and their helpers import vitest.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      '**/*.testkit.ts',
      'test/**',
      'e2e/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
