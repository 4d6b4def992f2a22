/**
 * The settings port of the embedded store (table shop_settings): one JSON value per key. Defaults and
 * validation are the gateway's (src/admin/settings).
 */
import { sql } from 'drizzle-orm';
import type { SettingsPort } from '../../admin-port.js';
import type { EmbeddedConnection } from '../connection.js';
import * as t from '../schema.js';

export class EmbeddedSettings implements SettingsPort {
  constructor(private readonly conn: EmbeddedConnection) {}

  async read(): Promise<Record<string, unknown>> {
    const rows = await this.conn.run((db) => db.select().from(t.shopSettings));
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }

  async write(values: Record<string, unknown>, opts: { now: Date }): Promise<void> {
    const entries = Object.entries(values).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    await this.conn.run((db) =>
      db
        .insert(t.shopSettings)
        .values(entries.map(([key, value]) => ({ key, value, updatedAt: opts.now })))
        .onConflictDoUpdate({
          target: t.shopSettings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        }),
    );
  }
}
