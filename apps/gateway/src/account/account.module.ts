import { Module } from '@nestjs/common';
import { AccountResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';

/**
 * updateProfile, updateAddress, changePassword, logoutAll, requestPasswordReset, resetPassword.
 * Needs CUSTOMER_IDENTITY, CONFIG and RateLimitService (global modules). `me` lives in identity/.
 */
@Module({ providers: [AccountService, AccountResolver] })
export class AccountModule {}
