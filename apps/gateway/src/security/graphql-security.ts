import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import type { SecurityConfig } from './security.config.js';

/**
 * Query limits (depth, aliases, cost, directives) from graphql-armor, plus field
 * suggestions ("Did you mean ...?") masked in production so the schema cannot be guessed from
 * error messages. Refused documents fail validation: HTTP 400 with code GRAPHQL_VALIDATION_FAILED.
 */
function armor(config: SecurityConfig) {
  const { graphql, production } = config;
  const protection = new ApolloArmor({
    maxDepth: { n: graphql.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: graphql.maxAliases },
    costLimit: { maxCost: graphql.maxCost, ignoreIntrospection: true },
    // armor's token plugin throws inside Apollo's parsing hook, which Apollo answers with a 500;
    // graphql-js's own `maxTokens` parse option (see parseOptions below) fails as a clean 400 instead
    maxTokens: { enabled: false },
    maxDirectives: { n: graphql.maxDirectives },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  // graphql-armor is CommonJS and types its plugins with @apollo/server's CJS declarations; the
  // objects are the same at run time, only the two declaration copies differ.
  return { ...protection, plugins: protection.plugins as unknown as ApolloServerPlugin[] };
}

export function securityPlugins(config: SecurityConfig): ApolloServerPlugin[] {
  return armor(config).plugins;
}

export function securityValidationRules(config: SecurityConfig): ValidationRule[] {
  return armor(config).validationRules;
}

/**
 * Everything the Apollo (Nest ApolloDriver) options need from the security side; spread it into
 * the driver config and concatenate `plugins` / `validationRules` with your own.
 */
export function securityApolloOptions(config: SecurityConfig) {
  const protection = armor(config);
  return {
    plugins: protection.plugins,
    validationRules: protection.validationRules,
    /** a JSON array body is refused with a clean 400 */
    allowBatchedHttpRequests: false as const,
    /** Apollo's default, stated so nobody turns it off by accident */
    csrfPrevention: true as const,
    introspection: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    includeStacktraceInErrorResponses: false as const,
    /** a document with more tokens is a syntax error (400 GRAPHQL_PARSE_FAILED) before any work */
    parseOptions: { maxTokens: config.graphql.maxTokens },
  };
}
