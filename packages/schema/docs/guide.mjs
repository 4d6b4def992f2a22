// The getting-started guide of /developers. Every shell block with an id (second argument of `shell`)
// is run, in page order and in one shell, against a real gateway by e2e/journeys/developers.test.mjs:
// keep them working against `npm start`, and keep their ids when changing them.
import { sample, shell } from './html.mjs';

// ============================================================================================
// API KEYS AND WEBHOOKS (adjust when they ship): the two blocks below describe API keys and
// webhooks as shared/API.md names them ("B2B additions"). They are the only parts of the
// guide that speak of features still being built; everything else works today.
// ============================================================================================

/** How an integration gets its Bearer credential once API keys exist. */
export const API_KEYS_BLOCK = `
<div class="callout" id="api-keys" data-block="api-keys">
  <p class="callout-title">With an API key (recommended for integrations)</p>
  <p>
    Log in to your account on the shop, open the <strong>Developers</strong> tab of the account page and
    create a key: give it a name and the scopes it needs (for example <code>catalog:read</code>,
    <code>orders:read</code>, <code>orders:write</code>). The key is shown <strong>once</strong>: store it
    in your integration's secret store. Send it on every request as
    <code>Authorization: Bearer &lt;key&gt;</code>. A key acts with your account's permissions, narrowed
    to its scopes; revoke it on the same tab when it is no longer needed or may have leaked.
  </p>
  ${shell(`export SHOP_TOKEN='<your API key>'`)}
  <p>
    Until API keys are available on your shop, use a login token as below: the header, and everything
    after this step, is the same.
  </p>
</div>`;

/** Receiving order and product events as signed HTTPS deliveries. */
export const WEBHOOKS_BLOCK = `
<div class="callout" id="webhooks" data-block="webhooks">
  <p class="callout-title">Receive webhooks</p>
  <p>
    Instead of polling, subscribe an HTTPS endpoint of yours to events such as
    <code>order.created</code>, <code>order.status_changed</code>, <code>product.updated</code> and
    <code>product.stock_changed</code> (the <code>createWebhook(url, events)</code> mutation, or the
    Developers tab). Each delivery is a <code>POST</code> with a JSON body and these headers:
  </p>
  <table>
    <thead><tr><th scope="col">Header</th><th scope="col">Meaning</th></tr></thead>
    <tbody>
      <tr><td><code>X-Shop-Event</code></td><td>The event, such as <code>order.created</code>.</td></tr>
      <tr><td><code>X-Shop-Delivery</code></td><td>The delivery's unique id: a retried delivery keeps it, so use it to ignore duplicates.</td></tr>
      <tr><td><code>X-Shop-Timestamp</code></td><td>When the delivery was signed (Unix time in seconds).</td></tr>
      <tr><td><code>X-Shop-Signature</code></td><td><code>sha256=&lt;hex&gt;</code>: the HMAC-SHA256, keyed with the webhook's secret, of <code>&lt;timestamp&gt;.&lt;body&gt;</code> (the timestamp header, a dot, and the raw request body).</td></tr>
    </tbody>
  </table>
  <p>
    Verify the signature over the raw body before parsing it, compare in constant time, and refuse old
    timestamps (for example more than five minutes) so a recorded delivery cannot be replayed. Answer
    with a 2xx status quickly; a failed delivery is retried later with the same <code>X-Shop-Delivery</code>.
  </p>
  ${sample(
    `import { createHmac, timingSafeEqual } from 'node:crypto';

/** true when a delivery is authentic and recent; rawBody is the request body exactly as received */
export function verifyDelivery(secret, headers, rawBody, maxAgeSeconds = 300) {
  const timestamp = headers['x-shop-timestamp'] ?? '';
  const given = Buffer.from(headers['x-shop-signature'] ?? '');
  const expected = Buffer.from(
    'sha256=' + createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex'),
  );
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  return given.length === expected.length && timingSafeEqual(given, expected) && age <= maxAgeSeconds;
}`,
    'Verifying a webhook signature in Node.js',
  )}
</div>`;

// ============================================================================================

