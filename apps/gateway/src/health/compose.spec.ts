import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config/config.js';
import { ENV_VARS } from '../config/env.js';
import { loadSecurityConfig, RATE_LIMITED_ACTIONS, rateLimitEnvName } from '../security/security.config.js';

/**
 * No Docker daemon runs here, so the deployment files are checked as files: docker-compose.yml is
 * parsed and every variable it interpolates or sets must be documented in .env.example, and
 * .env.example must list every variable the gateway reads, with the gateway's own default.
 */
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** KEY=value lines of a dotenv file (quotes stripped), comments and blank lines skipped */
function parseDotenv(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const raw = match[2]!.trim();
    vars.set(match[1]!, /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw);
  }
  return vars;
}

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string };
  ports?: string[];
  user?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

const envExample = parseDotenv(read('.env.example'));
const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as ComposeFile;

function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0]!, entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value ?? '')]));
}

/** `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?err}`, `$VAR` (not `$$`, compose's escape) */
function interpolatedVariables(text: string): string[] {
  const names = new Set<string>();
  const withoutComments = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replaceAll('$$', '');
  for (const match of withoutComments.matchAll(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:[:?-][^}]*)?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
  )) {
    names.add(match[1] ?? match[2]!);
  }
  return [...names];
}

/** names the gateway reads from an env object outside its config module (security settings, ...) */
function variablesReadInSources(): string[] {
  const names = new Set<string>();
  const src = join(REPO_ROOT, 'apps/gateway/src');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'generated' && entry !== 'testing') walk(path);
      } else if (/\.ts$/.test(entry) && !/\.(spec|test)\.ts$/.test(entry)) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
          names.add(m[1] ?? m[2]!);
        }
      }
    }
  };
  walk(src);
  return [...names];
}

describe('.env.example', () => {
  it('lists every variable of the config schema with the same default', () => {
    for (const [name, { default: fallback }] of Object.entries(ENV_VARS)) {
      expect(envExample.has(name), `${name} missing from .env.example`).toBe(true);
      expect(envExample.get(name), `${name} default in .env.example`).toBe(fallback ?? '');
    }
  });

  it('lists every rate limit and abuse-resistance setting with its default', () => {
    const defaults = loadSecurityConfig({});
    for (const action of RATE_LIMITED_ACTIONS) {
      for (const scope of ['ip', 'account'] as const) {
        const rule = defaults.rateLimits[action][scope];
        expect(envExample.get(rateLimitEnvName(action, scope))).toBe(`${rule.points}/${rule.durationSeconds}`);
      }
    }
    expect(Number(envExample.get('GRAPHQL_MAX_DEPTH'))).toBe(defaults.graphql.maxDepth);
    expect(Number(envExample.get('GRAPHQL_MAX_ALIASES'))).toBe(defaults.graphql.maxAliases);
    expect(Number(envExample.get('GRAPHQL_MAX_COST'))).toBe(defaults.graphql.maxCost);
    expect(Number(envExample.get('GRAPHQL_MAX_TOKENS'))).toBe(defaults.graphql.maxTokens);
    expect(Number(envExample.get('GRAPHQL_MAX_DIRECTIVES'))).toBe(defaults.graphql.maxDirectives);
    expect(loadSecurityConfig({ BODY_LIMIT: envExample.get('BODY_LIMIT') }).bodyLimitBytes).toBe(
      defaults.bodyLimitBytes,
    );
  });

  it('documents every variable any gateway source reads', () => {
    const read = variablesReadInSources();
    // the scanner must see the reads it is meant to catch (config module and security settings)
    expect(read).toEqual(expect.arrayContaining(['PORT', 'BODY_LIMIT', 'GRAPHQL_MAX_DEPTH']));
    const undocumented = read.filter((name) => !envExample.has(name));
    expect(undocumented).toEqual([]);
  });

  it('is accepted by the config as it stands (copying it to .env changes nothing)', async () => {
    const { loadConfig } = await import('../config/config.js');
    // `env` is the raw source the config was read from (kept for the security settings); compare the rest
    const { env: _fromExampleEnv, ...fromExample } = loadConfig(Object.fromEntries(envExample)) as { env?: unknown };
    const { env: _defaultEnv, ...defaults } = loadConfig({}) as { env?: unknown };
    expect(fromExample).toEqual(defaults);
    expect(loadSecurityConfig(Object.fromEntries(envExample))).toEqual(loadSecurityConfig({}));
  });
});

describe('docker-compose.yml', () => {
  it('documents every interpolated ${VAR} in .env.example', () => {
    const used = interpolatedVariables(composeText);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !envExample.has(name))).toEqual([]);
  });

  it('sets only documented variables, and the gateway only variables it knows', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const env = environmentOf(service);
      if (name.startsWith('gateway')) {
        expect(
          Object.keys(env).filter((key) => !envExample.has(key)),
          name,
        ).toEqual([]);
      }
    }
  });

  it('runs two gateway replicas of one image on the embedded store over the shared PostgreSQL and Redis', () => {
    const gateways = Object.entries(compose.services).filter(([name]) => name.startsWith('gateway'));
    expect(gateways.map(([name]) => name)).toEqual(['gateway', 'gateway-2']);
    const hostPorts = new Set<string>();
    for (const [, service] of gateways) {
      const env = environmentOf(service);
      expect(env).toMatchObject({ STORE_BACKEND: 'embedded', NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379' });
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/shop:\$\{POSTGRES_PASSWORD:-shop\}@postgres:5432\/shop$/);
      expect(service.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(JSON.stringify(service.healthcheck?.test)).toContain('/healthz');
      for (const port of service.ports ?? []) hostPorts.add(port.split(':')[0]!);
    }
    expect(hostPorts.size).toBe(2);
    // the second replica waits for the first, which migrates and seeds the shared database
    expect(compose.services['gateway-2']?.depends_on).toMatchObject({ gateway: { condition: 'service_healthy' } });
  });

  it('health-checks PostgreSQL and Redis', () => {
    expect(JSON.stringify(compose.services.postgres?.healthcheck?.test)).toContain('pg_isready');
    expect(JSON.stringify(compose.services.redis?.healthcheck?.test)).toContain('ping');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)].map((m) => m[2]);

  it('is multi-stage and runs as the unprivileged node user on node 20 bookworm-slim', () => {
    expect(stages).toEqual(['build', 'prod-deps', 'runtime']);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/ms);
    expect(runtime).not.toMatch(/npm (ci|install)/);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace=@shop\/gateway/);
  });

  it('copies every workspace manifest npm ci needs, and .dockerignore keeps node_modules out', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    const ignore = read('.dockerignore').split('\n');
    expect(ignore).toContain('**/node_modules');
    expect(ignore).toContain('.env');
  });
});
