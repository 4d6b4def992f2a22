import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Logger } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { adminTypeDefs } from '@shop/schema';
import type { Request, Response } from 'express';
import { type AppConfig, CONFIG } from '../config/config.js';
import { apolloExtensions } from '../graphql/apollo-extensions.js';
import { createFormatError } from '../graphql/errors.js';
import { PUBLIC_API_MODULES } from '../graphql/graphql.module.js';
import { localLandingPagePlugin } from '../graphql/landing-page.js';
import { DateTimeScalar, DecimalScalar } from '../graphql/scalars.js';
import { SECURITY_CONFIG, type SecurityConfig } from '../security/security.config.js';
import { AdminContextFactory } from './admin-context.factory.js';
import { AdminCoreModule } from './admin-core.module.js';
import { AdminModule } from './admin.module.js';
import { assertApiSeparation } from './api-separation.js';

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

/** the modules whose resolvers answer /admin/graphql (with everything they import) */
export const ADMIN_API_MODULES = [AdminModule];

const ADMIN_SAMPLE = `query Console {
  consoleInfo { shopName storeBackend }
  staffMe { email role }
}`;

/**
 * The admin API: a second Apollo server on POST /admin/graphql with the admin SDL, never merged into
 * the public one (its own `include`, typeDefs, context and no persisted-query registry). Same error
 * formatter, query limits and CSRF prevention as /graphql; introspection and the development console
 * only outside production.
 */
export const AdminGraphqlModule = GraphQLModule.forRootAsync<ApolloDriverConfig>({
  driver: ApolloDriver,
  imports: [AdminCoreModule],
  inject: [CONFIG, SECURITY_CONFIG, AdminContextFactory, ModulesContainer],
  useFactory: (
    config: AppConfig,
    security: SecurityConfig,
    contextFactory: AdminContextFactory,
    modules: ModulesContainer,
  ): ApolloDriverConfig => {
    assertApiSeparation(modules, { public: PUBLIC_API_MODULES, admin: ADMIN_API_MODULES });
    const extensions = apolloExtensions(config, security);
    const plugins = [...extensions.plugins, ApolloServerPluginCacheControlDisabled()];
    if (!config.isProduction) {
      plugins.push(
        localLandingPagePlugin(`${config.shop.name} admin`, { path: ADMIN_GRAPHQL_PATH, sample: ADMIN_SAMPLE }),
      );
    }
    return {
      path: ADMIN_GRAPHQL_PATH,
      include: ADMIN_API_MODULES,
      typeDefs: adminTypeDefs,
      resolvers: { Decimal: DecimalScalar, DateTime: DateTimeScalar },
      graphiql: false,
      persistedQueries: false,
      ...extensions.options,
      csrfPrevention: true,
      plugins,
      validationRules: extensions.validationRules,
      includeStacktraceInErrorResponses: false,
      context: ({ req, res }: { req: Request; res: Response }) => contextFactory.create({ req, res }),
      formatError: createFormatError(new Logger('AdminGraphQL')),
    };
  },
});
