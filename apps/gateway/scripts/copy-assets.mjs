// Copies the non-TypeScript files the compiled gateway needs at run time into dist/, mirroring src/.
// tsc only emits .js; SQL migrations (drizzle-kit output incl. meta/_journal.json) and any other data
// files under src/ would otherwise be missing from `node dist/main.js`.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');

/** extensions tsc does not handle that belong in dist (tests and fixtures stay behind) */
const ASSET_EXTENSIONS = new Set(['.sql', '.json', '.html', '.svg', '.txt', '.md', '.graphql']);
const SKIP_DIRS = new Set(['node_modules', 'generated-test', '__fixtures__']);

let copied = 0;
function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(entry)) walk(path);
      continue;
    }
    if (!ASSET_EXTENSIONS.has(extname(entry)) || entry.endsWith('.spec.json')) continue;
    const target = join(dist, relative(src, path));
    cpSync(path, target);
    copied += 1;
  }
}

if (!existsSync(dist)) {
  console.error('copy-assets: dist/ does not exist; run tsc first');
  process.exit(1);
}
walk(src);
// media/ (product, category, partner images) is served from apps/gateway/media at run time; a copy in
// dist/ keeps a deployed dist self-contained.
const media = join(root, 'media');
if (existsSync(media)) cpSync(media, join(dist, 'media'), { recursive: true });
console.log(`copy-assets: ${copied} file(s) from src/${existsSync(media) ? ' + media/' : ''} copied to dist/`);
