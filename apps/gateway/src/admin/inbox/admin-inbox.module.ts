import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { AdminInboxResolver } from './admin-inbox.resolver.js';
import { AdminInboxService } from './admin-inbox.service.js';

/** The console's inbox: the contact form's messages, read / handled state, replies by e-mail. */
@Module({ imports: [AdminCoreModule], providers: [AdminInboxService, AdminInboxResolver] })
export class AdminInboxModule {}
