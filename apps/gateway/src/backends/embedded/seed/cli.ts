/**
 * `npm run seed` (from the repository root or apps/gateway): creates/migrates the embedded store and
 * loads the demo data if it is empty. `npm run seed -- --reset` empties every shop table first (orders,
 * customers and sessions included; the console's staff, audit log and settings are kept) and loads the
 * demo data again.
 * Uses the same environment as the gateway: DATA_DIR, or DATABASE_URL (+ DATABASE_SCHEMA).
 */
import { loadConfig } from '../../../config/config.js';
import { createEmbeddedBackend } from '../index.js';

async function main(): Promise<void> {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig(process.env);
  const store = createEmbeddedBackend({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    publicSiteUrl: config.publicSiteUrl,
    mailer: { send: async () => undefined },
    logger: {
      log: (m: unknown) => console.log(m),
      warn: (m: unknown) => console.warn(m),
      error: (m: unknown) => console.error(m),
    },
  });
  await store.lifecycle.init();
  try {
    if (reset) {
      await store.reset();
      console.log('seed: the shop emptied and the demo data loaded again (staff accounts and the audit log kept)');
    }
    const products = await store.catalogue.listProducts();
    const categories = await store.catalogue.listCategories();
    const where = config.databaseUrl
      ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
      : config.dataDir;
    console.log(`seed: ${products.length} products in ${categories.length} categories in ${where}`);
  } finally {
    await store.lifecycle.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
