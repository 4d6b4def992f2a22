// A diagnosing build, never shipped: `npx vite build -c vite.profile.config.ts` builds the app like
// vite.config.ts but unminified (function names in CPU profiles) and with React's profiling build of
// react-dom, whose performance tracks (render passes by lane, every component's render) land in a
// Chromium trace. scripts/trace-page.mjs (TRACE_REACT_TRACKS=1) reads them. Run `npm run build` again
// afterwards: the output replaces dist/.
import { mergeConfig, type UserConfigFnObject } from 'vite';
import base from './vite.config.ts';

export default ((env) =>
  mergeConfig((base as UserConfigFnObject)(env), {
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { minify: false },
  })) as UserConfigFnObject;
