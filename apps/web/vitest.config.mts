import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { reactAliases } from './react-aliases';

// Tests render with Preact, as the browser does (react-aliases.ts). Aliases only reach code that Vite
// transforms, so the libraries that import React are inlined, resolved to their ES modules
// ('module', 'module-sync': emotion's and react-router's Node entries are CommonJS, which Node would
// load with the real React). @testing-library/react (CommonJS, React's act) becomes
// @testing-library/preact: same API (render, screen, waitFor, renderHook, act ...).
const esm = ['module', 'module-sync', 'browser', 'development'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // as in vite.config.ts: `he` is the browser's own entity decoder; `he-reference` is the real `he`
    // (for the test that compares both)
    alias: [
      ...reactAliases,
      { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
      { find: /^he$/, replacement: fileURLToPath(new URL('./src/lib/html-entities.ts', import.meta.url)) },
      { find: /^he-reference$/, replacement: fileURLToPath(import.meta.resolve('he')) },
    ],
    conditions: esm,
  },
  ssr: { resolve: { conditions: esm } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    server: {
      deps: {
        inline: [
          /@chakra-ui/,
          /@ark-ui/,
          /@zag-js/,
          /@emotion/,
          /@apollo\/client/,
          /react-router/,
          /react-hook-form/,
          /@hookform/,
          /lucide-react/,
          /@testing-library\/preact/,
          /preact/,
        ],
      },
    },
  },
});
