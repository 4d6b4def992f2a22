import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WooCommerce signs each delivery as base64(HMAC-SHA256(secret, exact raw body)). Compared in
 * constant time over the raw bytes, before anything parses the body.
 */
export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The ping WooCommerce sends when a webhook is saved: a form body `webhook_id=<id>`, unsigned. */
export function isWebhookPing(rawBody: Buffer, contentType: string | undefined): boolean {
  if (!(contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return false;
  return /^webhook_id=\d+$/.test(rawBody.toString('utf8').trim());
}
