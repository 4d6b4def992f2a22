import { Catch } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';

/**
 * Errors raised on purpose (BAD_REQUEST, NOT_FOUND, RATE_LIMITED, ...) go straight to Apollo's
 * formatError; without this filter Nest's default handler would log each one as an ERROR with a stack.
 */
@Catch(GraphQLError)
export class GraphQLErrorPassthroughFilter implements GqlExceptionFilter {
  catch(error: GraphQLError): GraphQLError {
    return error;
  }
}
