import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '**/__generated__/**',
      'server/src/db/migrations/**',
      'server/src/db/seed/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in server/src/env.ts only.' }],
    },
  },
  {
    // Only env.ts reads the environment; tests, scripts and tools configure themselves through it.
    files: [
      'server/src/env.ts',
      '**/*.test.ts',
      '**/*.spec.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.ts',
      '**/vitest.config.ts',
      'server/src/cli/**',
      'server/testing/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Layers (docs/ARCHITECTURE.md): the domain knows no transport. Commands, repositories,
    // policies, the database, the live bus, jobs and sessions never import the GraphQL interface
    // (`graphql/`, graphql-js, Yoga) or the HTTP one (`http/`, Fastify); resolvers (`*.resolvers.ts`)
    // are the adapters that may.
    files: [
      'server/src/modules/**/*.ts',
      'server/src/domain/**/*.ts',
      'server/src/policies/**/*.ts',
      'server/src/db/**/*.ts',
      'server/src/live/**/*.ts',
      'server/src/jobs/**/*.ts',
      'server/src/auth/**/*.ts',
    ],
    ignores: ['**/*.resolvers.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['graphql', 'graphql-yoga', 'graphql-ws', 'fastify'].map((name) => ({
            name,
            message: 'Domain code knows no transport: only *.resolvers.ts and http/ use GraphQL or Fastify.',
          })),
          patterns: [
            {
              group: ['**/graphql/*'],
              message: 'Domain code knows no GraphQL: take a DomainContext (domain/context.ts), not GraphQLContext.',
            },
            {
              group: ['**/http/*', '**/rest/*', '**/rest/**'],
              message: 'Domain code knows no HTTP: routes in http/ and rest/ call commands and repositories, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // REST handlers are adapters over the domain, as resolvers are: none runs GraphQL (issue 21).
    files: ['server/src/rest/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['graphql', 'graphql-yoga', 'graphql-ws'].map((name) => ({
            name,
            message: 'REST handlers call commands and repositories (modules/, domain/), never GraphQL.',
          })),
          patterns: [
            {
              group: ['**/graphql/*', '**/*.resolvers.ts'],
              message: 'REST handlers call commands and repositories, never GraphQL resolvers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
