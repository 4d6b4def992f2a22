import type { ApolloServerPlugin } from '@apollo/server';
import type { ValidationRule } from 'graphql';
import type { AppConfig } from '../config/config.js';
import { apiKeyScopePlugin } from '../integrations/api-key-scopes.plugin.js';
import { securityApolloOptions } from '../security/graphql-security.js';
import type { SecurityConfig } from '../security/security.config.js';

/**
 * The one place where other parts of the gateway contribute to the Apollo server: plugins
 * (metrics, query limits, ...), validation rules and server options. Add new contributions here.
 */
export interface ApolloExtensions {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  options: {
    allowBatchedHttpRequests?: boolean;
    csrfPrevention?: boolean;
    introspection?: boolean;
    hideSchemaDetailsFromClientErrors?: boolean;
  };
}

export function apolloExtensions(
  config: Pick<AppConfig, 'isProduction' | 'integrations'>,
  security: SecurityConfig,
): ApolloExtensions {
  const { plugins, validationRules, ...options } = securityApolloOptions(security);
  // production with GRAPHIQL_FOR_KEYS: introspection for the console, answered to API keys only
  const introspectionForKeysOnly = config.isProduction && config.integrations.graphiqlForKeys;
  return {
    // API keys: every root field checked against the key's scopes
    plugins: [...plugins, apiKeyScopePlugin({ introspectionForKeysOnly })],
    validationRules: [...validationRules],
    options: {
      ...options,
      introspection: (options.introspection ?? !config.isProduction) || introspectionForKeysOnly,
    },
  };
}
