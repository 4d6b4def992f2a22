import { Controller, Headers, HttpCode, Inject, Logger, Post, Req, UnauthorizedException } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { CacheService } from '../../cache/cache.service.js';
import { type AppConfig, CONFIG } from '../../config/config.js';
import { invalidationsFor } from './webhook-invalidation.js';
import { isValidWebhookSignature, isWebhookPing } from './webhook-signature.js';

/**
 * `POST /webhooks/woocommerce`: WooCommerce tells the gateway that a product, category, coupon or
 * order changed, and the gateway drops the cached copies. Needs the raw body (`rawBody: true` in
 * NestFactory.create) because the signature covers the exact bytes WooCommerce sent.
 */
@Controller('webhooks')
export class WoocommerceWebhookController {
  private readonly logger = new Logger('WooCommerceWebhook');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly cache: CacheService,
  ) {}

  @Post('woocommerce')
  @HttpCode(200)
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-wc-webhook-signature') signature: string | undefined,
    @Headers('x-wc-webhook-topic') topic: string | undefined,
  ): Promise<{ ok: true; invalidated?: string[] }> {
    const raw = req.rawBody ?? Buffer.alloc(0);
    // The creation ping carries no signature; answering 200 is all WooCommerce wants, and it changes nothing.
    if (!signature && isWebhookPing(raw, req.headers['content-type'])) return { ok: true };
    if (!isValidWebhookSignature(raw, signature, this.config.wordpress.webhookSecret)) {
      this.logger.warn(
        `refused a webhook delivery with ${signature ? 'a wrong' : 'no'} signature (topic ${topic ?? '-'})`,
      );
      throw new UnauthorizedException('Invalid webhook signature');
    }
    let body: unknown = null;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      // a signed delivery we cannot read: the topic alone decides
    }
    const invalidated = invalidationsFor(topic ?? '', body).tags;
    await this.cache.invalidateTags(invalidated);
    this.logger.log(
      `webhook ${topic ?? '-'} (id ${resourceId(body) ?? '-'}): invalidated ${invalidated.join(', ') || 'nothing'}`,
    );
    return { ok: true, invalidated };
  }
}

function resourceId(body: unknown): string | null {
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}
