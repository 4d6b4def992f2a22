import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { SecurityConfig } from './security.config.js';

/** Hosts of the development GraphQL IDEs (GraphiQL from unpkg, Apollo Sandbox); never allowed in production. */
const DEV_IDE_SOURCES = [
  'https://unpkg.com',
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://apollo-server-landing-page.cdn.apollographql.com',
  'https://sandbox.embed.apollographql.com',
];

/**
 * Content-Security-Policy for the SPA the gateway serves: its own scripts and styles, inline
 * styles for Chakra/emotion, images from itself, data: URLs and any configured media host.
 */
export function contentSecurityPolicy(config: SecurityConfig): Record<string, string[]> {
  const dev = config.production ? [] : DEV_IDE_SOURCES;
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...(config.production ? [] : ["'unsafe-inline'", ...dev])],
    styleSrc: ["'self'", "'unsafe-inline'", ...dev],
    imgSrc: ["'self'", 'data:', ...config.cspImageSources, ...dev],
    fontSrc: ["'self'", 'data:', ...dev],
    connectSrc: ["'self'", ...dev],
    frameSrc: config.production ? ["'none'"] : ["'self'", ...dev],
    manifestSrc: ["'self'", ...dev],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(config.production ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Browser features the shop never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Whether a request arrived over TLS, as Express's `req.secure` decides it (the socket is TLS, or a
 * proxy trusted by `trust proxy` says X-Forwarded-Proto: https), for a plain node:http request too.
 */
export function arrivedOverTls(req: IncomingMessage, trust: TrustFn): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const address = req.socket.remoteAddress;
  if (!address || !trust(address, 0)) return false;
  const header = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/**
 * Strict-Transport-Security, in production, on answers to requests that arrived over TLS only (a
 * browser ignores it over plain HTTP, and a shop reached over HTTP must not tell proxies otherwise).
 * Decided per request, so the public response cache never stores it (it is a per-response header
 * there) and its front listener calls this too. `trust` is Express's compiled `trust proxy`.
 */
export function strictTransportSecurity(
  config: SecurityConfig,
  trust: () => TrustFn,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (config.production && arrivedOverTls(req, trust())) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
  };
}

/** Same-origin requests (Origin equals this server) are always allowed, listed origins too. */
export function isAllowedOrigin(origin: string | undefined, req: Request, config: SecurityConfig): boolean {
  if (!origin) return true;
  const normalized = origin.replace(/\/+$/, '');
  // req.host / req.protocol honour Express's `trust proxy` setting, so a client cannot spoof them.
  const host = req.host;
  if (host && normalized === `${req.protocol}://${host}`) return true;
  return config.corsOrigins.includes(normalized);
}

/**
 * Turns body-parser failures (too large, malformed JSON) into GraphQL-shaped 4xx answers instead of
 * Express's default HTML page (which includes a stack trace outside production).
 */
export function bodyErrorHandler(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  const error = err as { status?: number; statusCode?: number; type?: string } | null;
  const status = error?.status ?? error?.statusCode;
  if (!error || typeof status !== 'number' || status < 400 || status >= 500) {
    next(err);
    return;
  }
  const tooLarge = status === 413 || error.type === 'entity.too.large';
  // API.md's codes: BAD_REQUEST, with the precise reason beside it (as the GraphQL error formatter does)
  res.status(tooLarge ? 413 : status).json({
    errors: [
      {
        message: tooLarge ? 'Request body is too large' : 'Malformed request body',
        extensions: { code: 'BAD_REQUEST', reason: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_BODY' },
      },
    ],
  });
}

/**
 * HTTP-level protections. Call on the Nest app after `NestFactory.create` and before `listen`/`init`,
 * so the size-limited body parsers replace Nest's default ones.
 */
export function applyHttpSecurity(app: NestExpressApplication, config: SecurityConfig): void {
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // The SPA loads images from a media host in wordpress mode; COEP would block them.
      crossOriginEmbedderPolicy: false,
      // sent per request by strictTransportSecurity (TLS only), see createApp
      strictTransportSecurity: false,
    }),
  );
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  app.enableCors((req: Request, callback: (err: Error | null, options: object) => void) => {
    // the operator console's API answers its own origin only: CORS_ORIGINS are for the shop's API
    const admin = req.path === '/admin' || req.path.startsWith('/admin/');
    const allowed = isAllowedOrigin(req.headers.origin, req, admin ? { ...config, corsOrigins: [] } : config);
    callback(null, {
      origin: allowed,
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'Apollo-Require-Preflight',
        'X-Apollo-Operation-Name',
        'X-Request-Id',
      ],
      maxAge: 600,
    });
  });
  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: config.bodyLimitBytes, extended: true });
  app.use(bodyErrorHandler);
}
