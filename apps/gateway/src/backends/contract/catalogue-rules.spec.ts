/**
 * Both adapters hand over the same variable product the same way, and the one domain rule
 * (packages/domain withVariationRules) gives the same from-price and stock whichever store holds it:
 * the WordPress mapper used to skip zero-priced variations and trust the parent's stock, the
 * embedded store did neither.
 */
import { withVariationRules, type ProductRecord } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBackend, type EmbeddedBackend } from '../embedded/index.js';
import * as t from '../embedded/schema.js';
import { copyStoreTemplate } from '../embedded/testing/seeded-store.js';
import { createTempDir, RecordingMailer } from '../embedded/testing/test-store.js';
import { stubBackend } from '../wordpress/testing/stub-backend.js';
import { addVariableProduct, startWordpressStub, type WordpressStub } from '../wordpress/testing/wordpress-stub.js';
import type { WordpressBackend } from '../wordpress/wordpress-store.js';

/** [price in cents, in stock] of each variation; the product's own price is 30.00 and in stock */
const CASES = {
  'rule-mixed': {
    variations: [
      [0, true],
      [2500, false],
      [4000, true],
    ],
    expected: { priceCents: 2500, inStock: true },
  },
  'rule-sold-out': {
    variations: [
      [2000, false],
      [0, false],
    ],
    expected: { priceCents: 2000, inStock: false },
  },
  'rule-unpriced': { variations: [[0, true]], expected: { priceCents: 3000, inStock: true } },
} as const;

describe('variable product rules agree across adapters', () => {
  const dir = createTempDir('shop-rules-');
  let stub: WordpressStub;
  let wordpress: WordpressBackend;
  let embedded: EmbeddedBackend;

  beforeAll(async () => {
    stub = await startWordpressStub();
    for (const [slug, { variations }] of Object.entries(CASES)) {
      addVariableProduct(stub, { slug, priceCents: 3000, inStock: true, variations });
    }
    wordpress = stubBackend(stub).backend;

    await copyStoreTemplate(dir.path, 'empty');
    embedded = createEmbeddedBackend({
      dataDir: dir.path,
      mailer: new RecordingMailer(),
      publicSiteUrl: 'http://shop.test',
      seed: false,
    });
    await embedded.lifecycle.init();
    await embedded.lifecycle.run(async (db) => {
      for (const [slug, { variations }] of Object.entries(CASES)) {
        const [row] = await db
          .insert(t.products)
          .values({ slug, name: slug, type: 'variable', priceCents: 3000, inStock: true })
          .returning({ id: t.products.id });
        await db.insert(t.variations).values(
          variations.map(([priceCents, inStock], position) => ({
            productId: row!.id,
            position,
            priceCents,
            inStock,
            attributes: [{ name: 'Size', option: `s${position}` }],
          })),
        );
      }
    });
  });

  afterAll(async () => {
    await wordpress?.lifecycle.close();
    await embedded?.lifecycle.close();
    await stub?.close();
    dir.remove();
  });

  it.each(Object.entries(CASES))('%s: same from-price and stock from both stores', async (slug, { expected }) => {
    const shown = async (store: { catalogue: { getProductBySlug(s: string): Promise<ProductRecord | null> } }) => {
      const product = await store.catalogue.getProductBySlug(slug);
      expect(product, slug).not.toBeNull();
      const { priceCents, inStock } = withVariationRules(product!);
      return { priceCents, inStock };
    };
    expect(await shown(wordpress)).toEqual(expected);
    expect(await shown(embedded)).toEqual(expected);
  });
});
