import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('a connection ended while it holds an advisory lock or a transaction is reported, never an uncaught exception', async () => {
    temp = await createTempDatabase(TEST_POSTGRES_URL, 'db_spec');
    const reported: Error[] = [];
    let onReport = () => undefined as void;
    handle = await openDatabase({
      databaseUrl: temp.url,
      onConnectionError: (error) => {
        reported.push(error);
        onReport();
      },
    });
    // a checked-out pg client without an 'error' listener throws its 'error' event as an uncaught
    // exception: the gateway would exit. This listener keeps the test process alive to say so.
    const uncaught: unknown[] = [];
    let onUncaught = () => undefined as void;
    const listener = (error: unknown) => {
      uncaught.push(error);
      onUncaught();
    };
    process.on('uncaughtException', listener);
    /** resolves once the connection's loss surfaced, as a report or as an uncaught exception */
    const surfaced = () =>
      new Promise<void>((resolve) => {
        const before = reported.length + uncaught.length;
        onReport = onUncaught = () => {
          if (reported.length + uncaught.length > before) resolve();
        };
      });
    try {
      // the order lock: the server ends the lock's connection while the work runs
      const locked = await handle.withAdvisoryLock('order-key:k1', async () => {
        const lost = surfaced();
        await terminateConnections(temp!.name, "query LIKE '%pg_advisory_lock%'");
        await lost;
        return 'order stored';
      });
      // the work was done (the server ended the lock with the connection): its result stands
      expect(locked).toBe('order stored');

      // a transaction: the server ends its connection between two statements
      const tx = handle.db.transaction(async (t) => {
        await t.execute('select 1');
        const lost = surfaced();
        await terminateConnections(temp!.name, "state = 'idle in transaction'");
        await lost;
        await t.execute('select 2');
      });
      await expect(tx).rejects.toThrow();

      expect(uncaught).toEqual([]);
      expect(reported.map((e) => e.message)).toEqual([
        expect.stringMatching(/terminating connection/),
        expect.stringMatching(/terminating connection/),
      ]);
      // both pools open new connections: the key can be locked again, queries run
      await expect(handle.withAdvisoryLock('order-key:k1', async () => 'again')).resolves.toBe('again');
      const rows = (await handle.db.execute('select 3 as three')) as unknown as { rows: { three: number }[] };
      expect(rows.rows[0]!.three).toBe(3);
    } finally {
      process.off('uncaughtException', listener);
    }
  });

  it('close() resolves once the server has seen every connection go, so the database can be dropped at once', async () => {
    temp = await createTempDatabase(TEST_POSTGRES_URL, 'db_spec');
    const reported = vi.fn();
    handle = await openDatabase({ databaseUrl: temp.url, onConnectionError: reported });
    // several pooled connections and the lock pool's
    await Promise.all(Array.from({ length: 10 }, () => handle!.db.execute('select pg_sleep(0.05)')));
    await handle.withAdvisoryLock('k', async () => undefined);
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await handle.close();
      handle = undefined;
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [temp.name],
      );
      expect(rows[0]!.n).toBe(0);
      // what the test harness does next: nothing of ours is left for the server to end
      await admin.query(`DROP DATABASE "${temp.name}" WITH (FORCE)`);
      temp = undefined;
    } finally {
      await admin.end();
    }
    expect(reported).not.toHaveBeenCalled();
  });
});

/** ends the connections to `database` matching `where` (pg_stat_activity), as an administrator would */
async function terminateConnections(database: string, where: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND ${where}`,
      [database],
    );
    expect(rows.filter((r) => r.ended)).toHaveLength(1);
  } finally {
    await admin.end();
  }
}
