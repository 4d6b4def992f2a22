import { Global, Module } from '@nestjs/common';
import { SessionService } from './session.service.js';

/** SessionService for the GraphQL context and every service that ends sessions or changes a customer. */
@Global()
@Module({ providers: [SessionService], exports: [SessionService] })
export class SessionModule {}
