/**
 * What the adapter needs from the gateway's configuration. Accepts the flat shape of the brief
 * (`wordpressUrl`, `wcConsumerKey` ...) or the gateway's `AppConfig` (`config.wordpress.url` ...),
 * plus tuning knobs with production defaults that tests shorten.
 */
export interface WordpressSettings {
  /** site root without a trailing slash; the REST API is under `${url}/wp-json` */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  registerUser: string | undefined;
  registerPassword: string | undefined;
  webhookSecret: string | undefined;
  /** per-request timeout */
  timeoutMs: number;
  /** extra attempts for idempotent GETs (network errors, 429, 5xx) */
  retries: number;
  /** first retry delay; doubles per attempt (exponential backoff with jitter) */
  retryBaseDelayMs: number;
  /** parallel page/variation requests while assembling the catalogue */
  concurrency: number;
  breaker: {
    /** % of failed calls in the rolling window that opens the breaker */
    errorThresholdPercentage: number;
    /** calls in the window before the percentage counts */
    volumeThreshold: number;
    /** how long the breaker stays open before letting one trial call through */
    resetTimeoutMs: number;
    rollingCountTimeoutMs: number;
  };
  /** how long an idempotency key keeps pointing at its order */
  idempotencyTtlSeconds: number;
  /**
   * how long after an order POST whose answer was lost the site may still be creating that order
   * (PHP keeps running after our timeout): within it, "not found" is not trusted and nothing is posted
   */
  orderSettleMs: number;
  /** prefix for the Redis keys of the adapter (idempotency, revoked tokens) */
  redisKeyPrefix: string;
  /** session lifetimes (capped by the JWT's own expiry): without and with "remember me" */
  sessionTtlMs: { browser: number; persistent: number };
}

export interface FlatWordpressConfig {
  wordpressUrl?: string;
  wcConsumerKey?: string;
  wcConsumerSecret?: string;
  wpRegisterUser?: string;
  wpRegisterPassword?: string;
  webhookSecret?: string;
  redisKeyPrefix?: string;
  /** SESSION_TTL_SECONDS / 3600 (default 12) */
  sessionTtlHours?: number;
  /** REMEMBER_ME_DAYS (default 30) */
  rememberMeDays?: number;
}

export interface NestedWordpressConfig {
  wordpress: {
    url?: string;
    consumerKey?: string;
    consumerSecret?: string;
    registerUser?: string;
    registerPassword?: string;
    webhookSecret?: string;
  };
  redisKeyPrefix?: string;
  session?: { ttlSeconds?: number; rememberMeDays?: number };
}

export type WordpressConfigInput = (FlatWordpressConfig | NestedWordpressConfig) & {
  tuning?: Partial<Omit<WordpressSettings, 'breaker'>> & { breaker?: Partial<WordpressSettings['breaker']> };
};

export const DEFAULT_TUNING = {
  timeoutMs: 10_000,
  retries: 2,
  retryBaseDelayMs: 200,
  concurrency: 4,
  breaker: { errorThresholdPercentage: 50, volumeThreshold: 10, resetTimeoutMs: 15_000, rollingCountTimeoutMs: 10_000 },
  idempotencyTtlSeconds: 7 * 24 * 3600,
  orderSettleMs: 120_000,
} as const;

export class WordpressConfigError extends Error {
  override name = 'WordpressConfigError';
}

export function resolveWordpressSettings(input: WordpressConfigInput): WordpressSettings {
  const flat: FlatWordpressConfig =
    'wordpress' in input && input.wordpress
      ? {
          wordpressUrl: input.wordpress.url,
          wcConsumerKey: input.wordpress.consumerKey,
          wcConsumerSecret: input.wordpress.consumerSecret,
          wpRegisterUser: input.wordpress.registerUser,
          wpRegisterPassword: input.wordpress.registerPassword,
          webhookSecret: input.wordpress.webhookSecret,
          redisKeyPrefix: input.redisKeyPrefix,
          sessionTtlHours: input.session?.ttlSeconds === undefined ? undefined : input.session.ttlSeconds / 3600,
          rememberMeDays: input.session?.rememberMeDays,
        }
      : (input as FlatWordpressConfig);
  const missing = (
    [
      ['WORDPRESS_URL', flat.wordpressUrl],
      ['WC_CONSUMER_KEY', flat.wcConsumerKey],
      ['WC_CONSUMER_SECRET', flat.wcConsumerSecret],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) throw new WordpressConfigError(`The wordpress backend needs ${missing.join(', ')}`);
  let url: URL;
  try {
    url = new URL(flat.wordpressUrl!);
  } catch {
    throw new WordpressConfigError('WORDPRESS_URL is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new WordpressConfigError('WORDPRESS_URL must be http(s)');
  const tuning = input.tuning ?? {};
  return {
    url: `${url.origin}${url.pathname}`.replace(/\/+$/, ''),
    consumerKey: flat.wcConsumerKey!,
    consumerSecret: flat.wcConsumerSecret!,
    registerUser: flat.wpRegisterUser || undefined,
    registerPassword: flat.wpRegisterPassword || undefined,
    webhookSecret: flat.webhookSecret || undefined,
    timeoutMs: tuning.timeoutMs ?? DEFAULT_TUNING.timeoutMs,
    retries: tuning.retries ?? DEFAULT_TUNING.retries,
    retryBaseDelayMs: tuning.retryBaseDelayMs ?? DEFAULT_TUNING.retryBaseDelayMs,
    concurrency: tuning.concurrency ?? DEFAULT_TUNING.concurrency,
    breaker: { ...DEFAULT_TUNING.breaker, ...tuning.breaker },
    idempotencyTtlSeconds: tuning.idempotencyTtlSeconds ?? DEFAULT_TUNING.idempotencyTtlSeconds,
    orderSettleMs: tuning.orderSettleMs ?? DEFAULT_TUNING.orderSettleMs,
    redisKeyPrefix: `${tuning.redisKeyPrefix ?? flat.redisKeyPrefix ?? 'shop:'}wp:`,
    sessionTtlMs: tuning.sessionTtlMs ?? {
      browser: (flat.sessionTtlHours ?? 12) * 3600 * 1000,
      persistent: (flat.rememberMeDays ?? 30) * 24 * 3600 * 1000,
    },
  };
}
