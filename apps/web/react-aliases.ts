import type { Alias } from 'vite';

// The app is written against React's API (and typed with @types/react) but runs on Preact through
// preact/compat: react-dom + scheduler weigh ~58 kB brotli on the first route, Preact ~10 kB (issue 8's
// 150 kB budget, see .size-limit.js). Chakra (Ark UI/zag), react-router, Apollo and react-hook-form run
// on it unchanged; the browser journeys (e2e/) exercise the built app, so what ships is what they test.
// Used by vite.config.ts (client and server builds) and vitest.config.mts, so unit tests also render
// with Preact. `react` and `react-dom` stay installed only as the peer dependency of those libraries.
// The build warns that `useOptimistic` is undefined: react-router checks for it and falls back.
export const reactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^scheduler$/, replacement: 'preact/compat/scheduler' },
];
