import { Module } from '@nestjs/common';
import { AdminCoreModule } from '../admin-core.module.js';
import { AdminMediaGuard, MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';

/** Uploaded images: POST /admin/media and GET /media/u/<id>/<width>.webp (no GraphQL resolvers). */
@Module({
  imports: [AdminCoreModule],
  controllers: [MediaController],
  providers: [MediaService, AdminMediaGuard],
})
export class MediaModule {}
