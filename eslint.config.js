import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    },
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
);
