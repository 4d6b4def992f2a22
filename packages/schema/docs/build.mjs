// Builds the static API reference served at /developers from the public SDL (part of
// `npm run build -w @shop/schema`): dist/developers/index.html plus its stylesheet and script under
// dist/developers/assets/, named by content hash so they can be cached for a year. The same SDL gives
// the same files, byte for byte. `node docs/build.mjs <folder>` writes elsewhere.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderReference } from './render.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = resolve(process.argv[2] ?? join(here, '..', 'dist', 'developers'));

const hashed = (name, ext, content) =>
  `${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.${ext}`;

const css = readFileSync(join(here, 'developers.css'), 'utf8');
const js = readFileSync(join(here, 'developers.js'), 'utf8');
const cssName = hashed('developers', 'css', css);
const jsName = hashed('developers', 'js', js);
const sdl = readFileSync(join(here, '..', 'schema.graphql'), 'utf8');
const html = renderReference(sdl, {
  stylesheet: `/developers/assets/${cssName}`,
  script: `/developers/assets/${jsName}`,
});

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });
writeFileSync(join(out, 'index.html'), html);
writeFileSync(join(out, 'assets', cssName), css);
writeFileSync(join(out, 'assets', jsName), js);
console.log(`developers: API reference written to ${out} (${Math.round(html.length / 1024)} kB)`);
