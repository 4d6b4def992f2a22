import { type DynamicModule, Module } from '@nestjs/common';
import { AccountModule } from './account/account.module.js';
import { AdminGraphqlModule } from './admin/admin-graphql.module.js';
import { AdminModule } from './admin/admin.module.js';
import { BACKEND_OVERRIDE, BackendModule } from './backends/backend.module.js';
import type { StoreBackend } from './backends/port.js';
import { WordpressModule } from './backends/wordpress/wordpress.module.js';
import { CacheModule } from './cache/cache.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CatalogCsvModule } from './catalog/catalog-csv.controller.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { QuickOrderModule } from './quick-order/quick-order.module.js';
import { ComplianceModule } from './compliance/compliance.module.js';
import { MoneyModule } from './money/money.module.js';
import { PrivacyModule } from './compliance/privacy.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { ContentModule } from './content/content.module.js';
import { AppGraphqlModule } from './graphql/graphql.module.js';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { SessionModule } from './identity/session.module.js';
import { MailModule } from './mail/mail.module.js';
import { ShopEventsModule } from './events/shop-events.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { SecurityModule } from './security/security.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  /** a ready-made store (tests); otherwise the one STORE_BACKEND names */
  backend?: StoreBackend;
}

/** Wiring only: which modules make up the gateway. */
@Module({})
export class AppModule {
  static forRoot({ config, backend }: AppModuleOptions): DynamicModule {
    const backendOverride = backend
      ? [
          {
            module: class BackendOverrideModule {},
            global: true,
            providers: [{ provide: BACKEND_OVERRIDE, useValue: backend }],
            exports: [BACKEND_OVERRIDE],
          },
        ]
      : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ...backendOverride,
        ObservabilityModule,
        SecurityModule,
        CacheModule,
        BackendModule,
        SessionModule,
        MailModule,
        // buyer approval, VAT-number check, GDPR, the audit trail of buyers' changes (issue 17)
        ComplianceModule,
        MoneyModule,
        AppGraphqlModule,
        HealthModule,
        CatalogModule,
        // GET /catalog.csv, the catalogue download
        CatalogCsvModule,
        ContentModule,
        IdentityModule,
        AccountModule,
        CheckoutModule,
        QuickOrderModule,
        InvoicesModule,
        ContactModule,
        PrivacyModule,
        // the operator console's API (POST /admin/graphql), a schema of its own
        AdminGraphqlModule,
        AdminModule,
        // integrators: shop events for webhooks, API keys, webhook subscriptions and their delivery
        ShopEventsModule,
        IntegrationsModule,
        // the WooCommerce webhook receiver (cache invalidation)
        ...(config.storeBackend === 'wordpress' ? [WordpressModule] : []),
      ],
    };
  }
}
