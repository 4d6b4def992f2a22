/**
 * Runs the WordPress stub on its own, e.g. for the benchmark or a local gateway with
 * STORE_BACKEND=wordpress:
 *
 *   npx tsx apps/gateway/src/backends/wordpress/testing/start-wordpress-stub.ts --port 8089 --latency 300 --extra-products 200
 *
 * Add --b2bking for a site whose wholesale plugin prices per buyer group.
 * Prints the environment the gateway needs, then serves until interrupted.
 */
import { parseArgs } from 'node:util';
import { startWordpressStub } from './wordpress-stub.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8089' },
    host: { type: 'string', default: '127.0.0.1' },
    latency: { type: 'string', default: '0' },
    'extra-products': { type: 'string', default: '0' },
    'public-site-url': { type: 'string', default: 'http://localhost:4000' },
    // B2BKing group and tier prices (docs/wordpress.md); the distributor logs in as B2BKING_BUYER
    b2bking: { type: 'boolean', default: false },
  },
});

const stub = await startWordpressStub({
  port: Number(values.port),
  host: values.host,
  latencyMs: Number(values.latency),
  extraProducts: Number(values['extra-products']),
  publicSiteUrl: values['public-site-url'],
  b2bking: values.b2bking,
});
const env = {
  STORE_BACKEND: 'wordpress',
  WORDPRESS_URL: stub.url,
  WC_CONSUMER_KEY: stub.credentials.consumerKey,
  WC_CONSUMER_SECRET: stub.credentials.consumerSecret,
  WP_REGISTER_USER: stub.credentials.registerUser,
  WP_REGISTER_PASSWORD: stub.credentials.registerPassword,
  WC_WEBHOOK_SECRET: stub.credentials.webhookSecret,
};
console.log(
  `WordPress stub on ${stub.url} (latency ${stub.latencyMs} ms). Gateway environment (test credentials only):`,
);
for (const [name, value] of Object.entries(env)) console.log(`${name}='${value}'`);

const stop = () => void stub.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
