import { describe, expect, it } from 'vitest';
import { signWebhookBody } from './testing/wordpress-stub.js';
import { invalidationsFor } from './webhook-invalidation.js';
import { isValidWebhookSignature, isWebhookPing } from './webhook-signature.js';

describe('webhook signature', () => {
  const body = Buffer.from('{"id":794,"permalink":"https:\\/\\/example.com\\/product\\/x\\/"}');

  it('accepts base64 HMAC-SHA256 of the exact bytes with the secret, nothing else', () => {
    const signature = signWebhookBody(body, 's3cret');
    expect(isValidWebhookSignature(body, signature, 's3cret')).toBe(true);
    expect(isValidWebhookSignature(body, signature, 'other')).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(`${body.toString()} `), signature, 's3cret')).toBe(false);
    // a hex digest (a common mistake) is not WooCommerce's format
    const hex = Buffer.from(signature, 'base64').toString('hex');
    expect(isValidWebhookSignature(body, hex, 's3cret')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, 's3cret')).toBe(false);
    expect(isValidWebhookSignature(body, signature, undefined)).toBe(false);
  });

  it('recognises the creation ping only as a form body webhook_id=<id>', () => {
    expect(isWebhookPing(Buffer.from('webhook_id=142'), 'application/x-www-form-urlencoded')).toBe(true);
    expect(isWebhookPing(Buffer.from('webhook_id=142'), 'application/json')).toBe(false);
    expect(isWebhookPing(Buffer.from('webhook_id=142&x=1'), 'application/x-www-form-urlencoded')).toBe(false);
  });
});

describe('webhook invalidation', () => {
  it('drops the catalogue for products and categories, content for posts, coupons for coupons, nothing for orders', () => {
    expect(invalidationsFor('product.updated', { id: 794 })).toEqual({ tags: ['catalog'] });
    expect(invalidationsFor('product.deleted', { id: 794 })).toEqual({ tags: ['catalog'] });
    expect(invalidationsFor('action.edited_product_cat', { action: 'edited_product_cat', arg: 9 })).toEqual({
      tags: ['catalog'],
    });
    expect(invalidationsFor('action.save_post', { action: 'save_post', arg: 4 })).toEqual({ tags: ['content'] });
    expect(invalidationsFor('coupon.updated', { id: 719 })).toEqual({ tags: ['coupons'] });
    expect(invalidationsFor('order.created', { id: 727 })).toEqual({ tags: [] });
    expect(invalidationsFor('', null)).toEqual({ tags: [] });
  });
});
