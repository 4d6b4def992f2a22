import { Module } from '@nestjs/common';
import { ContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';

@Module({ providers: [ContentService, ContentResolver], exports: [ContentService] })
export class ContentModule {}
