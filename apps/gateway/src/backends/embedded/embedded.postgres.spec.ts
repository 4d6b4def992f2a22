/**
 * The backend contract on the machine's PostgreSQL, in a throw-away database (dropped afterwards).
 * The contract runs in a named schema (DATABASE_SCHEMA) with a second backend instance sharing it, as
 * two gateway processes would; a second block covers the default public schema and concurrent start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { describeStoreContract } from '../contract/store-contract.js';
import { createEmbeddedBackend } from './index.js';
import { PRODUCTS } from './seed/catalogue.js';
import { seededContractOptions } from './testing/contract-options.js';
import { createTempDatabase, RecordingMailer, type TempDatabase } from './testing/test-store.js';

const SCHEMA = 'shop_contract';
let database: TempDatabase | null = null;
const databaseReady = createTempDatabase(undefined, 'shop_h3').then((d) => (database = d));
afterAll(async () => {
  await database?.drop();
});

const mailer = new RecordingMailer();
const make = async () =>
  createEmbeddedBackend({
    databaseUrl: (await databaseReady).url,
    schema: SCHEMA,
    mailer,
    publicSiteUrl: 'http://shop.test',
  });

describeStoreContract('embedded (PostgreSQL, own schema)', make, {
  ...seededContractOptions(mailer),
  extraBackends: async () => {
    const other = await make();
    await other.lifecycle.init();
    return [other];
  },
});

describe('embedded store (PostgreSQL)', () => {
  let url: string;
  beforeAll(async () => {
    url = (await databaseReady).url;
  });

  it('keeps a schema store apart from the public schema', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select table_schema from information_schema.tables where table_name = 'products' order by table_schema`,
      );
      expect(rows.map((r) => r.table_schema)).toContain(SCHEMA);
    } finally {
      await client.end();
    }
  });

  it('migrates and seeds exactly once when several gateways start together, and survives a restart', async () => {
    const stores = Array.from({ length: 3 }, () =>
      createEmbeddedBackend({ databaseUrl: url, mailer, publicSiteUrl: 'http://shop.test' }),
    );
    try {
      await Promise.all(stores.map((s) => s.lifecycle.init()));
      for (const store of stores) expect(await store.catalogue.listProducts()).toHaveLength(PRODUCTS.length);
    } finally {
      await Promise.all(stores.map((s) => s.lifecycle.close()));
    }
    const again = createEmbeddedBackend({ databaseUrl: url, mailer, publicSiteUrl: 'http://shop.test' });
    await again.lifecycle.init();
    try {
      expect(await again.catalogue.listProducts()).toHaveLength(PRODUCTS.length);
      await again.lifecycle.ping();
    } finally {
      await again.lifecycle.close();
    }
  });

  it('rejects an unsafe schema name', async () => {
    const store = createEmbeddedBackend({
      databaseUrl: url,
      schema: 'x"; drop table products; --',
      mailer,
      publicSiteUrl: 'http://x.test',
    });
    await expect(store.lifecycle.init()).rejects.toThrow(/Invalid PostgreSQL schema name/);
  });
});