const LOGIN = `
SHOP_TOKEN=$(jq -n --arg email "$SHOP_EMAIL" --arg password "$SHOP_PASSWORD" '{
    query: "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token expiresAt userErrors { field message code } } }",
    variables: { email: $email, password: $password }
  }' \\
  | curl -sS "$SHOP_URL/graphql" -H 'Content-Type: application/json' --data @- \\
  | jq -r '.data.login.token // empty')
echo "token: \${SHOP_TOKEN:-none, check the e-mail address and password}"`;

const ME = `
curl -sS "$SHOP_URL/graphql" \\
  -H "Authorization: Bearer $SHOP_TOKEN" \\
  -H 'Content-Type: application/json' \\
  --data '{"query":"{ me { name email companyName } }"}'`;

const CATALOGUE = `
curl -sS "$SHOP_URL/graphql" \\
  -H "Authorization: Bearer $SHOP_TOKEN" \\
  -H 'Content-Type: application/json' \\
  --data '{"query":"query Catalogue($page: Int!) { products(page: $page, pageSize: 50, sort: NAME_ASC) { totalCount page pageSize items { id slug name type inStock price { amount currencyCode } variations { id inStock price { amount } attributes { name option } } } } }","variables":{"page":1}}'`;

const PICK_PRODUCT = `
PRODUCT_ID=$(curl -sS "$SHOP_URL/graphql" \\
  -H "Authorization: Bearer $SHOP_TOKEN" \\
  -H 'Content-Type: application/json' \\
  --data '{"query":"{ products(pageSize: 100) { items { id type inStock } } }"}' \\
  | jq -r '[.data.products.items[] | select(.type == "SIMPLE" and .inStock)][0].id')
echo "product: $PRODUCT_ID"`;

const QUOTE = `
jq -n --arg product "$PRODUCT_ID" '{
    query: "query Quote($input: CartInput!) { cartQuote(input: $input) { lines { name quantity unitPrice { amount } lineTotal { amount } available message } subtotal { amount } discount { amount } total { amount currencyCode } userErrors { field message code } } }",
    variables: { input: { lines: [{ productId: $product, quantity: 2 }] } }
  }' \\
  | curl -sS "$SHOP_URL/graphql" -H "Authorization: Bearer $SHOP_TOKEN" -H 'Content-Type: application/json' --data @-`;

const PLACE_ORDER = `
# a new key for each new order (keep it until you have the answer)
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
jq -n --arg key "$IDEMPOTENCY_KEY" --arg product "$PRODUCT_ID" '{
    query: "mutation PlaceOrder($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { order { id status createdAt total { amount currencyCode } } userErrors { field message code } } }",
    variables: {
      key: $key,
      input: {
        lines: [{ productId: $product, quantity: 2 }],
        shipping: {
          fullName: "Eva de Vries",
          email: "purchasing@example.com",
          address: "Damrak 1, 1012 LG Amsterdam, Netherlands",
          comment: "PO 4711"
        }
      }
    }
  }' > order.json
curl -sS "$SHOP_URL/graphql" \\
  -H "Authorization: Bearer $SHOP_TOKEN" \\
  -H 'Content-Type: application/json' \\
  --data @order.json`;

const RETRY_ORDER = `
curl -sS "$SHOP_URL/graphql" \\
  -H "Authorization: Bearer $SHOP_TOKEN" \\
  -H 'Content-Type: application/json' \\
  --data @order.json`;

const MY_ORDERS = `
curl -sS "$SHOP_URL/graphql" \\
  -H "Authorization: Bearer $SHOP_TOKEN" \\
  -H 'Content-Type: application/json' \\
  --data '{"query":"{ myOrders(page: 1, pageSize: 20) { totalCount page items { id status createdAt total { amount currencyCode } } } }"}'`;

const DOWNLOAD_SCHEMA = `
curl -sS "$SHOP_URL/graphql/schema.graphql" -o schema.graphql
head -n 5 schema.graphql`;

/** The guide's sections, for the sidebar (id, title) in page order. */
export const GUIDE_SECTIONS = [
  ['getting-started', 'Getting started'],
  ['authenticate', '1. Authenticate'],
  ['catalogue', '2. Catalogue with prices'],
  ['place-order', '3. Place an order'],
  ['follow-orders', '4. Follow your orders'],
  ['errors', 'Errors'],
  ['conventions', 'Conventions and limits'],
  ['schema-file', 'The schema file'],
];

