import { Module } from '@nestjs/common';
import { CatalogResolver } from './catalog.resolver.js';
import { CatalogService } from './catalog.service.js';

@Module({ providers: [CatalogService, CatalogResolver], exports: [CatalogService] })
export class CatalogModule {}
