// Bundle budgets, checked by `npm run size -w @shop/web` after `vite build` (CI runs it in `npm test`).
//
// - First route: every JS file a visitor of "/" downloads before the home page can render: the entry
//   script and the chunks index.html preloads, plus the lazy home-page chunk and whatever it imports
//   statically. At most 190 kB brotli (measured 187 kB): React 19 (react, react-dom, scheduler) + the
//   router (70), Apollo (46), the tree-shaken Chakra core (40) and the app.
// - Each other lazy route (a `*-page-*.js` chunk): what it adds on top of the first route, i.e. the
//   chunk and the chunks it imports statically that the first route did not already load. At most
//   60 kB brotli each.
// The groups are computed from the build itself (index.html and the chunks' static imports), so a
// new route or a renamed chunk is measured without touching this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIRST_ROUTE_LIMIT = '190 kB';
const LAZY_ROUTE_LIMIT = '60 kB';
const FIRST_ROUTE_PAGE = /^home-page-.*\.js$/;
const ROUTE_CHUNK = /^(.*-page)-[\w-]+\.js$/;

// WEB_DIST measures another build output (e.g. an experiment built with `vite build --outDir`).
const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), 'dist');
const assets = join(dist, 'assets');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  throw new Error(`size-limit: ${indexHtml} not found; build the web app first (npm run build -w @shop/web)`);
}

const html = readFileSync(indexHtml, 'utf8');
const jsFiles = readdirSync(assets).filter((file) => file.endsWith('.js'));

/** the chunks a chunk imports statically (`import ... from"./x.js"`, `import"./x.js"`), not `import("./x.js")` */
function staticImports(file) {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

function closure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !jsFiles.includes(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const htmlScripts = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g),
].map((match) => match[1]);
const homePage = jsFiles.filter((file) => FIRST_ROUTE_PAGE.test(file));
if (htmlScripts.length === 0) throw new Error('size-limit: no entry script found in dist/index.html');
if (homePage.length !== 1) throw new Error(`size-limit: expected one home-page chunk, found ${homePage.length}`);

const firstRoute = closure([...htmlScripts, ...homePage]);
const paths = (files) => [...files].sort().map((file) => join(assets, file));

const lazyRoutes = jsFiles
  .filter((file) => ROUTE_CHUNK.test(file) && !FIRST_ROUTE_PAGE.test(file))
  .sort()
  .map((file) => {
    const added = [...closure([file])].filter((chunk) => !firstRoute.has(chunk));
    return {
      name: `lazy route ${file.match(ROUTE_CHUNK)[1]} (+${added.length - 1} chunk(s) beyond the first route)`,
      path: paths(added),
      limit: LAZY_ROUTE_LIMIT,
      brotli: true,
    };
  });

export default [
  {
    name: `first route "/" (${firstRoute.size} JS files: entry, preloads, home page)`,
    path: paths(firstRoute),
    limit: FIRST_ROUTE_LIMIT,
    brotli: true,
  },
  ...lazyRoutes,
];
