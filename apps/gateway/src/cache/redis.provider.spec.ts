import { Logger } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/config.js';
import { createRedis } from './redis.provider.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createRedis', () => {
  it('reports a lost connection through the logger and retries, never as an unhandled error event', async () => {
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // nothing listens on port 1: every attempt fails as a dropped Redis would
    const redis = createRedis({ redisUrl: 'redis://127.0.0.1:1' } as AppConfig)!;
    try {
      await new Promise((resolve) => redis.once('reconnecting', resolve));
    } finally {
      redis.disconnect();
    }
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
    expect(consoleErrors).not.toHaveBeenCalledWith('[ioredis] Unhandled error event:', expect.anything());
  });
});
