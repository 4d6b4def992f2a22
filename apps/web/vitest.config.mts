import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Tests render with React 19 (react-dom/client through @testing-library/react), as the browser does.
export default defineConfig({
  plugins: [react()],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
  },
});
