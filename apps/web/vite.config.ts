import { createHash } from 'node:crypto';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { graphqlDocuments } from './build/graphql-documents.ts';

type ChunkingContext = Rolldown.ChunkingContext;

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// The operator console (src/admin, lazy under /admin) imports vendor modules the storefront never
// does (Apollo's error link, ...). A vendor group captures every module its test matches, whoever
// imports it, so those would land in the first route's chunks: a module reached only from the console
// goes to a console-* chunk of its own instead. (Chakra's recipes cannot be told apart this way: the
// theme's index imports them all, so the console uses only recipes the storefront's theme has, which
// src/admin/app/admin-theme.test.ts checks.)
const CONSOLE_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]admin[\\/]/;
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/** whether a module is imported, directly or through other vendor modules, by storefront code */
function usedByStorefront(moduleId: string, ctx: ChunkingContext, known: Map<string, boolean>): boolean {
  const cached = known.get(moduleId);
  if (cached !== undefined) return cached;
  const seen = new Set<string>([moduleId]);
  const queue = [moduleId];
  let used = false;
  while (queue.length && !used) {
    const info = ctx.getModuleInfo(queue.pop()!);
    if (!info) continue;
    if (info.isEntry) used = true;
    for (const importer of [...info.importers, ...info.dynamicImporters]) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (CONSOLE_SOURCE.test(importer)) continue;
      if (APP_SOURCE.test(importer) || known.get(importer) === true) {
        used = true;
        break;
      }
      queue.push(importer);
    }
  }
  known.set(moduleId, used);
  return used;
}

// Vendor code is grouped by how often it changes and by which route needs it, so the first route
// downloads only React (react, react-dom, scheduler), the router, Apollo and the Chakra core; page code
// stays in lazy chunks.
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node|zen-observable)[\\/]/,
    priority: 30,
  },
  // Chakra's styling engine and theme (needed by every route) in their own long-cached chunk; its
  // components stay with the routes that use them so lazy pages do not weigh on the first one.
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|preset-base|utils)|@emotion|@pandacss|stylis)/,
    priority: 20,
  },
];

/** the vendor groups, each keeping the modules only the console uses out (usedByStorefront) */
function storefrontVendorGroups() {
  const known = new Map<string, boolean>();
  return vendorGroups.map(({ name, test, priority }) => ({
    name: (moduleId: string, ctx: ChunkingContext) =>
      usedByStorefront(moduleId, ctx, known) ? name : `console-${name}`,
    test,
    priority,
  }));
}

// The landing pages' chunks, by path. The entry imports a page chunk only after it has loaded and run,
// one more round trip before the page can render; a tiny module script fetched with the entry looks
// at location.pathname and preloads the page's chunks at once. (The router lives in
// src/app/router.tsx; a route missing here just loads its chunk the usual way.)
const ROUTE_PRELOADS: [RegExp, string][] = [
  [/^\/$/, 'home-page'],
  [/^\/products\/?$/, 'catalog-page'],
  [/^\/products\/[^/]+\/?$/, 'product-page'],
  [/^\/categories\/[^/]+\/?$/, 'category-page'],
];

/**
 * Two small module scripts made from the build:
 * - route-preload (in index.html, for pages the browser renders): preloads the landing page's chunks
 *   with the entry, one round trip less before the page renders.
 * - boot (for pages the gateway rendered, named in dist/prerender.json): such a page paints and
 *   works without scripts (links, GET forms, the menu's popover), so the scripts must not compete with
 *   what the first paint needs (HTML, styles, font, images) on a slow connection. Boot makes the
 *   catalogue's sort and page-size selects submit their GET forms until the app is live, and keeps
 *   React from holding link taps until then (the link loads its server-rendered page); once the page
 *   has painted, it preloads the entry's chunks and the page's, then evaluates the entry's chunks one at
 *   a time (short tasks), the last of which hydrates the page at once (main.tsx). The gateway puts boot
 *   in place of index.html's scripts.
 */
