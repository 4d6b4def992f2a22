import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';
import { ENV_VARS } from './env.js';

describe('loadConfig', () => {
  it('runs the demo shop with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      storeBackend: 'embedded',
      publicSiteUrl: 'http://localhost:4000',
      redisUrl: undefined,
      redisKeyPrefix: 'shop:',
      trustProxy: false,
      corsOrigins: [],
    });
    expect(config.shop.name).toBe('Greenleaf Biotech Wholesale');
    expect(config.shop.address).toMatch(/Netherlands$/);
  });

  it('seeds demo data by default outside production only, unless DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes please' })).toThrow(/DEMO_DATA/);
  });

  it('resolves DATA_DIR and WEB_DIST from the repository root whatever the cwd', () => {
    const config = loadConfig({ DATA_DIR: './data' });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).dataDir).toBe('/tmp/x');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: .*\(got "abc"\)/],
    [{ PORT: '70000' }, /PORT:/],
    [{ STORE_BACKEND: 'magento' }, /STORE_BACKEND:/],
    [{ PUBLIC_SITE_URL: 'localhost' }, /PUBLIC_SITE_URL:/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL: .*value hidden/],
    [{ SHOP_EMAIL: 'nope' }, /SHOP_EMAIL:/],
    [{ STORE_BACKEND: 'wordpress' }, /WORDPRESS_URL: is required when STORE_BACKEND=wordpress/],
  ])('fails fast naming the bad variable %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('bounds server renders: 10 s per render by default, SSR_RENDER_TIMEOUT_MS a positive whole number', () => {
    expect(loadConfig({}).ssr).toEqual({ concurrency: 2, queueLimit: 8, queueWaitMs: 200, renderTimeoutMs: 10_000 });
    expect(loadConfig({ SSR_RENDER_TIMEOUT_MS: '60000' }).ssr.renderTimeoutMs).toBe(60_000);
    expect(() => loadConfig({ SSR_RENDER_TIMEOUT_MS: '0' })).toThrow(/SSR_RENDER_TIMEOUT_MS/);
  });

  it('parses TRUST_PROXY and CORS_ORIGINS', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('documents every variable with a description', () => {
    for (const [name, entry] of Object.entries(ENV_VARS)) expect(entry.doc, name).not.toBe('');
  });
});
