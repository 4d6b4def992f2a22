import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkWebhookHost, type Resolver } from './webhook-address-guard.js';

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the webhook's secret: X-Shop-Signature */
export function webhookSignature(secret: string, timestamp: number | string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

export interface WebhookRequest {
  url: string;
  secret: string;
  event: string;
  deliveryId: string;
  /** the JSON body: { id, type, createdAt, data } */
  body: string;
  /** seconds since the epoch, signed with the body */
  timestamp: number;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** DNS for tests; the system resolver otherwise */
  resolve?: Resolver;
}

export interface SendResult {
  /** the receiver's HTTP status; null when there was none */
  status: number | null;
  /** why it failed; null after a 2xx */
  error: string | null;
  durationMs: number;
}

/** at most this much of an answer is read (and thrown away) */
const MAX_ANSWER_BYTES = 64 * 1024;

export const WEBHOOK_USER_AGENT = 'GreenleafWebhooks/1.0';

/**
 * POSTs one signed delivery. The receiver's host is resolved and checked here, at every delivery
 * (webhook-address-guard.ts), and the connection goes to the address that was checked (a pinned
 * lookup), so DNS cannot point it elsewhere in between. Redirects are not followed (a 3xx is a failed
 * try); the whole exchange, connect to last byte, has `timeoutMs`.
 */
export async function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): SendResult => ({
    status,
    error,
    durationMs: performance.now() - started,
  });
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return done(null, 'invalid URL');
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(options.allowPrivate && url.protocol === 'http:')) return done(null, 'the URL must use https');
  const check = await checkWebhookHost(url.hostname, { allowPrivate: options.allowPrivate, resolve: options.resolve });
  if (!check.ok)
    return done(null, check.reason === 'not_allowed' ? `address not allowed: ${check.detail}` : check.detail);
  const pinned = check.addresses[0]!;
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    } else callback(null, pinned.address, pinned.family);
  };
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(request.body)),
    'user-agent': WEBHOOK_USER_AGENT,
    'x-shop-event': request.event,
    'x-shop-delivery': request.deliveryId,
    'x-shop-timestamp': String(request.timestamp),
    'x-shop-signature': webhookSignature(request.secret, request.timestamp, request.body),
  };
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (status: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(status, error));
    };
    const req = (secure ? https : http).request(url, { method: 'POST', headers, lookup, agent: false }, (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      const status = res.statusCode ?? null;
      const close = () => {
        const ok = status !== null && status >= 200 && status < 300;
        finish(status, ok ? null : `the receiver answered ${status ?? 'nothing'}`);
      };
      res.on('end', close);
      res.on('close', close);
      res.on('error', close);
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    req.on('error', (error: Error) => finish(null, error.message));
    req.end(request.body);
  });
}
