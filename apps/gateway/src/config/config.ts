import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyaddr from 'proxy-addr';
import {
  BUYER_APPROVAL_MODES,
  type BuyerApprovalMode,
  emailField,
  strictPasswordSchema,
  toCents,
  type SellerDetails,
} from '@shop/domain';
import { z } from 'zod';
import { ENV_VARS, type EnvVarName } from './env.js';

/** src/config → the repository root; the same depth holds for dist/config. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** apps/gateway */
export const GATEWAY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const CONFIG = Symbol('CONFIG');

/** the host the embedded demo content links to (see backends/embedded/seed/content.ts) */
const DEMO_CONTENT_HOST = 'https://cms.greenleaf-biotech.nl';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicSiteUrl: string;
  /** links to this host inside posts/pages are rewritten to publicSiteUrl */
  contentHost: string;
  storeBackend: 'embedded' | 'wordpress';
  /** seed the demo data into an empty embedded store (DEMO_DATA; default: outside production only) */
  demoData: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  cache: { ttlMs: number; staleMs: number };
  session: { ttlSeconds: number; rememberMeDays: number };
  shop: {
    name: string;
    tagline: string;
    phone: string;
    email: string;
    address: string;
    currencyCode: 'EUR';
    openingHours: { days: string; hours: string }[];
  };
  /** auto | manual (BUYER_APPROVAL): the default of the console's buyerApproval setting (src/compliance) */
  buyerApproval: BuyerApprovalMode;
  /** B2B money (issue 18): the seller's legal details on invoices, the minimum order value */
  commerce: { seller: SellerDetails; minimumOrderCents: number };
  /** the operator console (src/admin) */
  admin: {
    /** created at start while the console has no staff account (SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD) */
    firstOwner: { email: string; password: string; name: string } | null;
  };
  corsOrigins: string[];
  trustProxy: boolean | number | string;
  wordpress: {
    url: string | undefined;
    consumerKey: string | undefined;
    consumerSecret: string | undefined;
    registerUser: string | undefined;
    registerPassword: string | undefined;
    webhookSecret: string | undefined;
  };
  mail: { smtpUrl: string | undefined; from: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** who may read GET /metrics: these networks, or a bearer token */
  metrics: { allow: string[]; token: string | undefined };
  webDist: string;
  /** server rendering of pages (src/ssr): renders at a time, renders waiting, longest wait for a turn, longest render */
  ssr: { concurrency: number; queueLimit: number; queueWaitMs: number; renderTimeoutMs: number };
  mediaDir: string;
  /** API keys and webhooks for integrators (src/integrations) */
  integrations: {
    /** production: the GraphQL console and introspection for requests with a valid API key */
    graphiqlForKeys: boolean;
    webhooks: { allowPrivate: boolean; timeoutMs: number; worker: boolean; pollMs: number };
  };
  /** the environment this config was read from (defaults applied by their owners), for settings read elsewhere */
  env: Readonly<Record<string, string | undefined>>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const positiveInt = z.coerce.number().int().positive();
const url = z.url({ protocol: /^https?$/ });
// z.optional(schema) rather than schema.optional(): the domain's emailField and strictPasswordSchema are
// zod/mini schemas (the storefront's forms share them), which have no classic methods
const optional = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.optional(schema));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']),
    PORT: z.coerce.number().int().min(0).max(65535),
    HOST: z.string().min(1),
    PUBLIC_SITE_URL: url,
    STORE_BACKEND: z.enum(['embedded', 'wordpress']),
    DEMO_DATA: optional(z.enum(['true', 'false'])),
    DATA_DIR: z.string().min(1),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DATABASE_SCHEMA: optional(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a lower-case SQL identifier')),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    REDIS_KEY_PREFIX: z.string(),
    CACHE_TTL_SECONDS: positiveInt,
    CACHE_STALE_SECONDS: z.coerce.number().int().min(0),
    SESSION_TTL_SECONDS: positiveInt,
    REMEMBER_ME_DAYS: positiveInt,
    SHOP_NAME: z.string().min(1),
    SHOP_TAGLINE: z.string().min(1),
    SHOP_PHONE: z.string().min(1),
    SHOP_EMAIL: z.email(),
    SHOP_ADDRESS: z.string().min(1),
    SELLER_LEGAL_NAME: z.string().trim().min(1),
    SELLER_KVK: z.string().trim().min(1),
    SELLER_VAT_NUMBER: z.string().trim().min(1),
    SELLER_IBAN: z.string().trim().min(1),
    SELLER_BIC: z.string().trim(),
    MIN_ORDER_VALUE: z.string().regex(/^\d+(?:\.\d{1,2})?$/, 'an amount in euros such as 100 or 99.50'),
    SHOP_ADMIN_EMAIL: optional(emailField()),
    // the domain's password rule for new passwords (the console's own forms use the same schema)
    SHOP_ADMIN_PASSWORD: optional(strictPasswordSchema),
    SHOP_ADMIN_NAME: z.string().trim().min(1).max(100),
    BUYER_APPROVAL: z.enum(BUYER_APPROVAL_MODES),
    CORS_ORIGINS: z.string(),
    TRUST_PROXY: z.string(),
    WORDPRESS_URL: optional(url),
    WC_CONSUMER_KEY: optional(z.string()),
    WC_CONSUMER_SECRET: optional(z.string()),
    WP_REGISTER_USER: optional(z.string()),
    WP_REGISTER_PASSWORD: optional(z.string()),
    CONTENT_HOST: optional(z.string()),
    WC_WEBHOOK_SECRET: optional(z.string()),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
    MAIL_FROM: z.string().min(3),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    METRICS_ALLOW: z.string().refine(isNetworkList, 'a comma-separated list of CIDRs, addresses or loopback'),
    METRICS_TOKEN: optional(z.string().min(16)),
    WEB_DIST: z.string().min(1),
    SSR_CONCURRENCY: positiveInt,
    SSR_QUEUE_LIMIT: z.coerce.number().int().min(0),
    SSR_QUEUE_WAIT_MS: z.coerce.number().int().min(0),
    SSR_RENDER_TIMEOUT_MS: positiveInt,
    GRAPHIQL_FOR_KEYS: z.enum(['true', 'false']),
    WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000),
    WEBHOOK_WORKER: z.enum(['true', 'false']),
    WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(600_000),
  } satisfies Record<EnvVarName, z.core.$ZodType>)
  .superRefine((env, ctx) => {
    if (!env.SHOP_ADMIN_EMAIL !== !env.SHOP_ADMIN_PASSWORD) {
      const missing = env.SHOP_ADMIN_EMAIL ? 'SHOP_ADMIN_PASSWORD' : 'SHOP_ADMIN_EMAIL';
      const given = env.SHOP_ADMIN_EMAIL ? 'SHOP_ADMIN_EMAIL' : 'SHOP_ADMIN_PASSWORD';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${given} is set` });
    }
    if (env.STORE_BACKEND !== 'wordpress') return;
    for (const name of ['WORDPRESS_URL', 'WC_CONSUMER_KEY', 'WC_CONSUMER_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORE_BACKEND=wordpress' });
    }
  });

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** proxy-addr (Express's own "trust proxy" parser) understands the list */
function isNetworkList(value: string): boolean {
  try {
    proxyaddr.compile(splitList(value));
    return true;
  } catch {
    return false;
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return value.trim();
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/**
 * Reads and validates the environment. Throws a ConfigError naming every bad variable, e.g.
 * `Invalid environment: PORT: Too big: expected number to be <=65535 (got "70000")`.
 */
/** DEMO_DATA, defaulting to on outside production (also read by the test stores: testing/seeded-store.ts) */
export function demoDataWanted(env: { DEMO_DATA?: string; NODE_ENV?: string }): boolean {
  return env.DEMO_DATA === undefined ? env.NODE_ENV !== 'production' : env.DEMO_DATA === 'true';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const raw: Record<string, string | undefined> = {};
  for (const [name, { default: fallback }] of Object.entries(ENV_VARS)) {
    const value = source[name];
    raw[name] = value === undefined || value === '' ? fallback : value;
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const secret = /SECRET|PASSWORD|TOKEN|KEY$|_URL$/.test(name) && name !== 'PUBLIC_SITE_URL';
      const got = raw[name] === undefined ? 'unset' : secret ? 'value hidden' : JSON.stringify(raw[name]);
      return `${name}: ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid environment: ${lines.join('; ')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicSiteUrl: env.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    contentHost: env.CONTENT_HOST ?? env.WORDPRESS_URL ?? DEMO_CONTENT_HOST,
    storeBackend: env.STORE_BACKEND,
    buyerApproval: env.BUYER_APPROVAL,
    demoData: demoDataWanted(env),
    dataDir: fromRoot(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    cache: { ttlMs: env.CACHE_TTL_SECONDS * 1000, staleMs: env.CACHE_STALE_SECONDS * 1000 },
    session: { ttlSeconds: env.SESSION_TTL_SECONDS, rememberMeDays: env.REMEMBER_ME_DAYS },
    shop: {
      name: env.SHOP_NAME,
      tagline: env.SHOP_TAGLINE,
      phone: env.SHOP_PHONE,
      email: env.SHOP_EMAIL,
      address: env.SHOP_ADDRESS,
      currencyCode: 'EUR',
      // SPEC section 2 (Contact): business hours
      openingHours: [
        { days: 'Monday-Friday', hours: '9AM-5PM' },
        { days: 'Saturday', hours: '10AM-2PM' },
        { days: 'Sunday', hours: 'Closed' },
      ],
    },
    commerce: {
      seller: {
        name: env.SELLER_LEGAL_NAME,
        addressLines: env.SHOP_ADDRESS.split(',')
          .map((part) => part.trim())
          .filter(Boolean),
        kvk: env.SELLER_KVK,
        vatNumber: env.SELLER_VAT_NUMBER,
        iban: env.SELLER_IBAN,
        bic: env.SELLER_BIC,
        email: env.SHOP_EMAIL,
      },
      minimumOrderCents: toCents(env.MIN_ORDER_VALUE),
    },
    admin: {
      firstOwner:
        env.SHOP_ADMIN_EMAIL && env.SHOP_ADMIN_PASSWORD
          ? { email: env.SHOP_ADMIN_EMAIL.toLowerCase(), password: env.SHOP_ADMIN_PASSWORD, name: env.SHOP_ADMIN_NAME }
          : null,
    },
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    wordpress: {
      url: env.WORDPRESS_URL?.replace(/\/+$/, ''),
      consumerKey: env.WC_CONSUMER_KEY,
      consumerSecret: env.WC_CONSUMER_SECRET,
      registerUser: env.WP_REGISTER_USER,
      registerPassword: env.WP_REGISTER_PASSWORD,
      webhookSecret: env.WC_WEBHOOK_SECRET,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    logLevel: env.LOG_LEVEL,
    metrics: { allow: splitList(env.METRICS_ALLOW), token: env.METRICS_TOKEN },
    webDist: fromRoot(env.WEB_DIST),
    ssr: {
      concurrency: env.SSR_CONCURRENCY,
      queueLimit: env.SSR_QUEUE_LIMIT,
      queueWaitMs: env.SSR_QUEUE_WAIT_MS,
      renderTimeoutMs: env.SSR_RENDER_TIMEOUT_MS,
    },
    mediaDir: resolve(GATEWAY_ROOT, 'media'),
    integrations: {
      graphiqlForKeys: env.GRAPHIQL_FOR_KEYS === 'true',
      webhooks: {
        allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
        timeoutMs: env.WEBHOOK_TIMEOUT_MS,
        worker: env.WEBHOOK_WORKER === 'true',
        pollMs: env.WEBHOOK_POLL_MS,
      },
    },
    env: Object.freeze({ ...source }),
  };
}

/**
 * Settings a production shop runs with but should not: it starts anyway (a first install must come
 * up), and says so loudly at start-up and on /readyz. Empty outside production.
 */
export const EMPTY_SHOP_WARNING =
  'The shop is empty: demo data is seeded only with DEMO_DATA=true (the default outside production); add products to the store';

export function configWarnings(
  config: Pick<AppConfig, 'isProduction' | 'mail' | 'env'> & Partial<Pick<AppConfig, 'integrations'>>,
): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!config.mail.smtpUrl) {
    warnings.push(
      'SMTP_URL is not set: e-mail (password-reset links, contact messages) is stored in the outbox table and never sent',
    );
  }
  if (!config.env.PUBLIC_SITE_URL?.trim()) {
    warnings.push(
      `PUBLIC_SITE_URL is not set: links in e-mails point at the default ${ENV_VARS.PUBLIC_SITE_URL.default}`,
    );
  }
  if (config.integrations?.webhooks.allowPrivate) {
    warnings.push(
      'WEBHOOK_ALLOW_PRIVATE=true: webhook URLs may point at this network (http, localhost, private addresses); use it for tests and development only',
    );
  }
  return warnings;
}
