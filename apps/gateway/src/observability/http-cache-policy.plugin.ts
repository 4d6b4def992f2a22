import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { type BuyerStanding, buyerPricingClass, canSeePrices } from '@shop/domain';

/**
 * Root fields whose answer is the same for every anonymous caller: catalogue and content. Prices
 * and descriptions are null for anonymous callers, so such an answer carries nothing priced.
 * Anything else (`me`, `cartQuote`, `myOrders`, `order`, fields added later) is private until it
 * is added here on purpose.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'shop',
  'categories',
  'category',
  'products',
  'product',
  'relatedProducts',
  'posts',
  'post',
  'privacyPolicy',
  'faqs',
  'teamMembers',
  'partnerReviews',
]);

export const PUBLIC_MAX_AGE_SECONDS = 60;
export const CACHE_CONTROL_PUBLIC = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
export const CACHE_CONTROL_PRIVATE = 'private, no-store';

interface MaybeSessionContext {
  session?: unknown;
  customer?: (BuyerStanding & { groupId?: string | null }) | null;
  res?: { locals?: Record<string, unknown> };
}

/**
 * Set in `res.locals` to the caller's pricing class for an answer every caller of that class may get
 * (only catalogue/content fields, no errors), whatever the method: `anonymous` (no credentials) or
 * `buyer` (a resolved session; prices shown). The in-process response cache keeps such answers per
 * class; HTTP caches only ever see anonymous GET answers as public.
 */
export const SHAREABLE_ANSWER = 'shareableGraphqlAnswer';

/**
 * pricing classes (catalog.service.ts PricingClass): who sees which prices, never who they are; a
 * buyer in a group other than the default one is `buyer:<group id>` (packages/domain buyerPricingClass)
 */
export const ANONYMOUS_CLASS = 'anonymous';
export const BUYER_CLASS = 'buyer';

function onlyPublicFields(operation: OperationDefinitionNode | undefined): boolean {
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(selection.name.value),
  );
}

/**
 * HTTP caching of GraphQL answers. `Cache-Control: public, max-age=60` only for a GET query
 * (automatic persisted queries make those short, cacheable URLs) from a caller without a session or
 * bearer token, asking only catalogue/content fields, answered without errors. Everything else is
 * `private, no-store`. `Vary: Cookie, Authorization` keeps a browser's cache from handing the
 * anonymous (price-less) answer to the same browser once it has logged in; `Vary: Origin` (on every
 * answer) keeps any cache from handing an answer made for one origin's CORS headers to another.
 *
 * Apollo's own cache-control plugin leaves a header it cannot parse alone, so this one decides.
 */
@Plugin()
export class HttpCachePolicyPlugin implements ApolloServerPlugin<BaseContext> {
  async requestDidStart(): Promise<GraphQLRequestListener<BaseContext>> {
    return {
      async willSendResponse({ request, operation, response, contextValue }) {
        const http = request.http;
        const context = contextValue as MaybeSessionContext;
        const anonymous = 'session' in context && context.session === null && !http?.headers.get('authorization');
        // only an approved buyer's answer is the `buyer` class's; a pending buyer's is never shared
        const buyer = 'session' in context && context.session != null && canSeePrices(context.customer);
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : ['incremental'];
        const publicAnswer = !errors?.length && onlyPublicFields(operation);
        const cacheable = anonymous && publicAnswer && http?.method === 'GET';
        // a public field's answer depends on the pricing class only (Viewer.showPrices and the buyer's
        // group), never on who asks: one class per buyer group, so no group's prices reach another
        if (publicAnswer && (anonymous || buyer) && context.res?.locals) {
          context.res.locals[SHAREABLE_ANSWER] = anonymous
            ? ANONYMOUS_CLASS
            : (buyerPricingClass(true, context.customer?.groupId) ?? BUYER_CLASS);
        }
        response.http.headers.set('cache-control', cacheable ? CACHE_CONTROL_PUBLIC : CACHE_CONTROL_PRIVATE);
        // Apollo writes its own Vary over the one the CORS middleware set: Origin goes back on every
        // answer (its Access-Control-Allow-Origin depends on it), Cookie and Authorization on public ones
        response.http.headers.set(
          'vary',
          withVary(response.http.headers.get('vary'), cacheable ? ['Origin', 'Cookie', 'Authorization'] : ['Origin']),
        );
      },
    };
  }
}

/** `current` (a Vary header or undefined) with `names` added once each, case-insensitively */
export function withVary(current: string | undefined, names: readonly string[]): string {
  const list = (current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const seen = new Set(list.map((name) => name.toLowerCase()));
  for (const name of names) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    list.push(name);
  }
  return list.join(', ');
}
