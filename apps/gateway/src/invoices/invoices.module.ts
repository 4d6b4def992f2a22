import { Module } from '@nestjs/common';
import { GqlContextModule } from '../graphql/graphql.module.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/** Invoice PDFs for buyers (GET /invoices/<number>.pdf); the console's download is in admin/orders. */
@Module({
  imports: [GqlContextModule],
  controllers: [InvoicesController],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
