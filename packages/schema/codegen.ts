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
    [`${root}/apps/web/src/gql/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
