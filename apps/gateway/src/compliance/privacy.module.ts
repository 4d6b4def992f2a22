import { Module } from '@nestjs/common';
import { LicenceController } from './licence.controller.js';
import { CustomerLicenceResolver } from './licence.resolver.js';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';

/**
 * The public side of issue 17: myDataExport, deleteMyAccount, Customer.licence and the licence
 * upload/download routes (ComplianceModule is global).
 */
@Module({
  controllers: [LicenceController],
  providers: [PrivacyService, PrivacyResolver, CustomerLicenceResolver],
})
export class PrivacyModule {}
