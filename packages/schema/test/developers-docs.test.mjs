// The /developers page generated from the SDL (docs/render.mjs): every element has its anchor, every
// in-page link lands, text is escaped, deprecations and defaults show, the same SDL gives the same bytes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { buildSchema, isEnumType, isInputObjectType, isIntrospectionType, isObjectType } from 'graphql';
import { renderReference } from '../docs/render.mjs';

const sdl = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
const assets = {
  stylesheet: '/developers/assets/developers-test.css',
  script: '/developers/assets/developers-test.js',
};

const idsOf = (html) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replaceAll('&quot;', '"'));
const linksOf = (html) => [...html.matchAll(/\shref="#([^"]+)"/g)].map((m) => m[1]);

describe('the API reference page', () => {
  const html = renderReference(sdl, assets);
  const ids = new Set(idsOf(html));

  it('has an anchor for every type, field, argument, enum value and input field of the public SDL', () => {
    const schema = buildSchema(sdl);
    const missing = [];
    const expect = (id) => ids.has(id) || missing.push(id);
    for (const type of Object.values(schema.getTypeMap())) {
      if (isIntrospectionType(type)) continue;
      expect(type.name);
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          expect(`${type.name}.${field.name}`);
          for (const arg of field.args) expect(`${type.name}.${field.name}.${arg.name}`);
        }
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) expect(`${type.name}.${field.name}`);
      } else if (isEnumType(type)) {
        for (const value of type.getValues()) expect(`${type.name}.${value.name}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('has no duplicate ids and no in-page link without a target', () => {
    const all = idsOf(html);
    assert.deepEqual(
      all.filter((id, i) => all.indexOf(id) !== i),
      [],
    );
    assert.deepEqual(
      linksOf(html).filter((target) => !ids.has(target)),
      [],
    );
  });

  it('lists queries, mutations, types, inputs, enums and scalars in the sidebar, and the guide first', () => {
    const sidebar = html.slice(html.indexOf('<nav class="sidebar"'), html.indexOf('</nav>'));
    const titles = [...sidebar.matchAll(/<p class="nav-title"><a href="#([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(titles, ['getting-started', 'queries', 'mutations', 'types', 'inputs', 'enums', 'scalars']);
    for (const target of [
      'Query.products',
      'Mutation.placeOrder',
      'Product',
      'PlaceOrderInput',
      'ProductSort',
      'Decimal',
    ]) {
      assert.ok(sidebar.includes(`href="#${target}"`), `sidebar links to ${target}`);
    }
  });

  it('shows signatures with linked types and default values', () => {
    const products = html.slice(html.indexOf('id="Query.products"'), html.indexOf('id="Query.product"'));
    assert.match(products, /sort: <a href="#ProductSort">ProductSort<\/a> = DEFAULT/);
    assert.match(products, /pageSize: <a href="#Int">Int<\/a> = 8\n\): <a href="#ProductPage">ProductPage<\/a>!/);
    assert.match(html, /placeOrder\(\n {2}input: <a href="#PlaceOrderInput">PlaceOrderInput<\/a>!/);
  });

  it('is the same, byte for byte, for the same SDL', () => {
    assert.equal(renderReference(sdl, assets), html);
  });

  it('carries its assets and no inline script', () => {
    assert.ok(html.includes('<link rel="stylesheet" href="/developers/assets/developers-test.css">'));
    assert.ok(html.includes('<script src="/developers/assets/developers-test.js" defer></script>'));
    assert.equal([...html.matchAll(/<script/g)].length, 1);
  });
});

describe('rendering an SDL', () => {
  const fixture = `
    "A <b>bold</b> & \\"quoted\\" type; see \`Thing.old\`."
    type Query {
      "Things <script>alert(1)</script>"
      things(
        "how many"
        first: Int = 10
        "legacy" legacy: String @deprecated(reason: "Use \`first\`.")
      ): [Thing!]!
    }
    "A thing."
    type Thing {
      "The id." id: ID!
      "Old name." old: String @deprecated(reason: "Use <name> instead.")
    }
    "Kinds." enum Kind { "A" A "B" B @deprecated(reason: "Gone soon.") }
  `;
  const html = renderReference(fixture, assets);

  it('escapes every text of the SDL', () => {
    assert.ok(!html.includes('<script>alert(1)</script>'));
    assert.ok(html.includes('Things &lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(html.includes('A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; type'));
    assert.ok(html.includes('Use &lt;name&gt; instead.'));
  });

  it('links code spans that name an element of the page', () => {
    assert.ok(html.includes('see <a href="#Thing.old"><code>Thing.old</code></a>'));
  });

  it('marks deprecated fields, arguments and enum values with their reason, in the sidebar too', () => {
    const old = html.slice(html.indexOf('id="Thing.old"'));
    assert.match(old, /tag-deprecated">deprecated<\/span>/);
    assert.match(old, /<strong>Deprecated.<\/strong> Use &lt;name&gt; instead./);
    const legacy = html.slice(html.indexOf('id="Query.things.legacy"'));
    assert.match(legacy, /<strong>Deprecated.<\/strong> Use <code>first<\/code>./);
    const kind = html.slice(html.indexOf('id="Kind.B"'));
    assert.match(kind, /<strong>Deprecated.<\/strong> Gone soon./);
  });
});