/** The guide as HTML (a <section>). */
export function renderGuide() {
  return `
<section id="getting-started" class="guide" aria-labelledby="getting-started-title">
  <h2 id="getting-started-title">Getting started</h2>
  <p>
    The shop has one GraphQL API for its storefront and for your integrations (ERP, point of sale,
    marketplaces, accounting): <code>POST /graphql</code> with a JSON body
    <code>{"query": "...", "variables": {...}}</code>. This page documents every query, mutation and type
    of it, generated from the same schema file the shop runs on. The steps below read the catalogue with
    your prices and place an order from a terminal; they need <code>curl</code>, <code>jq</code> and
    <code>openssl</code>.
  </p>
  ${shell(
    `# the shop's address, and the e-mail address and password of your buyer account
export SHOP_URL='http://localhost:4000'
export SHOP_EMAIL='you@example.com'
export SHOP_PASSWORD='your password'`,
    'setup',
  )}
  <p>
    No account yet? Register your business on the shop (<code>/account/register</code>, or the
    <a href="#Mutation.register"><code>register</code></a> mutation): prices are shown as soon as you are logged in.
  </p>

  <h3 id="authenticate">1. Authenticate</h3>
  <p>
    Every request that needs your prices or your orders carries <code>Authorization: Bearer &lt;token&gt;</code>.
    Without it, or with a token that is invalid or has expired, you are an anonymous visitor: the
    catalogue still answers, but every price, total and product description is <code>null</code>, and
    <code>me</code> is <code>null</code>.
  </p>
  ${API_KEYS_BLOCK}
  <p>
    <strong>With a login token:</strong> the <a href="#Mutation.login"><code>login</code></a> mutation
    returns a session token for your buyer account, valid until <code>expiresAt</code> (pass
    <code>rememberMe: true</code> for 30 days). Log in again when it expires; a wrong e-mail or password
    comes back as a <code>userErrors</code> entry with the code <code>INVALID_CREDENTIALS</code>.
  </p>
  ${shell(LOGIN, 'login')}
  <p>Check that the shop knows you: <code>me</code> is your account, or <code>null</code> when the token is not accepted.</p>
  ${shell(ME, 'me')}

  <h3 id="catalogue">2. Read the catalogue with your prices</h3>
  <p>
    <a href="#Query.products"><code>products</code></a> returns one page at a time: pages start at
    <strong>1</strong>, <code>pageSize</code> is at most 100, and <code>totalCount</code> says how many
    products match; ask for the next page while <code>page × pageSize &lt; totalCount</code>. Amounts are
    <a href="#Decimal"><code>Decimal</code></a> strings such as <code>"12.50"</code> in the
    <code>currencyCode</code> given beside them: parse them as decimals, never as floats. A
    <code>VARIABLE</code> product is ordered by one of its <code>variations</code>; its own
    <code>price</code> is the lowest variation price.
  </p>
  ${shell(CATALOGUE, 'catalogue')}
  <p>For the next step, take the id of a simple product that is in stock:</p>
  ${shell(PICK_PRODUCT, 'pick-product')}
  <p>
    <a href="#Query.cartQuote"><code>cartQuote</code></a> prices a cart exactly as an order would be
    priced (per-line availability, coupon, totals), without placing anything:
  </p>
  ${shell(QUOTE, 'quote')}

  <h3 id="place-order">3. Place an order with an idempotency key</h3>
  <p>
    <a href="#Mutation.placeOrder"><code>placeOrder</code></a> takes the lines, an optional coupon code and
    the shipping details; the shop prices the order itself. Every order needs an
    <code>idempotencyKey</code>: a string of 8 to 100 characters that you choose once per order (a UUID, or
    your own purchase-order reference). If the answer is lost (a timeout, a dropped connection), send the
    very same request again with the same key: you get the order placed the first time, never a second
    one. The same key with a different order is refused (<code>IDEMPOTENCY_KEY_REUSED</code>).
  </p>
  ${shell(PLACE_ORDER, 'place-order')}
  <p>Retrying with the same body (and so the same key) answers with the same order:</p>
  ${shell(RETRY_ORDER, 'retry-order')}
  <p>
    When the order cannot be placed, <code>order</code> is <code>null</code> and <code>userErrors</code>
    says why, for example a line that is out of stock (<code>LINE_UNAVAILABLE</code>), a coupon that does
    not apply (<code>INVALID_COUPON</code>) or a field that fails validation (<code>INVALID</code>, with the
    path of the field in <code>field</code>).
  </p>

  <h3 id="follow-orders">4. Follow your orders: poll, or receive webhooks</h3>
  <p>
    <a href="#Query.myOrders"><code>myOrders</code></a> lists your orders, newest first, with their
    <code>status</code> (<code>processing</code> when placed, then for example <code>completed</code>);
    <a href="#Query.order"><code>order(id)</code></a> reads one. Poll it at a calm pace (every few
    minutes), not in a tight loop.
  </p>
  ${shell(MY_ORDERS, 'my-orders')}
  ${WEBHOOKS_BLOCK}

  <h3 id="errors">Errors</h3>
  <p>
    A mutation's expected outcomes are data: each payload has <code>userErrors</code>
    (<a href="#UserError"><code>UserError</code></a>: <code>field</code>, <code>message</code>,
    <code>code</code>), empty on success. Everything else is a GraphQL error in the answer's
    <code>errors</code> list, whose <code>extensions.code</code> is one of:
  </p>
  <table>
    <thead><tr><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead>
    <tbody>
      <tr><td><code>UNAUTHENTICATED</code></td><td>The field needs a logged-in buyer (for example <code>myOrders</code>) and the request has no valid token.</td></tr>
      <tr><td><code>FORBIDDEN</code></td><td>The credentials are valid but may not do this.</td></tr>
      <tr><td><code>NOT_FOUND</code></td><td>The thing asked for does not exist for you (someone else's order is not found either).</td></tr>
      <tr><td><code>BAD_REQUEST</code></td><td>The request is invalid: a syntax error, an unknown field, a wrong variable type, an argument out of range, or a query over the limits below. <code>extensions.reason</code> gives the precise cause, such as <code>GRAPHQL_VALIDATION_FAILED</code> or <code>BAD_USER_INPUT</code>.</td></tr>
      <tr><td><code>RATE_LIMITED</code></td><td>Too many attempts (login, registration, orders, coupon guesses, ...); <code>extensions.retryAfter</code> says after how many seconds to try again.</td></tr>
      <tr><td><code>UPSTREAM_UNAVAILABLE</code></td><td>The store behind the shop is temporarily unavailable: retry later (with the same idempotency key for an order).</td></tr>
      <tr><td><code>INTERNAL_SERVER_ERROR</code></td><td>Something went wrong on the shop's side: retry later.</td></tr>
    </tbody>
  </table>
  ${sample(
    `{
  "errors": [
    {
      "message": "You need to be logged in.",
      "path": ["myOrders"],
      "extensions": { "code": "UNAUTHENTICATED" }
    }
  ],
  "data": null
}`,
    'An error answer',
  )}

  <h3 id="conventions">Conventions and limits</h3>
  <ul>
    <li>Money: <code>Money { amount: Decimal!, currencyCode: String! }</code>; amounts are strings with at most two decimals.</li>
    <li>Pages: <code>{ items, totalCount, page, pageSize }</code>, numbered from 1.</li>
    <li>Prices and product descriptions are <code>null</code> for anonymous callers; price sorts and price filters are ignored for them.</li>
    <li>HTML fields (descriptions, posts) are sanitised by the shop before they are sent.</li>
    <li>Queries may also be sent as <code>GET /graphql?query=...</code> with the header <code>apollo-require-preflight: true</code>; mutations only by <code>POST</code>.</li>
    <li>One operation per request (no batching), a body of at most 100 kB by default, and limits on query depth (12), aliases (30) and cost: larger requests are refused with <code>BAD_REQUEST</code>.</li>
  </ul>

  <h3 id="schema-file">The schema file</h3>
  <p>
    The schema is published as a file, with the description of every type and field, for code generators
    and GraphQL tools (introspection is off on a production shop). It is served with an
    <code>ETag</code>: send <code>If-None-Match</code> to download it only when it changed.
  </p>
  ${shell(DOWNLOAD_SCHEMA, 'schema-file')}
  <p>
    The API changes without breaking you: fields, arguments and enum values are added, never removed or
    changed incompatibly at once. What is going away is first marked <strong>deprecated</strong> (shown
    on this page with the replacement to use) and removed only in a later release.
  </p>
</section>`;
}
