import type { CodegenConfig } from '@graphql-codegen/cli';

// CODEGEN_OUT_ROOT lets check-codegen.mjs generate into a scratch folder and compare.
const root = process.env.CODEGEN_OUT_ROOT ?? '../..';

const scalars = { Decimal: 'string', DateTime: 'string' };

// the storefront's documents; the console (apps/web/src/admin) speaks the admin schema
const webDocuments = ['../../apps/web/src/**/*.{ts,tsx}', '!../../apps/web/src/gql/**', '!../../apps/web/src/admin/**'];

const config: CodegenConfig = {
  // each output names its own schema: the public one (schema.graphql) or the admin one (admin.graphql)
  ignoreNoDocuments: true,
  generates: {
    [`${root}/apps/gateway/src/graphql/generated/resolvers.ts`]: {
      schema: './schema.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useIndexSignature: true,
        contextType: '../context.js#GqlContext',
        mappers: {},
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    // Every operation (the web app's and operations/*.graphql) as typed document strings, for the gateway's
    // integration tests, the e2e journeys and the bench (`@shop/schema/operations`, built to dist/).
    [`${root}/packages/schema/src/generated/operations.ts`]: {
      schema: './schema.graphql',
      documents: [...webDocuments, './operations/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        documentMode: 'string',
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
    // The admin schema (admin.graphql, POST /admin/graphql): the gateway's admin resolvers, the admin
    // operations of tests (operations-admin/*.graphql) and the console's documents (apps/web/src/admin).
    [`${root}/apps/gateway/src/admin/generated/admin-resolvers.ts`]: {
      schema: './admin.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useIndexSignature: true,
        contextType: '../admin-context.js#AdminContext',
        mappers: {},
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    [`${root}/packages/schema/src/generated/admin-operations.ts`]: {
      schema: './admin.graphql',
      documents: ['./operations-admin/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        documentMode: 'string',
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
    [`${root}/apps/web/src/admin/gql/`]: {
      schema: './admin.graphql',
      documents: ['../../apps/web/src/admin/**/*.{ts,tsx}', '!../../apps/web/src/admin/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
    [`${root}/apps/web/src/gql/`]: {
      schema: './schema.graphql',
      documents: webDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
