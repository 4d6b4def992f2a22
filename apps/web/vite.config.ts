import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// Vendor code is grouped by how often it changes and by which route needs it, so the first
// route downloads only React, the router, Apollo and the Chakra core; page code stays in lazy chunks.
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 40 },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node|zen-observable)[\\/]/, priority: 30 },
  { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis|hoist-non-react-statics|proxy-compare|uqr)[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/media': { target: gateway, changeOrigin: false },
      '/dev': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
