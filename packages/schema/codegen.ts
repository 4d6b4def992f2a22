import type { CodegenConfig } from '@graphql-codegen/cli';

// CODEGEN_OUT_ROOT lets check-codegen.mjs generate into a scratch folder and compare.
const root = process.env.CODEGEN_OUT_ROOT ?? '../..';

const scalars = { Decimal: 'string', DateTime: 'string' };

const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['../../apps/web/src/**/*.{ts,tsx}', '!../../apps/web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    [`${root}/apps/gateway/src/graphql/generated/resolvers.ts`]: {
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
      documents: ['./operations/**/*.graphql'],
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
    [`${root}/apps/web/src/gql/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
