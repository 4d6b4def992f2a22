import { Catch } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';

/**
 * Resolver errors go straight to Apollo's formatError (graphql/errors.ts), which maps them to the
 * API's codes and logs the unexpected ones exactly once. Without this filter Nest's default handler
 * would also log every one, including expected ones such as BAD_REQUEST, as an ERROR with a stack.
 */
@Catch()
export class GraphQLErrorPassthroughFilter implements GqlExceptionFilter {
  catch(error: unknown): unknown {
    return error;
  }
}
