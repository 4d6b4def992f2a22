import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { graphqlDocuments } from './build/graphql-documents.ts';

// Tests render with React 19 (react-dom/client through @testing-library/react), as the browser does.
export default defineConfig({
  // as in vite.config.ts: each graphql(`…`) call imports just its document, as in the build
  plugins: [graphqlDocuments(), react()],
  resolve: {
    // as in vite.config.ts: `he` is the browser's own entity decoder; `he-reference` is the real `he`
    // (for the test that compares both)
    alias: [
      { find: /^he$/, replacement: fileURLToPath(new URL('./src/lib/html-entities.ts', import.meta.url)) },
      { find: /^he-reference$/, replacement: fileURLToPath(import.meta.resolve('he')) },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // Screens typed into character by character (user-event in jsdom) took over 30 s with both cores
    // busy (npm test beside a gateway run); findBy*/waitFor still resolve as soon as their condition holds
    // (src/test/setup.ts). A hang still fails, after 2 minutes.
    testTimeout: 120_000,
  },
});
