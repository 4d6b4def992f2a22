import { defineConfig } from 'vitest/config';

// Vite 8 (oxc) reads `experimentalDecorators` / `emitDecoratorMetadata` from tsconfig.json, which Nest's
// constructor injection needs; src/decorator-metadata.spec.ts fails if that ever stops being true.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    // two files at a time on the two cores; each starts its gateway from a copied seeded store
    // (src/backends/embedded/testing/seeded-store.ts), so a test or hook that runs for 30 s is hung
    maxWorkers: 2,
    // a worker keeps its modules from file to file; test/helpers/per-file-state.ts resets what a file changes
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['./test/helpers/per-file-state.ts'],
  },
});
