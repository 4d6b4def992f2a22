#!/usr/bin/env node
// @ts-check
/**
 * The example integration from the command line:
 *
 *   SHOP_URL=https://shop.example.com SHOP_API_KEY=glw_... node cli.mjs sync products.csv
 *   SHOP_URL=... SHOP_API_KEY=... node cli.mjs order <productId>:<quantity>[,...] "Full Name" email@example.com "Street 1, City" [idempotency-key]
 *   WEBHOOK_SECRET=whsec_... PORT=8080 node cli.mjs receive
 */
import { randomUUID } from 'node:crypto';
import { placeOrder, startReceiver, syncCatalogueToCsv } from './shop-integration.mjs';

function shop() {
  const url = process.env.SHOP_URL;
  const apiKey = process.env.SHOP_API_KEY;
  if (!url || !apiKey) throw new Error('set SHOP_URL (e.g. https://shop.example.com) and SHOP_API_KEY (glw_...)');
  return { url, apiKey };
}

async function main([command, ...args]) {
  if (command === 'sync') {
    const path = args[0] ?? 'products.csv';
    const rows = await syncCatalogueToCsv(shop(), path);
    console.log(`wrote ${rows} rows to ${path}`);
  } else if (command === 'order') {
    const [lines, fullName, email, address, key] = args;
    if (!lines || !fullName || !email || !address)
      throw new Error('usage: order <productId>:<quantity>[,...] "Full Name" email "Address" [idempotency-key]');
    const idempotencyKey = key ?? `example-${randomUUID()}`;
    const order = await placeOrder(
      shop(),
      {
        lines: lines.split(',').map((line) => {
          const [productId, quantity] = line.split(':');
          return { productId: String(productId), quantity: Number(quantity ?? 1) };
        }),
        shipping: { fullName, email, address },
      },
      idempotencyKey,
    );
    console.log(JSON.stringify({ idempotencyKey, order }));
  } else if (command === 'receive') {
    const secret = process.env.WEBHOOK_SECRET;
    if (!secret) throw new Error('set WEBHOOK_SECRET (whsec_..., shown when the webhook was created)');
    const receiver = await startReceiver({
      secret,
      port: Number(process.env.PORT ?? 8080),
      host: process.env.HOST ?? '0.0.0.0',
      onEvent: (event, deliveryId) => console.log(JSON.stringify({ deliveryId, type: event.type, id: event.id })),
    });
    console.log(`receiving webhooks on port ${receiver.port}`);
  } else {
    throw new Error('commands: sync [file.csv] | order ... | receive');
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
