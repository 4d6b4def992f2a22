// The four pages most visitors land on (home, catalogue, a product, a category), with real slugs from
// the shop's own data: the product is one whose page shows every tab (Description, Benefits,
// Ingredients, Specifications), the category is that product's first one (so it lists products).
// Shared by the journeys and scripts/lighthouse.mjs.

const LANDING_QUERY = `{
  products(pageSize: 40) {
    items { slug benefits ingredients specifications { label } categories { slug } }
  }
}`;

/** [{ name, path }] for home, catalogue, product and category; throws when the shop has no such product. */
export async function landingPages(baseUrl) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: LANDING_QUERY }),
  });
  const body = await res.json();
  if (!res.ok || body.errors?.length) {
    throw new Error(`landing pages: GraphQL ${res.status} ${JSON.stringify(body.errors ?? body)}`);
  }
  const product = body.data.products.items.find(
    (p) => p.benefits.length > 0 && p.ingredients.length > 0 && p.specifications.length > 0 && p.categories.length > 0,
  );
  if (!product) throw new Error('landing pages: no product with benefits, ingredients, specifications and a category');
  return [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/products' },
    { name: 'product', path: `/products/${product.slug}` },
    { name: 'category', path: `/categories/${product.categories[0].slug}` },
  ];
}
