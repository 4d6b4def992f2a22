/**
 * Setup of every gateway test file. Files run one after another in a worker that keeps its module cache
 * (vitest `isolate: false`: Nest, Apollo and PGlite load once per worker instead of once per file, half the
 * suite's time). What a file changes in process-wide state is put back when it ends, as a new process would.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, vi } from 'vitest';
import { metricsRegistry } from '../../src/observability/metrics.js';

const env = { ...process.env };

beforeAll(() => {
  // counters start at zero in each file, as they did in a process of its own
  metricsRegistry.resetMetrics();
});

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  vi.useRealTimers();
  vi.restoreAllMocks();
});
