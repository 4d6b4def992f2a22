// Every element of the public SDL says what it is: integrators read these at /developers and in
// GET /graphql/schema.graphql, and codegen copies them into their clients.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { missingDescriptions } from '../sdl-checks.mjs';

const publicSdl = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

describe('descriptions of the public SDL', () => {
  it('every type, field, argument, enum value and input field of schema.graphql has one', () => {
    const missing = missingDescriptions(publicSdl);
    assert.deepEqual(
      missing,
      [],
      `${missing.length} element(s) of packages/schema/schema.graphql lack a description:\n  ${missing.join('\n  ')}`,
    );
  });

  it('names each kind of element that lacks one', () => {
    const sdl = `
      "described" scalar Decimal
      scalar DateTime
      "described" type Query {
        "described" products("described" page: Int, pageSize: Int): [Product!]!
        shop: String
      }
      type Product { "described" id: ID! }
      "described" enum ProductSort { "described" DEFAULT PRICE_ASC }
      "described" input ProductFilter { "described" search: String, priceMin: Decimal }
    `;
    assert.deepEqual(missingDescriptions(sdl), [
      'DateTime',
      'Product',
      'ProductFilter.priceMin',
      'ProductSort.PRICE_ASC',
      'Query.products(pageSize:)',
      'Query.shop',
    ]);
  });

  it('counts a blank description as missing', () => {
    assert.deepEqual(missingDescriptions('"  " type Query { "ok" shop: String }'), ['Query']);
  });
});
