import { defineConfig } from 'vitest/config';

// Vite 8 (oxc) reads `experimentalDecorators` / `emitDecoratorMetadata` from tsconfig.json, which Nest's
// constructor injection needs; src/decorator-metadata.spec.ts fails if that ever stops being true.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    // 2 shared cores: PGlite seeding is CPU heavy, so keep files from fighting each other.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['reflect-metadata'],
  },
});
