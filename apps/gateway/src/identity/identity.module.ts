import { Module } from '@nestjs/common';
import { IdentityResolver } from './identity.resolver.js';
import { IdentityService } from './identity.service.js';

@Module({ providers: [IdentityService, IdentityResolver], exports: [IdentityService] })
export class IdentityModule {}
