import { Global, Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin/admin-core.module.js';
import { MoneySettingsService } from './money-settings.service.js';
import { InvoicePaymentProvider, PAYMENT_PROVIDER } from './payment-provider.port.js';

/**
 * The money settings (issue 18) for both APIs without resolvers: checkout and invoices read them, the payment provider port's one adapter (the invoice), the
 * admin API's MoneySettingsResolver edits them (admin/settings).
 */
@Global()
@Module({
  imports: [AdminCoreModule],
  providers: [MoneySettingsService, { provide: PAYMENT_PROVIDER, useClass: InvoicePaymentProvider }],
  exports: [MoneySettingsService, PAYMENT_PROVIDER],
})
export class MoneyModule {}
