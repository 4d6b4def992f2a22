/**
 * WooCommerce's field names stay inside the WordPress adapter (issue 15): everything else speaks the
 * shop's own model (packages/domain). Scans the source of the gateway, the domain, the schema, the
 * web app, the e2e journeys and the bench.
 *
 * Not scanned: backends/wordpress (the adapter, its fixtures and tests); the embedded store's SQL
 * migrations and their spec (migration 0002 reads the JSONB it moves away from); this file.
 * `product_id` and `variation_id` are not in the list: they are also the embedded store's own SQL
 * column names (order_lines.product_id), which a word scan cannot tell apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** WooCommerce REST field names that have no business outside the adapter */
export const WOOCOMMERCE_FIELDS = [
  'first_name',
  'last_name',
  'address_1',
  'address_2',
  'line_items',
  'shipping_lines',
  'coupon_lines',
  'fee_lines',
  'meta_data',
  'customer_note',
  'stock_status',
  'catalog_visibility',
  'regular_price',
  'date_created_gmt',
  'discount_total',
] as const;

const SCANNED = [
  'apps/gateway/src',
  'apps/gateway/test',
  'apps/web/src',
  'packages/domain/src',
  'packages/schema',
  'e2e',
  'bench',
];
const EXCLUDED = [
  'apps/gateway/src/backends/wordpress/',
  'apps/gateway/src/backends/embedded/migrations/',
  'apps/gateway/src/backends/embedded/migrations.spec.ts',
  'apps/gateway/src/backends/woocommerce-names.spec.ts',
];
const SOURCE = /\.(ts|tsx|mts|mjs|js|graphql)$/;

function* files(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist' || name === 'generated' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

describe('WooCommerce field names', () => {
  it('appear nowhere outside backends/wordpress', () => {
    const pattern = new RegExp(`\\b(${WOOCOMMERCE_FIELDS.join('|')})\\b`);
    const found: string[] = [];
    let scanned = 0;
    for (const top of SCANNED) {
      for (const path of files(join(ROOT, top))) {
        const rel = relative(ROOT, path).split(sep).join('/');
        if (EXCLUDED.some((prefix) => rel.startsWith(prefix))) continue;
        scanned += 1;
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            const match = pattern.exec(line);
            if (match) found.push(`${rel}:${index + 1}: ${match[1]}`);
          });
      }
    }
    expect(scanned).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
