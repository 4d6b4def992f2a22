// The public SDL never breaks silently: compared with the last released SDL (released/schema.graphql),
// a breaking change passes only when the release deprecated the element first (README.md, "Releasing
// the schema"). The comparison is printed on every run.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compareWithReleased, describeComparison } from '../sdl-checks.mjs';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('schema stability', () => {
  it('schema.graphql has no breaking change against released/schema.graphql unless deprecated first', async () => {
    const result = await compareWithReleased(read('../released/schema.graphql'), read('../schema.graphql'));
    const report = describeComparison(result);
    console.log(`schema.graphql compared with released/schema.graphql:\n${report}`);
    assert.equal(result.refused.length, 0, `breaking changes to the public API:\n${report}`);
  });
});

describe('the breaking-change rule', () => {
  const released = `
    type Query {
      products(page: Int, legacyPageSize: Int @deprecated(reason: "Use pageSize."), pageSize: Int): [Product!]!
      oldProducts: [OldProduct!]! @deprecated(reason: "Use products.")
      shop: String
    }
    type Product { id: ID!, name: String!, sku: String @deprecated(reason: "Use code."), code: String }
    type OldProduct { id: ID! }
    enum ProductSort { DEFAULT NAME_ASC RANDOM @deprecated(reason: "Never sorted.") }
    input ProductFilter { search: String, tag: String @deprecated(reason: "Use search.") }
  `;
  const kinds = (changes) => changes.map((change) => `${change.type} ${change.path}`);

  it('refuses removing or changing what was not deprecated', async () => {
    const current = `
      type Query {
        products(page: Int, legacyPageSize: Int @deprecated(reason: "Use pageSize."), pageSize: Int): [Product!]!
        oldProducts: [OldProduct!]! @deprecated(reason: "Use products.")
      }
      type Product { id: ID!, name: Int, sku: String @deprecated(reason: "Use code."), code: String }
      type OldProduct { id: ID! }
      enum ProductSort { DEFAULT RANDOM @deprecated(reason: "Never sorted.") }
      input ProductFilter { search: String, tag: String @deprecated(reason: "Use search."), category: String! }
    `;
    const result = await compareWithReleased(released, current);
    assert.deepEqual(kinds(result.refused).sort(), [
      'ENUM_VALUE_REMOVED ProductSort.NAME_ASC',
      'FIELD_REMOVED Query.shop',
      'FIELD_TYPE_CHANGED Product.name',
      'INPUT_FIELD_ADDED ProductFilter.category',
    ]);
    assert.match(describeComparison(result), /BREAKING, not deprecated in the released SDL \(4\):\n {2}✗ /);
  });

  it('allows removing what the release deprecated first: fields, arguments, enum values, input fields, types', async () => {
    const current = `
      type Query { products(page: Int, pageSize: Int): [Product!]!, shop: String }
      type Product { id: ID!, name: String!, code: String }
      enum ProductSort { DEFAULT NAME_ASC }
      input ProductFilter { search: String }
    `;
    const result = await compareWithReleased(released, current);
    assert.deepEqual(result.refused, []);
    assert.deepEqual(kinds(result.deprecatedFirst).sort(), [
      'ENUM_VALUE_REMOVED ProductSort.RANDOM',
      'FIELD_ARGUMENT_REMOVED Query.products.legacyPageSize',
      'FIELD_REMOVED Product.sku',
      'FIELD_REMOVED Query.oldProducts',
      'INPUT_FIELD_REMOVED ProductFilter.tag',
      'TYPE_REMOVED OldProduct',
    ]);
  });

  it('treats descriptions and additions as safe, and a new enum value as dangerous', async () => {
    const current = `
      "What can be read." type Query {
        products(page: Int, legacyPageSize: Int @deprecated(reason: "Use pageSize."), pageSize: Int): [Product!]!
        oldProducts: [OldProduct!]! @deprecated(reason: "Use products.")
        "The shop's name." shop: String
        categories: [String!]!
      }
      type Product { id: ID!, name: String!, sku: String @deprecated(reason: "Use code."), code: String }
      type OldProduct { id: ID! }
      enum ProductSort { DEFAULT NAME_ASC NAME_DESC RANDOM @deprecated(reason: "Never sorted.") }
      input ProductFilter { search: String, tag: String @deprecated(reason: "Use search."), inStock: Boolean }
    `;
    const result = await compareWithReleased(released, current);
    assert.deepEqual(result.refused, []);
    assert.deepEqual(result.deprecatedFirst, []);
    assert.deepEqual(kinds(result.dangerous), ['ENUM_VALUE_ADDED ProductSort.NAME_DESC']);
    assert.deepEqual(kinds(result.safe).sort(), [
      'FIELD_ADDED Query.categories',
      'FIELD_DESCRIPTION_ADDED Query.shop',
      'INPUT_FIELD_ADDED ProductFilter.inStock',
      'TYPE_DESCRIPTION_ADDED Query',
    ]);
  });
});
