/**
 * Abuse-resistance settings, read from the environment with defaults that suit a single shop.
 * Every variable is optional; see `.env.example` (ops) for the documented list.
 *
 * Rate limits use the form `<points>/<seconds>`, e.g. `RATE_LIMIT_LOGIN_IP=30/300` allows 30 login
 * attempts per IP address in any 5-minute window. `0` points disables that limiter.
 */
export const RATE_LIMITED_ACTIONS = [
  'login',
  'register',
  'requestPasswordReset',
  'resetPassword',
  'sendContactMessage',
  'placeOrder',
  /** failed coupon codes (unknown ones): counted after the fact, valid codes cost nothing */
  'coupon',
  /** staff sign-in to the operator console (adminLogin) */
  'adminLogin',
] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export interface SecurityConfig {
  production: boolean;
  /** origins allowed to call the API cross-origin (same-origin is always allowed) */
  corsOrigins: string[];
  /** largest accepted request body, bytes */
  bodyLimitBytes: number;
  /** extra image sources for the Content-Security-Policy (e.g. a WordPress media host) */
  cspImageSources: string[];
  graphql: {
    maxDepth: number;
    maxAliases: number;
    maxCost: number;
    maxTokens: number;
    maxDirectives: number;
  };
  rateLimits: Record<RateLimitedAction, { ip: RateLimitRule; account: RateLimitRule }>;
  /** requests per API key (every request made with the key counts), shared through Redis */
  apiKeyRateLimit: RateLimitRule;
  /** Redis shares rate-limit counters across gateway instances; memory otherwise */
  redisUrl: string | null;
  redisKeyPrefix: string;
}

/** Defaults: generous for people, tight for scripts. */
const DEFAULT_RATE_LIMITS: SecurityConfig['rateLimits'] = {
  login: { ip: { points: 30, durationSeconds: 300 }, account: { points: 10, durationSeconds: 300 } },
  register: { ip: { points: 10, durationSeconds: 3600 }, account: { points: 5, durationSeconds: 3600 } },
  requestPasswordReset: { ip: { points: 10, durationSeconds: 3600 }, account: { points: 3, durationSeconds: 3600 } },
  resetPassword: { ip: { points: 20, durationSeconds: 3600 }, account: { points: 10, durationSeconds: 3600 } },
  sendContactMessage: { ip: { points: 5, durationSeconds: 600 }, account: { points: 5, durationSeconds: 600 } },
  placeOrder: { ip: { points: 30, durationSeconds: 600 }, account: { points: 20, durationSeconds: 600 } },
  coupon: { ip: { points: 20, durationSeconds: 600 }, account: { points: 10, durationSeconds: 600 } },
  adminLogin: { ip: { points: 20, durationSeconds: 900 }, account: { points: 8, durationSeconds: 900 } },
};

/** an integration's requests: 10 a second on average, in bursts up to a minute's worth */
export const DEFAULT_API_KEY_RATE_LIMIT: RateLimitRule = { points: 600, durationSeconds: 60 };

const ENV_NAMES: Record<RateLimitedAction, string> = {
  login: 'LOGIN',
  register: 'REGISTER',
  requestPasswordReset: 'PASSWORD_RESET_REQUEST',
  resetPassword: 'PASSWORD_RESET',
  sendContactMessage: 'CONTACT',
  placeOrder: 'PLACE_ORDER',
  coupon: 'COUPON',
  adminLogin: 'ADMIN_LOGIN',
};

/** `RATE_LIMIT_<ACTION>_IP` / `RATE_LIMIT_<ACTION>_ACCOUNT` variable names, for documentation and tests. */
export function rateLimitEnvName(action: RateLimitedAction, scope: 'ip' | 'account'): string {
  return `RATE_LIMIT_${ENV_NAMES[action]}_${scope.toUpperCase()}`;
}

function fail(name: string, value: string, expected: string): never {
  throw new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}`);
}

function parseRule(name: string, value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match) fail(name, value, '"<points>/<seconds>", e.g. "10/60"');
  const points = Number(match[1]);
  const durationSeconds = Number(match[2]);
  if (durationSeconds < 1) fail(name, value, 'a window of at least 1 second');
  return { points, durationSeconds };
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) fail(name, value, 'a positive integer');
  return Number(value);
}

/** "100kb", "1mb", "2048" → bytes */
function parseBytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*(b|kb|mb)?\s*$/i.exec(value);
  if (!match) fail(name, value, 'a size such as "100kb" or "1mb"');
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1;
  return Number(match[1]) * factor;
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item !== '');
}

export function loadSecurityConfig(env: NodeJS.ProcessEnv = process.env): SecurityConfig {
  const rateLimits = {} as SecurityConfig['rateLimits'];
  for (const action of RATE_LIMITED_ACTIONS) {
    const ipName = rateLimitEnvName(action, 'ip');
    const accountName = rateLimitEnvName(action, 'account');
    rateLimits[action] = {
      ip: parseRule(ipName, env[ipName], DEFAULT_RATE_LIMITS[action].ip),
      account: parseRule(accountName, env[accountName], DEFAULT_RATE_LIMITS[action].account),
    };
  }
  return {
    production: env.NODE_ENV === 'production',
    corsOrigins: parseList(env.CORS_ORIGINS),
    bodyLimitBytes: parseBytes('BODY_LIMIT', env.BODY_LIMIT, 100 * 1024),
    cspImageSources: parseList(env.CSP_IMG_SOURCES),
    graphql: {
      maxDepth: parsePositiveInt('GRAPHQL_MAX_DEPTH', env.GRAPHQL_MAX_DEPTH, 12),
      maxAliases: parsePositiveInt('GRAPHQL_MAX_ALIASES', env.GRAPHQL_MAX_ALIASES, 30),
      maxCost: parsePositiveInt('GRAPHQL_MAX_COST', env.GRAPHQL_MAX_COST, 5000),
      maxTokens: parsePositiveInt('GRAPHQL_MAX_TOKENS', env.GRAPHQL_MAX_TOKENS, 2000),
      maxDirectives: parsePositiveInt('GRAPHQL_MAX_DIRECTIVES', env.GRAPHQL_MAX_DIRECTIVES, 50),
    },
    rateLimits,
    apiKeyRateLimit: parseRule('RATE_LIMIT_API_KEY', env.RATE_LIMIT_API_KEY, DEFAULT_API_KEY_RATE_LIMIT),
    redisUrl: env.REDIS_URL?.trim() ? env.REDIS_URL.trim() : null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'shop:',
  };
}

export const SECURITY_CONFIG = Symbol('SECURITY_CONFIG');
