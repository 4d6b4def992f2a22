/**
 * Writes the demo shop's images (original, light SVGs) to apps/gateway/media:
 *   products/<slug>.svg and products/<slug>--<options>.svg (one per variation), categories/, team/,
 *   partners/, blog/. Per category a colour and a simple silhouette (vape pen, gummy, dropper bottle,
 *   jar, capsule, can, paw) with the product or variant name.
 * Run after changing catalogue.ts or content.ts: `npx tsx src/backends/embedded/seed/generate-media.ts`
 * (from apps/gateway). Output is deterministic; the files are committed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeEntities } from '@shop/domain';
import { CATEGORIES, PRODUCTS, type CategorySeed } from './catalogue.js';
import { PARTNER_LOGOS, POSTS, TEAM } from './content.js';
import { expandVariations, productImageFile } from './expand.js';

const MEDIA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../media');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** splits a title into at most two lines of about `width` characters */
function lines(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const words = text.split(' ');
  let first = '';
  while (words.length > 0 && (first + ' ' + words[0]).trim().length <= width)
    first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  const rest = words.join(' ');
  return rest ? [first, rest.length > width + 4 ? `${rest.slice(0, width + 1)}…` : rest] : [first];
}

const SHAPES: Record<CategorySeed['shape'], string> = {
  pen: '<rect x="184" y="70" width="32" height="170" rx="14"/><rect x="192" y="44" width="16" height="34" rx="6" fill-opacity=".6"/><circle cx="200" cy="210" r="6" fill="#fff"/>',
  gummy:
    '<circle cx="168" cy="92" r="16"/><circle cx="232" cy="92" r="16"/><circle cx="200" cy="118" r="40"/><ellipse cx="200" cy="198" rx="52" ry="58"/><circle cx="150" cy="178" r="16"/><circle cx="250" cy="178" r="16"/><circle cx="170" cy="248" r="18"/><circle cx="230" cy="248" r="18"/>',
  bottle:
    '<rect x="156" y="110" width="88" height="140" rx="16"/><rect x="180" y="80" width="40" height="36" rx="4" fill-opacity=".7"/><ellipse cx="200" cy="62" rx="16" ry="22" fill-opacity=".5"/><rect x="170" y="150" width="60" height="60" rx="6" fill="#fff" fill-opacity=".85"/>',
  jar: '<rect x="130" y="120" width="140" height="120" rx="22"/><rect x="122" y="94" width="156" height="34" rx="10" fill-opacity=".65"/><rect x="156" y="158" width="88" height="48" rx="6" fill="#fff" fill-opacity=".85"/>',
  capsule:
    '<g transform="rotate(-35 200 160)"><rect x="120" y="128" width="160" height="64" rx="32" fill-opacity=".45"/><path d="M200 128h48a32 32 0 0 1 0 64h-48z"/></g>',
  can: '<rect x="150" y="70" width="100" height="180" rx="12"/><ellipse cx="200" cy="72" rx="50" ry="10" fill-opacity=".6"/><rect x="150" y="130" width="100" height="56" fill="#fff" fill-opacity=".8"/>',
  paw: '<ellipse cx="200" cy="196" rx="54" ry="44"/><ellipse cx="140" cy="140" rx="20" ry="26"/><ellipse cx="178" cy="106" rx="20" ry="27"/><ellipse cx="222" cy="106" rx="20" ry="27"/><ellipse cx="260" cy="140" rx="20" ry="26"/>',
  leaf: '<path d="M200 50c60 50 70 130 0 200c-70-70-60-150 0-200z"/><path d="M200 90v170" stroke="#fff" stroke-width="4" fill="none"/>',
};

