import { Module } from '@nestjs/common';
import { PrivacyResolver } from './privacy.resolver.js';
import { PrivacyService } from './privacy.service.js';

/** myDataExport and deleteMyAccount of the public API (ComplianceModule is global). */
@Module({ providers: [PrivacyService, PrivacyResolver] })
export class PrivacyModule {}
