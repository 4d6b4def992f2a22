import { execFile } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_SCOPES } from '@shop/domain';
import { TestingRegisterDocument } from '@shop/schema/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { CREATE_API_KEY, CREATE_WEBHOOK } from './integrations.harness.js';

/**
 * The example integration (examples/integration) against a real gateway: the embedded store on PGlite,
 * the webhook worker running as in production (woken by the order, delivering to the example's receiver).
 */
const EXAMPLE = fileURLToPath(new URL('../../../examples/integration/', import.meta.url));
const run = promisify(execFile);

interface ExampleModule {
  startReceiver(options: {
    secret: string | (() => string);
    port?: number;
    onEvent: (event: { id: string; type: string; data: { order: { id: string } } }, deliveryId: string) => void;
  }): Promise<{ url: string; port: number; close(): Promise<void> }>;
  verifyWebhook(delivery: {
    secret: string;
    headers: Record<string, string>;
    body: string;
    now?: number;
  }): { ok: true } | { ok: false; reason: string };
  CSV_HEADER: string[];
}

let t: TestApp;
let example: ExampleModule;
let dir: string;
let token: string;
let apiKey: string;

beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', PUBLIC_SITE_URL: 'http://shop.test' } });
  example = (await import(join(EXAMPLE, 'shop-integration.mjs'))) as ExampleModule;
  dir = mkdtempSync(join(tmpdir(), 'example-integration-'));
  const password = 'Sup3r$ecret';
  const registered = await t.gql(TestingRegisterDocument, {
    input: {
      name: 'Erik Integrator',
      email: `erp.${randomUUID().slice(0, 8)}@example.com`,
      companyName: 'Integrator B.V.',
      companyRegNumber: 'KVK 87654321',
      companyVatNumber: 'NL987654329B01',
      password,
      confirmPassword: password,
      agreeTerms: true,
      confirmAge: true,
    },
  });
  token = registered.data.register.token!;
  const key = await t.gql(CREATE_API_KEY, { name: 'ERP', scopes: [...API_SCOPES] }, { token });
  apiKey = key.data.createApiKey.secret;
});

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[]) =>
  run(process.execPath, [join(EXAMPLE, 'cli.mjs'), ...args], {
    env: { ...process.env, SHOP_URL: t.url, SHOP_API_KEY: apiKey },
  });

/** RFC 4180 rows of the example's CSV (every cell quoted) */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

describe('the example integration', () => {
  it("syncs the catalogue with the buyer's prices to a CSV", async () => {
    const out = join(dir, 'products.csv');
    const { stdout } = await cli(['sync', out]);
    const [header, ...rows] = parseCsv(readFileSync(out, 'utf8'));
    expect(stdout.trim()).toBe(`wrote ${rows.length} rows to ${out}`);
    expect(header).toEqual(example.CSV_HEADER);
    const products = await t.gql(
      'query { products(pageSize: 100) { totalCount items { id type price { amount } variations { id price { amount } } } } }',
      {},
      { token: apiKey },
    );
    const items = products.data.products.items as {
      id: string;
      type: string;
      price: { amount: string };
      variations: { id: string; price: { amount: string } }[];
    }[];
    expect(products.data.products.totalCount).toBe(items.length);
    const expected = items.flatMap((p) =>
      p.type === 'VARIABLE' && p.variations.length > 0
        ? p.variations.map((v) => [p.id, v.id, v.price.amount])
        : [[p.id, '', p.price.amount]],
    );
    expect(rows.map((row) => [row[0], row[1], row[5]])).toEqual(expected);
    expect(rows.every((row) => row[6] === 'EUR' && /^\d+\.\d{2}$/.test(row[5]!))).toBe(true);
  });

  it('places an order with an idempotency key (a retry gets the same order) and receives its signed webhook', async () => {
    const events: { id: string; type: string; data: { order: { id: string } } }[] = [];
    const deliveries: string[] = [];
    let secret = '';
    const receiver = await example.startReceiver({
      secret: () => secret,
      onEvent: (event, deliveryId) => {
        events.push(event);
        deliveries.push(deliveryId);
      },
    });
    try {
      const created = await t.gql(CREATE_WEBHOOK, { url: receiver.url, events: ['order.created'] }, { token });
      expect(created.data.createWebhook.userErrors).toEqual([]);
      secret = created.data.createWebhook.secret;

      const product = (await t.backend.catalogue.listProducts()).find(
        (p) => p.visible && p.inStock && p.type === 'simple',
      )!;
      const args = ['order', `${product.id}:2`, 'Erik Integrator', 'erik@example.com', 'Damrak 1, 1012 LG Amsterdam'];
      const key = `erp-PO-${randomUUID()}`;
      const first = JSON.parse((await cli([...args, key])).stdout);
      const retry = JSON.parse((await cli([...args, key])).stdout);
      expect(first).toMatchObject({ idempotencyKey: key, order: { status: 'processing' } });
      expect(retry.order).toEqual(first.order);

      // the worker delivers on its own (woken by the order); the receiver checked the signature
      await expect.poll(() => events.length, { timeout: 15_000 }).toBe(1);
      expect(events[0]).toMatchObject({ type: 'order.created', data: { order: { id: first.order.id } } });
      expect(deliveries[0]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a tampered, forged or stale delivery', async () => {
    const secret = 'whsec_test-secret';
    const received: string[] = [];
    const receiver = await example.startReceiver({ secret, onEvent: (event) => void received.push(event.id) });
    try {
      const body = JSON.stringify({
        id: 'evt-1',
        type: 'order.created',
        createdAt: new Date().toISOString(),
        data: {},
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signed = (text: string, at = timestamp, key = secret) => ({
        'content-type': 'application/json',
        'x-shop-event': 'order.created',
        'x-shop-delivery': 'dlv-1',
        'x-shop-timestamp': at,
        'x-shop-signature': `sha256=${createHmac('sha256', key).update(`${at}.${text}`).digest('hex')}`,
      });
      const post = (headers: Record<string, string>, text: string) =>
        fetch(receiver.url, { method: 'POST', headers, body: text });

      const tampered = await post(signed(body), body.replace('evt-1', 'evt-2'));
      expect(tampered.status).toBe(400);
      expect(await tampered.text()).toBe('signature does not match');
      expect((await post(signed(body, timestamp, 'whsec_someone-else'), body)).status).toBe(400);
      const old = String(Number(timestamp) - 600);
      const stale = await post(signed(body, old), body);
      expect(stale.status).toBe(400);
      expect(await stale.text()).toBe('timestamp outside the replay window');
      expect(received).toEqual([]);

      expect((await post(signed(body), body)).status).toBe(200);
      // the same delivery again (a retry after a lost answer) is acknowledged, not processed twice
      expect((await post(signed(body), body)).status).toBe(200);
      expect(received).toEqual(['evt-1']);
      expect(example.verifyWebhook({ secret, headers: signed(body), body })).toEqual({ ok: true });
    } finally {
      await receiver.close();
    }
  });
});
