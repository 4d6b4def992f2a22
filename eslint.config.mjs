import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = new URL('.', import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------
// The directions of the architecture (issue 15), checked on resolved file paths:
//  - a web feature never imports another feature (shared pieces live in components/ or lib/);
//  - a backend adapter never imports a gateway service (services call adapters, never the reverse);
//  - packages/domain imports no framework: only its own modules and the few pure libraries below.
// scripts/architecture-lint.test.mjs proves each rule fires.

const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** the gateway's service areas; apps/gateway/src/backends/** must not import from them */
const gatewayServices = ['catalog', 'content', 'identity', 'account', 'checkout', 'contact'];

/** what packages/domain may import besides its own relative modules (vitest only in its tests) */
// jsvat: pure VAT-number format and check-digit rules (no I/O), shared by the gateway and the web forms
// ibantools: pure IBAN/BIC format and check-digit rules (no I/O), for the seller's bank details (money settings)
// papaparse: a pure CSV parser (strings in, rows out; its file/worker/network modes are never used here), for the quick order upload
const domainAllowed = ['zod', 'he', 'jsvat', 'ibantools', 'papaparse'];
const onlyImports = (allowed) => ({
  regex: `^(?!\\.{1,2}/|(${allowed.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/|$))`,
  message: `packages/domain holds pure business rules: it imports only its own modules and ${allowed.join(', ')} (no framework, no I/O). Put the adapter in the gateway or the web app.`,
});

// The storefront's form routes load the domain's validation and integrations schemas: zod/mini there and in
// the storefront's own code; classic zod (6.5 kB brotli more on each form route) only in the console
// (apps/web/src/admin, the domain's admin schemas) and the gateway.
const classicZodMessage =
  "storefront code and the schemas it loads use zod/mini (import * as z from 'zod/mini'): classic zod adds 6.5 kB brotli to every form route. Classic zod is for apps/web/src/admin, the domain's console schemas and the gateway.";
const classicZod = ['zod', 'zod/v4'].map((name) => ({ name, message: classicZodMessage }));

export const architectureRules = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/gateway/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          // the gateway is ESM (nodenext): './x.js' in source means './x.ts'
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: `web features never import each other: move what "${feature}" shares into components/ or lib/.`,
            })),
            {
              target: './apps/gateway/src/backends',
              from: gatewayServices.map((area) => `./apps/gateway/src/${area}`),
              message:
                'backend adapters never import gateway services: the services call the adapters through the ports, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.{ts,tsx,mts,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyImports(domainAllowed)] }] },
  },
  {
    files: ['packages/domain/src/validation/**/*.ts', 'packages/domain/src/integrations/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod, patterns: [onlyImports(domainAllowed)] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    files: ['packages/domain/src/**/*.{test,spec}.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyImports([...domainAllowed, 'vitest'])] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'apps/web/src/gql/**',
      'apps/web/src/admin/gql/**',
      'apps/gateway/src/admin/generated/**',
      'apps/gateway/src/graphql/generated/**',
      'packages/schema/src/generated/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...architectureRules,
);
