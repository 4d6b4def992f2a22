import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './db.js';
import { createTempDatabase, TEST_POSTGRES_URL, type TempDatabase } from './testing/test-store.js';

let temp: TempDatabase | undefined;
let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  await temp?.drop();
  handle = temp = undefined;
});

describe('openDatabase on PostgreSQL', () => {
  it('survives the server ending an idle pooled connection (restart, failover, DROP ... WITH (FORCE)) and reconnects', async () => {
    temp = await createTempDatabase(TEST_POSTGRES_URL, 'db_spec');
    let reportLost!: (error: Error) => void;
    const lost = new Promise<Error>((resolve) => (reportLost = resolve));
    handle = await openDatabase({ databaseUrl: temp.url, onConnectionError: reportLost });
    await handle.db.execute('select 1');

    // the server ends the (now idle) pooled connection, as an administrator or a restart would
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [temp.name],
      );
    } finally {
      await admin.end();
    }

    expect((await lost).message).toMatch(/terminating connection/);
    // the pool opens a new connection for the next query
    const rows = (await handle.db.execute('select 2 as two')) as unknown as { rows: { two: number }[] };
    expect(rows.rows[0]!.two).toBe(2);
  });
});