function routePreload(): Plugin {
  let script: string | null = null;
  return {
    name: 'shop:route-preload',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const queue = [...roots];
          while (queue.length) {
            const file = queue.pop()!;
            if (seen.has(file)) continue;
            seen.add(file);
            queue.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        const entryChunk = chunks.find((c) => c.isEntry);
        if (!entryChunk) return;
        // The entry's chunks in the order the browser would evaluate them (depth-first, dependencies
        // before their importers, in import order): boot imports them one at a time with a yield in
        // between, so evaluating ~450 kB of modules is a few short tasks instead of one long one.
        // A cycle between chunks would make that order differ from the browser's: then it is one import.
        const evaluationOrder: string[] = [];
        const state = new Map<string, 'visiting' | 'done'>();
        let cyclic = false;
        const visit = (file: string) => {
          if (state.get(file) === 'done') return;
          if (state.get(file) === 'visiting') {
            cyclic = true;
            return;
          }
          state.set(file, 'visiting');
          for (const dependency of byFile.get(file)?.imports ?? []) visit(dependency);
          state.set(file, 'done');
          evaluationOrder.push(file);
        };
        visit(entryChunk.fileName);
        const entry = new Set(evaluationOrder);
        const routes = ROUTE_PRELOADS.flatMap(([pattern, name]) => {
          const page = chunks.find((c) => c.name === name && !c.isEntry);
          if (!page) return [];
          const files = [...closure([page.fileName])].filter((file) => !entry.has(file));
          return [`[${pattern.toString()},${JSON.stringify(files.map((f) => `/${f}`))}]`];
        });
        // all links in one append: each append of a link is a style invalidation of its own
        const appendPreloads = (list: string) =>
          `document.head.append(...${list}.map(h=>Object.assign(document.createElement('link'),{rel:'modulepreload',href:h})))`;
        const preloadRoute = `for(const[r,f]of[${routes.join(',')}])if(r.test(location.pathname)){${appendPreloads('f')};break}`;
        const emit = (name: string, source: string) => {
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
          const fileName = `assets/${name}-${hash}.js`;
          this.emitFile({ type: 'asset', fileName, source });
          return fileName;
        };
        script = emit('route-preload', `${preloadRoute}\n`);
        const asUrls = (files: string[]) => JSON.stringify(files.map((f) => `/${f}`));
        const entryPreloads = evaluationOrder.filter((file) => file !== entryChunk.fileName);
        const stages = cyclic ? [entryChunk.fileName] : evaluationOrder;
        // after the first paint: requestAnimationFrame runs before the next frame, its timeout after it
        // (a hidden tab paints nothing: load at once)
        // Until the app is live, a select marked data-submit-on-change (the catalogue's sort and page
        // size) submits its GET form, as the app would navigate; once the app is live, its own handlers
        // act and the form's submit handler keeps the browser from loading the page.
        const submitOnChange =
          `document.addEventListener('change',e=>{const t=e.target;` +
          `if(t instanceof HTMLSelectElement&&t.form&&t.hasAttribute('data-submit-on-change'))t.form.requestSubmit()});`;
        // Until the app is live, a tap on a link is the browser's: React would otherwise hold the tap's
        // events (pointerdown, click, ...) on markup it has not hydrated yet, hydrate the whole page
        // synchronously (a long task of hundreds of milliseconds on a slow phone) and only then navigate.
        // The link loads the server-rendered page it points to instead (the catalogue's "Page 2" painted
        // in less than half the time), while hydration goes on in short tasks. Passive, so scrolling
        // never waits for it; the page's other listeners (tap probes, analytics) still see the events.
        const nativeLinksUntilLive =
          `for(const t of['pointerdown','pointerup','mousedown','mouseup','touchstart','touchend','click'])` +
          `addEventListener(t,e=>{if(document.documentElement.hasAttribute('data-hydrated'))return;` +
          `const a=e.target instanceof Element?e.target.closest('a[href]'):null;` +
          `if(a&&a.origin===location.origin&&!a.target&&!a.hasAttribute('download'))e.stopImmediatePropagation()},` +
          `{capture:true,passive:true});`;
        // Each modulepreload link costs ~0.5-1 ms of main thread to append (its request is set up there),
        // and boot preloads ~50 chunks: they go in batches of 8, a task each, not in one long task.
        const routeFiles = `(()=>{for(const[r,f]of[${routes.join(',')}])if(r.test(location.pathname))return f;return[]})()`;
        const boot =
          submitOnChange +
          nativeLinksUntilLive +
          `const y=()=>new Promise(r=>setTimeout(r,0));` +
          `let s=0;const go=async()=>{if(s++)return;const l=[...${asUrls(entryPreloads)},...${routeFiles}];` +
          `for(let i=0;i<l.length;i+=8){${appendPreloads('l.slice(i,i+8)')};await y()}` +
          `for(const m of ${asUrls(stages)}){await import(m);await y()}};` +
          `document.hidden?go():requestAnimationFrame(()=>setTimeout(go,0));\n`;
        const bootFile = emit('boot', boot);
        this.emitFile({
          type: 'asset',
          // the gateway reads it to serve pre-rendered pages with boot (apps/gateway/src/ssr)
          fileName: 'prerender.json',
          source: `${JSON.stringify({ boot: `/${bootFile}` }, null, 2)}\n`,
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!script) return [];
        return [{ tag: 'script', attrs: { type: 'module', async: true, src: `/${script}` }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // graphqlDocuments: each graphql(`…`) call imports just its document (build/graphql-documents.ts)
  plugins: [graphqlDocuments(), react(), routePreload()],
  resolve: {
    // @shop/domain decodes HTML entities with `he` (~24 kB brotli of entity tables); in the browser the
    // HTML parser already knows them, so `he` becomes a tiny stand-in (src/lib/html-entities.ts, tested
    // against `he` itself). vitest.config.mts has the same alias. The server build (src/entry-server.tsx,
    // no DOM) keeps `he`.
    alias: [
      ...(isSsrBuild
        ? []
        : [{ find: /^he$/, replacement: fileURLToPath(new URL('./src/lib/html-entities.ts', import.meta.url)) }]),
    ],
  },
  // The server build bundles its dependencies (one file the gateway imports, no node_modules lookups at
  // run time; emotion's and the router's Node entries would otherwise be loaded as CommonJS twice).
  ssr: { noExternal: isSsrBuild ? true : undefined },
  server: {
    port: 5173,
    proxy: {
      // the console's API, media uploads and CSV export (src/admin); /admin itself is the app
      '/admin/graphql': { target: gateway, changeOrigin: false },
      '/admin/media': { target: gateway, changeOrigin: false },
      '/admin/orders.csv': { target: gateway, changeOrigin: false },
      '/catalog.csv': { target: gateway, changeOrigin: false },
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
    // terser (two compress passes) instead of the default minifier: ~1 % smaller first-route JS, which
    // has to stay within its 190 kB brotli budget (.size-limit.js); the server bundle is not minified
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // One stylesheet, linked from index.html: a CSS file imported by a lazy page's module (the product
    // card's, src/components/product-card.css) would otherwise be its own file, loaded only with that
    // page's scripts, and the gateway's server-rendered pages (index.html as their template) would paint
    // unstyled until then and shift at hydration. The app's own CSS is a few kB; Chakra's is emotion's.
    cssCodeSplit: false,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its whole default config (`defineConfig({ recipes, slotRecipes, ... })`,
        // an identity function) at load time; declared pure, that unused config and the ~80 recipes only
        // it references drop out, leaving the recipes src/app/theme.ts picks.
        manualPureFunctions: ['defineConfig'],
      },
      output: {
        entryFileNames: isSsrBuild ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: isSsrBuild ? undefined : { groups: storefrontVendorGroups() },
      },
    },
  },
}));
