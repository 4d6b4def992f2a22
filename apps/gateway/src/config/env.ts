/**
 * Every environment variable the gateway reads, with its default and meaning, in ONE place:
 * `.env.example` and the docs are written from this list, and `loadConfig` validates against it.
 * A default of `undefined` means "unset": the feature it enables is off.
 */
export interface EnvVarDoc {
  default: string | undefined;
  doc: string;
}

export const ENV_VARS = {
  NODE_ENV: {
    default: 'development',
    doc: 'development | production | test (production: Secure cookies, no GraphQL IDE)',
  },
  PORT: { default: '4000', doc: 'HTTP port' },
  HOST: { default: '0.0.0.0', doc: 'interface to listen on' },
  PUBLIC_SITE_URL: {
    default: 'http://localhost:4000',
    doc: 'public origin of the shop (links in e-mails, rewritten blog links)',
  },
  STORE_BACKEND: {
    default: 'embedded',
    doc: 'embedded (PostgreSQL/PGlite, demo data) | wordpress (WooCommerce + WordPress REST)',
  },
  DEMO_DATA: {
    default: undefined,
    doc: 'true | false: seed the demo catalogue, content, coupons and demo buyer into an empty embedded store (default true, but false when NODE_ENV=production)',
  },
  DATA_DIR: { default: './data', doc: 'PGlite data folder; relative paths resolve from the repository root' },
  DATABASE_URL: {
    default: undefined,
    doc: 'postgres://... to use a PostgreSQL server instead of PGlite (embedded backend)',
  },
  DATABASE_SCHEMA: { default: undefined, doc: 'PostgreSQL schema for the embedded backend (default public)' },
  REDIS_URL: {
    default: undefined,
    doc: 'redis://... shared cache for several gateway instances; in-process LRU when unset',
  },
  REDIS_KEY_PREFIX: { default: 'shop:', doc: 'prefix of every Redis key the gateway writes' },
  CACHE_TTL_SECONDS: { default: '60', doc: 'catalogue/content cache freshness' },
  CACHE_STALE_SECONDS: {
    default: '600',
    doc: 'how long a stale entry may still be served while refreshing or when the store is down',
  },
  SESSION_TTL_SECONDS: {
    default: '43200',
    doc: 'lifetime of a session without "remember me" (12 h; the store enforces it, the cookie lasts for the browser session)',
  },
  REMEMBER_ME_DAYS: { default: '30', doc: 'lifetime (cookie Max-Age) of a "remember me" session' },
  SHOP_NAME: { default: 'Greenleaf Biotech Wholesale', doc: 'shop name' },
  SHOP_TAGLINE: { default: 'Premium Cannabis Products for Your Business', doc: 'headline' },
  SHOP_PHONE: { default: '+31 20 794 5120', doc: 'contact phone' },
  SHOP_EMAIL: { default: 'wholesale@greenleaf-biotech.nl', doc: 'wholesale e-mail (also receives contact messages)' },
  SHOP_ADDRESS: { default: 'Keizersgracht 241, 1016 EA Amsterdam, Netherlands', doc: 'company address' },
  SELLER_LEGAL_NAME: {
    default: 'Greenleaf Biotech Wholesale B.V.',
    doc: 'the legal name printed on invoices (with SHOP_ADDRESS and SHOP_EMAIL)',
  },
  SELLER_KVK: { default: '12345678', doc: 'Chamber of Commerce (KvK) number printed on invoices' },
  SELLER_VAT_NUMBER: { default: 'NL004495445B01', doc: "the seller's VAT number printed on invoices" },
  SELLER_IBAN: { default: 'NL91ABNA0417164300', doc: 'bank account invoices are paid to' },
  SELLER_BIC: { default: 'ABNANL2A', doc: 'BIC of SELLER_IBAN' },
  MIN_ORDER_VALUE: {
    default: '0',
    doc: 'minimum order value in euros, goods after discount excluding VAT (such as 100.00); 0 = none (embedded store)',
  },
  SHOP_ADMIN_EMAIL: {
    default: undefined,
    doc: 'e-mail of the first owner of the operator console (/admin); created at start while the console has no staff account at all, never overwritten (embedded store)',
  },
  SHOP_ADMIN_PASSWORD: {
    default: undefined,
    doc: "the first owner's password (with SHOP_ADMIN_EMAIL): at least 8 characters with upper and lower case, a digit and one of !@#$%^&*; never logged",
  },
  SHOP_ADMIN_NAME: { default: 'Shop owner', doc: "the first owner's display name" },
  BUYER_APPROVAL: {
    default: 'auto',
    doc: 'auto | manual: whether a new registration is approved at once (auto) or waits, without prices or ordering, until staff approve it in the console (manual; recommended in production). The console setting buyerApproval overrides it',
  },
  CORS_ORIGINS: {
    default: '',
    doc: 'comma-separated extra origins allowed to call /graphql with credentials (same origin needs none)',
  },
  TRUST_PROXY: { default: 'false', doc: 'Express "trust proxy": false | true | hop count | comma-separated subnets' },
  WORDPRESS_URL: { default: undefined, doc: 'WordPress site root, e.g. https://cms.example.com (wordpress backend)' },
  WC_CONSUMER_KEY: { default: undefined, doc: 'WooCommerce REST consumer key (wordpress backend)' },
  WC_CONSUMER_SECRET: { default: undefined, doc: 'WooCommerce REST consumer secret (wordpress backend)' },
  WP_REGISTER_USER: { default: undefined, doc: 'basic-auth user for POST /custom/v1/register (wordpress backend)' },
  WP_REGISTER_PASSWORD: {
    default: undefined,
    doc: 'basic-auth password for POST /custom/v1/register (wordpress backend)',
  },
  CONTENT_HOST: {
    default: undefined,
    doc: 'host whose links in posts/pages are rewritten to PUBLIC_SITE_URL (default: WORDPRESS_URL, else the demo content host https://cms.greenleaf-biotech.nl)',
  },
  WC_WEBHOOK_SECRET: { default: undefined, doc: 'secret WooCommerce signs webhooks with (cache invalidation)' },
  SMTP_URL: {
    default: undefined,
    doc: 'smtp(s)://user:pass@host:port; when unset mail is only stored in the outbox (GET /dev/outbox outside production), never logged or sent; production warns at start-up and on /readyz',
  },
  MAIL_FROM: {
    default: 'Greenleaf Biotech Wholesale <no-reply@greenleaf-biotech.nl>',
    doc: 'sender of outgoing e-mail',
  },
  LOG_LEVEL: { default: 'info', doc: 'fatal | error | warn | info | debug | trace | silent' },
  METRICS_ALLOW: {
    default: 'loopback',
    doc: 'comma-separated networks that may read GET /metrics: CIDRs (10.0.0.0/8), addresses, or loopback | linklocal | uniquelocal (the client address honours TRUST_PROXY)',
  },
  METRICS_TOKEN: {
    default: undefined,
    doc: 'a scraper sending "Authorization: Bearer <token>" may read /metrics from anywhere (at least 16 characters)',
  },
  WEB_DIST: {
    default: 'apps/web/dist',
    doc: 'built web app served by the gateway; relative paths resolve from the repository root',
  },
  SSR_CONCURRENCY: {
    default: '2',
    doc: 'server renders of pages at a time (a render is CPU work on the same thread as the API; about one per core)',
  },
  SSR_QUEUE_LIMIT: {
    default: '8',
    doc: 'renders allowed to wait for a turn; beyond that a page gets the client-rendered shell at once',
  },
  SSR_QUEUE_WAIT_MS: {
    default: '200',
    doc: 'how long a page waits for a render turn before it gets the client-rendered shell',
  },
  SSR_RENDER_TIMEOUT_MS: {
    default: '10000',
    doc: 'how long a server render may take (ms) before it is given up and the page gets the client-rendered shell',
  },
  GRAPHIQL_FOR_KEYS: {
    default: 'false',
    doc: 'true: in production, GET /graphql serves the GraphQL console (and introspection answers) to requests with a valid API key only (Bearer, or HTTP Basic with the key as user name or password); outside production the console is always served',
  },
  WEBHOOK_ALLOW_PRIVATE: {
    default: 'false',
    doc: 'true: webhook URLs may use http and point at loopback, private, link-local or unique-local addresses (tests and development only; production warns)',
  },
  WEBHOOK_TIMEOUT_MS: { default: '10000', doc: 'how long one webhook delivery may take (connect to last byte)' },
  WEBHOOK_WORKER: {
    default: 'true',
    doc: 'true: this gateway delivers queued webhooks (replicas share the outbox table); false: it only queues them',
  },
  WEBHOOK_POLL_MS: {
    default: '2000',
    doc: 'how often the webhook worker looks for due deliveries queued by other replicas (its own are sent at once)',
  },
} as const satisfies Record<string, EnvVarDoc>;

export type EnvVarName = keyof typeof ENV_VARS;