function productSvg(category: CategorySeed, title: string, subtitle: string | null): string {
  const titleLines = lines(title, 26);
  const text = titleLines
    .map((line, i) => `<text x="200" y="${300 + i * 24}" font-size="19" font-weight="600">${escapeXml(line)}</text>`)
    .join('');
  const sub = subtitle
    ? `<text x="200" y="${308 + titleLines.length * 24}" font-size="15" fill-opacity=".8">${escapeXml(subtitle)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="400" height="400" fill="${category.colour}" fill-opacity=".12"/>` +
    `<circle cx="200" cy="160" r="118" fill="#fff" fill-opacity=".7"/>` +
    `<g fill="${category.colour}">${SHAPES[category.shape]}</g>` +
    `<g fill="#2f3b2f" font-family="system-ui,sans-serif" text-anchor="middle">${text}${sub}</g></svg>\n`
  );
}

function categorySvg(category: CategorySeed): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(category.name)}">` +
    `<rect width="600" height="400" fill="${category.colour}" fill-opacity=".16"/>` +
    `<g transform="translate(100 20)" fill="${category.colour}">${SHAPES[category.shape]}</g>` +
    `<text x="300" y="350" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#2f3b2f" text-anchor="middle">${escapeXml(category.name)}</text></svg>\n`
  );
}

function avatarSvg(name: string, role: string, hue: number): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(name)}, ${escapeXml(role)}">` +
    `<rect width="300" height="300" fill="hsl(${hue} 40% 92%)"/>` +
    `<circle cx="150" cy="118" r="58" fill="hsl(${hue} 35% 55%)"/><path d="M52 300c10-70 50-100 98-100s88 30 98 100z" fill="hsl(${hue} 35% 55%)"/>` +
    `<text x="150" y="136" font-family="system-ui,sans-serif" font-size="46" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>\n`
  );
}

function logoSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 100" role="img" aria-label="${escapeXml(name)}">` +
    `<g fill="${colour}" transform="translate(-30 6) scale(.36)">${SHAPES.leaf}</g>` +
    `<text x="100" y="60" font-family="Georgia,serif" font-size="28" fill="#33402f">${escapeXml(name)}</text></svg>\n`
  );
}

function blogSvg(title: string, colour: string): string {
  const text = lines(title, 34)
    .map((line, i) => `<text x="60" y="${170 + i * 46}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="800" height="400" fill="${colour}" fill-opacity=".14"/>` +
    `<g fill="${colour}" fill-opacity=".5" transform="translate(560 80)">${SHAPES.leaf}</g>` +
    `<g font-family="Georgia,serif" font-size="38" fill="#2f3b2f">${text}</g></svg>\n`
  );
}

function writeFolder(folder: string, files: Map<string, string>): void {
  const dir = join(MEDIA, folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of files) writeFileSync(join(dir, name), content);
}

function main(): void {
  const byCategory = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const products = new Map<string, string>();
  for (const product of PRODUCTS) {
    const category = byCategory.get(product.category)!;
    const name = decodeEntities(product.name);
    products.set(productImageFile(product), productSvg(category, name, null));
    for (const variation of expandVariations(product)) {
      products.set(variation.imageFile, productSvg(category, name, variation.label));
    }
  }
  writeFolder('products', products);
  writeFolder('categories', new Map(CATEGORIES.map((c) => [`${c.slug}.svg`, categorySvg(c)])));
  writeFolder('team', new Map(TEAM.map((m, i) => [`${m.slug}.svg`, avatarSvg(m.name, m.role, (i * 67 + 90) % 360)])));
  const palette = CATEGORIES.map((c) => c.colour);
  writeFolder(
    'partners',
    new Map(PARTNER_LOGOS.map((l, i) => [`${l.slug}.svg`, logoSvg(l.name, palette[i % palette.length]!)])),
  );
  writeFolder('blog', new Map(POSTS.map((p, i) => [`${p.slug}.svg`, blogSvg(p.title, palette[i % palette.length]!)])));
  const count = readdirSync(MEDIA, { recursive: true }).filter((f) => String(f).endsWith('.svg')).length;
  console.log(`generate-media: ${count} SVG files in ${MEDIA}`);
}

main();
