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
    // A test that starts PGlite (WASM), migrates or seeds a store, or restarts one does seconds of CPU
    // work; with both cores busy (CI runs these files two at a time, beside other work) one took over
    // 30 s (migrations.spec). A hang still fails, after as long as a hook may take. Starting a test app
    // (PGlite, migrations, seed, Nest) took over 120 s in a clean-clone CI run beside three other builds
    // and test runs (load average 16 on 2 cores): hooks get more room than tests.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    setupFiles: ['reflect-metadata'],
  },
});
