import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { apiKeyMayUse, apiKeyRefusal } from '@shop/domain';
import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GqlContext } from '../graphql/context.js';

const ROOT_TYPES: Record<OperationDefinitionNode['operation'], string> = {
  query: 'Query',
  mutation: 'Mutation',
  subscription: 'Subscription',
};

/** the root field names an operation selects, through inline fragments and fragment spreads */
export function rootFieldNames(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      names.push(...rootFieldNames(selection.selectionSet, fragments, seen));
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      names.push(...rootFieldNames(fragment.selectionSet, fragments, seen));
    }
  }
  return names;
}

function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Narrows a request made with an API key to its scopes: before anything runs, every root field of the
 * operation is checked against @shop/domain's API_KEY_FIELD_ACCESS (a field without a rule is refused),
 * and one refused field refuses the whole operation with FORBIDDEN (HTTP 403).
 *
 * `introspectionForKeysOnly` (production with GRAPHIQL_FOR_KEYS=true, where Apollo's introspection is
 * switched on for the console): introspection is answered to requests with an API key only.
 */
export function apiKeyScopePlugin(options: { introspectionForKeysOnly: boolean }): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          const context = contextValue as Partial<GqlContext>;
          const key = context.apiKey ?? null;
          if (!operation) return;
          const fragments = new Map(
            document.definitions
              .filter(
                (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
              )
              .map((fragment) => [fragment.name.value, fragment]),
          );
          const names = rootFieldNames(operation.selectionSet, fragments);
          if (!key) {
            if (options.introspectionForKeysOnly && names.some((name) => INTROSPECTION_FIELDS.has(name))) {
              throw forbidden('Introspection is available to requests made with an API key only.');
            }
            return;
          }
          const root = ROOT_TYPES[operation.operation];
          for (const name of names) {
            if (name === '__typename' || INTROSPECTION_FIELDS.has(name)) continue;
            const field = `${root}.${name}`;
            const decision = apiKeyMayUse(field, key.scopes);
            if (!decision.allowed) throw forbidden(apiKeyRefusal(field, decision));
          }
        },
      };
    },
  };
}
