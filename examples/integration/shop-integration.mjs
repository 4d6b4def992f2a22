// @ts-check
/**
 * A small integration with the Greenleaf wholesale shop's GraphQL API, using Node's built-ins only
 * (Node 20+): sync the catalogue with your prices to a CSV, place an order safely with an idempotency
 * key, and receive webhooks with their signature checked. Copy what you need.
 *
 * Authentication: an API key from "My Account → Developers", sent as `Authorization: Bearer <key>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';

/**
 * Sends one GraphQL operation with the key; throws on transport or GraphQL errors (401: the key is
 * invalid or revoked, 403: it lacks a scope, 429: slow down for Retry-After seconds).
 * @param {{ url: string, apiKey: string }} shop
 * @param {string} query
 * @param {Record<string, unknown>} [variables]
 */
export async function graphql(shop, query, variables = {}) {
  const res = await fetch(new URL('/graphql', shop.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shop.apiKey}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = /** @type {{ data?: any, errors?: { message: string, extensions?: { code?: string } }[] }} */ (
    await res.json().catch(() => ({}))
  );
  if (!res.ok || body.errors?.length) {
    const first = body.errors?.[0];
    const retry = res.headers.get('retry-after');
    throw new Error(
      `GraphQL request failed (HTTP ${res.status}${first?.extensions?.code ? `, ${first.extensions.code}` : ''}): ` +
        `${first?.message ?? res.statusText}${retry ? ` (retry after ${retry} s)` : ''}`,
    );
  }
  return body.data;
}

const PRODUCTS = /* GraphQL */ `
  query SyncProducts($page: Int!) {
    products(page: $page, pageSize: 100) {
      totalCount
      items {
        id
        slug
        name
        type
        inStock
        price {
          amount
          currencyCode
        }
        variations {
          id
          inStock
          price {
            amount
            currencyCode
          }
          attributes {
            name
            option
          }
        }
      }
    }
  }
`;

/** one CSV cell: always quoted; a leading = + - @ is prefixed so spreadsheets never run it as a formula */
function cell(value) {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = ['product_id', 'variation_id', 'slug', 'name', 'options', 'price', 'currency', 'in_stock'];

/**
 * Reads every visible product (page by page) with the key's prices and writes one CSV row per
 * simple product and per variation. Needs the catalog:read scope. Returns the number of rows.
 * @param {{ url: string, apiKey: string }} shop
 * @param {string} path
 */
export async function syncCatalogueToCsv(shop, path) {
  const rows = [CSV_HEADER];
  for (let page = 1; ; page++) {
    const { products } = await graphql(shop, PRODUCTS, { page });
    for (const product of products.items) {
      if (product.type === 'VARIABLE' && product.variations.length > 0) {
        for (const variation of product.variations) {
          const options = variation.attributes.map((a) => `${a.name}: ${a.option}`).join('; ');
          rows.push([
            product.id,
            variation.id,
            product.slug,
            product.name,
            options,
            variation.price?.amount ?? '',
            variation.price?.currencyCode ?? '',
            variation.inStock ? 'yes' : 'no',
          ]);
        }
      } else {
        rows.push([
          product.id,
          '',
          product.slug,
          product.name,
          '',
          product.price?.amount ?? '',
          product.price?.currencyCode ?? '',
          product.inStock ? 'yes' : 'no',
        ]);
      }
    }
    if (page * 100 >= products.totalCount) break;
  }
  await writeFile(path, rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8');
  return rows.length - 1;
}

const PLACE_ORDER = /* GraphQL */ `
  mutation IntegrationPlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      order {
        id
        number
        status
        total {
          amount
          currencyCode
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Places an order. Keep `idempotencyKey` with the order in your system and send the same one when you
 * retry (a timeout, a lost answer): the shop then answers with the order it already created instead
 * of creating a second one. Needs the orders:write scope.
 * @param {{ url: string, apiKey: string }} shop
 * @param {{ lines: { productId: string, variationId?: string, quantity: number }[], shipping: { fullName: string, email: string, phone?: string, address: string, comment?: string }, couponCode?: string }} input
 * @param {string} idempotencyKey 8 to 100 printable characters, e.g. a UUID or "erp-PO-4711"
 */
export async function placeOrder(shop, input, idempotencyKey) {
  const { placeOrder: result } = await graphql(shop, PLACE_ORDER, { input, idempotencyKey });
  if (result.userErrors.length > 0) {
    throw new Error(`order refused: ${result.userErrors.map((e) => `${e.message} (${e.code})`).join('; ')}`);
  }
  return result.order;
}

/** how far X-Shop-Timestamp may be from our clock (seconds): older deliveries may be replays */
export const REPLAY_WINDOW_SECONDS = 300;

/**
 * Checks one webhook delivery: the X-Shop-Signature header must be `sha256=` + the hex HMAC-SHA256 of
 * "<X-Shop-Timestamp>.<raw body>" with the webhook's secret, and the timestamp within the replay window.
 * Use the raw bytes as received, before any JSON parsing.
 * @param {{ secret: string, headers: Record<string, string | string[] | undefined>, body: string, now?: number, toleranceSeconds?: number }} delivery
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function verifyWebhook({ secret, headers, body, now = Date.now(), toleranceSeconds = REPLAY_WINDOW_SECONDS }) {
  const timestamp = String(headers['x-shop-timestamp'] ?? '');
  const signature = String(headers['x-shop-signature'] ?? '');
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing or malformed X-Shop-Timestamp' };
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds)
    return { ok: false, reason: 'timestamp outside the replay window' };
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature does not match' };
  return { ok: true };
}

/**
 * A tiny webhook receiver: checks each delivery (verifyWebhook), answers 400 to one that fails, hands
 * each new delivery to `onEvent` once (X-Shop-Delivery is the same on every retry, so a retry after a
 * lost answer is acknowledged without being processed twice) and answers 200. Keep the handler fast:
 * the shop waits 10 seconds at most and retries otherwise.
 * `secret` may be a function, read at each delivery (a secret kept in your configuration store).
 * @param {{ secret: string | (() => string), port?: number, host?: string, onEvent: (event: { id: string, type: string, createdAt: string, data: any }, deliveryId: string) => void | Promise<void> }} options
 */
export async function startReceiver({ secret, port = 0, host = '127.0.0.1', onEvent }) {
  /** delivery ids already handled (a real receiver keeps them in its database) */
  const seen = new Set();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const check = verifyWebhook({
        secret: typeof secret === 'function' ? secret() : secret,
        headers: req.headers,
        body,
      });
      if (!check.ok) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(check.reason);
        return;
      }
      const deliveryId = String(req.headers['x-shop-delivery'] ?? '');
      try {
        if (!seen.has(deliveryId)) {
          await onEvent(JSON.parse(body), deliveryId);
          seen.add(deliveryId);
        }
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('could not process the event');
        console.error(error);
      }
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
