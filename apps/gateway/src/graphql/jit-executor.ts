import { createRequire } from 'node:module';
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

export interface JitExecutionOptions {
  /** compiled operations kept (least recently used go first); default 500 */
  maxCompiled?: number;
  /** a document is compiled on this execution (before it, graphql-js runs it); default 2 */
  compileOnUse?: number;
}

export interface JitExecution {
  /** for the GraphQL module's `transformSchema`: keeps the schema Nest built */
  captureSchema: (schema: GraphQLSchema) => GraphQLSchema;
  /** for Apollo Server's `gateway` option: the executor */
  gateway: Gateway;
  /** operations run compiled so far (how a test tells that graphql-jit answered) */
  compiledRuns(): number;
}

/** the public API's JitExecution (GqlContextModule provides it, the GraphQL module uses it) */
export const JIT_EXECUTION = Symbol('JIT_EXECUTION');

/**
 * graphql-js's `execute` from the instance the schema was built with: Nest, Apollo and graphql-jit load
 * graphql as CommonJS, while under vitest a source file's `import 'graphql'` gets its ESM build, a
 * second instance that refuses the schema ("from another module or realm").
 */
const { execute, GraphQLError } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/**
 * A resolver's error as graphql-js would have located it: graphql-jit's own error class leaves
 * `extensions` undefined when the thrown error has none, where Apollo (and graphql-js) expect an object.
 */
function asGraphqlJsError(error: import('graphql').GraphQLError): import('graphql').GraphQLError {
  const located = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  // graphql-jit computed the locations from the field nodes it does not keep
  (located as { locations?: unknown }).locations = error.locations;
  return located;
}

/** a document that could not be compiled: graphql-js runs it every time */
const NOT_COMPILABLE = Symbol('not compilable');

/**
 * Runs the public API's operations with graphql-jit instead of graphql-js's `execute`, through Apollo
 * Server's executor hook (the `gateway` option, the only way Apollo Server 5 takes another executor).
 * Everything around execution stays Apollo's: parsing and validation (its document cache, the query
 * limits), plugins, error formatting and HTTP status, so only the walk over the result changes. That
 * walk was ~15% of the gateway's CPU time for a 10-line cartQuote (graphql-js completeValue,
 * executeFields, getArgumentValues per field, variable coercion) and is ~3% compiled (CPU profiles of
 * the built gateway under load, bench/README.md).
 *
 * Only operations run at least `compileOnUse` times are compiled (a one-off query is not worth the
 * compile), at most `maxCompiled` are kept. graphql-js still answers where the two could differ in
 * their words: a document graphql-jit cannot compile, and a request whose variables do not coerce
 * (no resolver has run then, so running it again is free of side effects; graphql-js's messages and
 * error nodes are what Apollo turns into a 400 BAD_USER_INPUT).
 *
 * `captureSchema` goes into the GraphQL module's `transformSchema`, where Nest hands over the built
 * schema; the gateway object into `gateway`.
 */
export function jitExecution(options: JitExecutionOptions = {}): JitExecution {
  const compileOnUse = options.compileOnUse ?? 2;
  let schema: GraphQLSchema | undefined;
  let compiledRuns = 0;
  /** per document: its uses so far, until compiled */
  const uses = new WeakMap<DocumentNode, number>();
  const compiled = new LRUCache<DocumentNode, Map<string, CompiledQuery | typeof NOT_COMPILABLE>>({
    max: options.maxCompiled ?? 500,
  });

  const compiledFor = (
    document: DocumentNode,
    operationName: string | undefined,
  ): CompiledQuery | typeof NOT_COMPILABLE | undefined => {
    let byName = compiled.get(document);
    const key = operationName ?? '';
    const found = byName?.get(key);
    if (found) return found;
    const count = (uses.get(document) ?? 0) + 1;
    if (count < compileOnUse) {
      uses.set(document, count);
      return undefined;
    }
    uses.delete(document);
    let entry: CompiledQuery | typeof NOT_COMPILABLE = NOT_COMPILABLE;
    try {
      const query = compileQuery(schema!, document, operationName);
      if (isCompiledQuery(query)) entry = query;
    } catch {
      // left to graphql-js, which answers with its own error if the document is at fault
    }
    if (!byName) compiled.set(document, (byName = new Map()));
    byName.set(key, entry);
    return entry;
  };

  const executor: Executor = async ({ document, request, context }) => {
    const operationName = request.operationName ?? undefined;
    const variableValues = request.variables ?? {};
    const graphqlJs = () =>
      execute({ schema: schema!, document, contextValue: context, variableValues, operationName });
    const query = compiledFor(document, operationName);
    if (query === undefined || query === NOT_COMPILABLE) return graphqlJs();
    compiledRuns += 1;
    const result = (await query.query(undefined, context, variableValues)) as ExecutionResult;
    // no data at all: the variables did not coerce (nothing ran), so graphql-js gives its own answer
    if (result.data === undefined && result.errors?.length) return graphqlJs();
    return result.errors?.length ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  };

  return {
    captureSchema: (built) => (schema = built),
    compiledRuns: () => compiledRuns,
    gateway: {
      async load() {
        return { executor };
      },
      onSchemaLoadOrUpdate(callback) {
        if (!schema) throw new Error('jitExecution: no schema captured (transformSchema was not called)');
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => undefined;
      },
      async stop() {},
    },
  };
}
