import { Global, Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin/admin-core.module.js';
import { BuyerApprovalService } from './buyer-approval.service.js';
import { CustomerPrivacyService } from './customer-privacy.service.js';
import { LicenceService } from './licence.service.js';
import { FormatVatNumberCheck, VAT_NUMBER_CHECK } from './vat-number-check.js';

/**
 * What the compliance rules of issue 17 need on both APIs, without resolvers (so the public and the
 * admin schema may both reach it, see admin/api-separation.ts): the buyer-approval mode, the VAT-number
 * check port, GDPR export/erasure, trade licences, and the audit trail (AuditService, re-exported for the buyers' own
 * changes).
 */
@Global()
@Module({
  imports: [AdminCoreModule],
  providers: [
    BuyerApprovalService,
    CustomerPrivacyService,
    LicenceService,
    { provide: VAT_NUMBER_CHECK, useClass: FormatVatNumberCheck },
  ],
  exports: [BuyerApprovalService, CustomerPrivacyService, LicenceService, VAT_NUMBER_CHECK, AdminCoreModule],
})
export class ComplianceModule {}
