import { Module } from '@nestjs/common';
import { WoocommerceWebhookController } from './webhook.controller.js';

/**
 * The gateway-side part of the wordpress backend: the WooCommerce webhook receiver. Imported by the
 * AppModule when STORE_BACKEND=wordpress (CONFIG and CacheService come from global modules). The
 * adapter itself is created by the BackendModule through `createWordpressBackend`.
 */
@Module({ controllers: [WoocommerceWebhookController] })
export class WordpressModule {}
