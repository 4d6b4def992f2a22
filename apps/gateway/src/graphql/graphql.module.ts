import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type INestApplicationContext, Logger, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { typeDefs } from '@shop/schema';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { AccountModule } from '../account/account.module.js';
import { PrivacyModule } from '../compliance/privacy.module.js';
import { REDIS } from '../cache/redis.provider.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { QuickOrderModule } from '../quick-order/quick-order.module.js';
import { type AppConfig, CONFIG } from '../config/config.js';
import { ContactModule } from '../contact/contact.module.js';
import { ContentModule } from '../content/content.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { SECURITY_CONFIG, type SecurityConfig } from '../security/security.config.js';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { apolloExtensions } from './apollo-extensions.js';
import { APQ_DEFAULT_TTL_SECONDS, SharedApqCache } from './apq-cache.js';
import { GqlContextFactory } from './context.factory.js';
import { GraphQLErrorPassthroughFilter } from './error-passthrough.filter.js';
import { createFormatError } from './errors.js';
import { localLandingPagePlugin } from './landing-page.js';
import { DateTimeScalar, DecimalScalar } from './scalars.js';
import { JIT_EXECUTION, type JitExecution, jitExecution } from './jit-executor.js';

@Module({
  providers: [
    GqlContextFactory,
    { provide: APP_FILTER, useClass: GraphQLErrorPassthroughFilter },
    { provide: JIT_EXECUTION, useFactory: () => jitExecution() },
  ],
  exports: [GqlContextFactory, JIT_EXECUTION],
})
export class GqlContextModule {}

/**
 * The modules whose resolvers answer POST|GET /graphql (Nest's `include`, which also takes what they
 * import). The admin API (src/admin, POST /admin/graphql) has its own list: a resolver belongs to one
 * endpoint only, which src/admin/api-separation.ts checks at start. A new public domain module with a
 * resolver goes here.
 */
export const PUBLIC_API_MODULES = [
  CatalogModule,
  ContentModule,
  IdentityModule,
  AccountModule,
  CheckoutModule,
  QuickOrderModule,
  ContactModule,
  IntegrationsModule,
  PrivacyModule,
];

/**
 * Apollo Server 5 on Express, schema first: the SDL of @shop/schema is the schema, the resolver
 * classes of the domain modules (catalog, content, identity, ...) fill it in.
 */
export const AppGraphqlModule = GraphQLModule.forRootAsync<ApolloDriverConfig>({
  driver: ApolloDriver,
  imports: [GqlContextModule],
  inject: [CONFIG, SECURITY_CONFIG, GqlContextFactory, REDIS, JIT_EXECUTION],
  useFactory: (
    config: AppConfig,
    security: SecurityConfig,
    contextFactory: GqlContextFactory,
    redis: Redis | null,
    jit: JitExecution,
  ): ApolloDriverConfig => {
    const extensions = apolloExtensions(config, security);
    // Apollo's cache-control plugin hooks every resolved field (~10% of a catalogue query's CPU) for
    // hints nothing here sets; HttpCachePolicyPlugin decides Cache-Control on its own
    const plugins = [...extensions.plugins, ApolloServerPluginCacheControlDisabled()];
    // GraphiQL of @nestjs/apollo loads from a CDN; a self-contained console instead, outside production
    if (!config.isProduction) plugins.push(localLandingPagePlugin(config.shop.name));
    return {
      path: '/graphql',
      // only the shop's resolvers: the admin schema's (same field names: products, order, ...) never bind here
      include: PUBLIC_API_MODULES,
      typeDefs,
      // graphql-jit runs the operations (jit-executor.ts); Apollo still parses, validates and formats
      transformSchema: jit.captureSchema,
      // not in ApolloDriverConfig's type, but the driver hands every option on to `new ApolloServer`
      ...({ gateway: jit.gateway } as object),
      resolvers: { Decimal: DecimalScalar, DateTime: DateTimeScalar },
      graphiql: false,
      // one registry of persisted-query hashes for every replica (see apq-cache.ts)
      persistedQueries: {
        cache: new SharedApqCache(redis, `${config.redisKeyPrefix}apq:`, new Logger('GraphQL')),
        ttl: APQ_DEFAULT_TTL_SECONDS,
      },
      ...extensions.options,
      plugins,
      validationRules: extensions.validationRules,
      includeStacktraceInErrorResponses: false,
      context: ({ req, res }: { req: Request; res: Response }) => contextFactory.create({ req, res }),
      formatError: createFormatError(new Logger('GraphQL')),
    };
  },
});

/** the public endpoint's Apollo server (server-side rendering runs its operations in process) */
export function publicApolloServer(app: INestApplicationContext) {
  return app.select(AppGraphqlModule).get(GraphQLModule<ApolloDriver>, { strict: true }).graphQlAdapter.instance;
}
