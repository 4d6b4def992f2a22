import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { graphqlOperationDuration, operationLabel } from './metrics.js';
import { currentRequestId } from './request-context.js';

interface MaybeHttpContext {
  requestId?: string;
  res?: { locals?: Record<string, unknown> };
}

/**
 * Per GraphQL operation: the duration histogram by operation name, the operation name on the
 * access-log line, and `extensions.requestId` on every error so a client's bug report can be
 * matched with the server's log lines.
 */
@Plugin()
export class GraphqlObservabilityPlugin implements ApolloServerPlugin<BaseContext> {
  async requestDidStart(): Promise<GraphQLRequestListener<BaseContext>> {
    const start = process.hrtime.bigint();
    return {
      async willSendResponse({ request, operation, operationName, response, contextValue }) {
        const context = contextValue as MaybeHttpContext;
        const name = operationLabel(operationName ?? request.operationName);
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        graphqlOperationDuration.observe(
          { operation: name, type: operation?.operation ?? 'unknown', outcome: errors?.length ? 'error' : 'ok' },
          Number(process.hrtime.bigint() - start) / 1e9,
        );
        if (context.res?.locals) context.res.locals.graphqlOperation = name;

        const requestId = currentRequestId() ?? context.requestId;
        if (errors && requestId) {
          for (const error of errors) {
            // formatted errors are plain objects at this point; `extensions` is typed readonly only
            (error as { extensions?: Record<string, unknown> }).extensions = { ...error.extensions, requestId };
          }
        }
      },
    };
  }
}
