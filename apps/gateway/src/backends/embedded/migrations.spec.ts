/**
 * Migration 0002_order_columns moves the buyer and addresses of orders placed before it out of the
 * WooCommerce-shaped JSONB (billing, payload) into typed columns, then drops the JSONB.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db.js';

const statements = (file: string) =>
  readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

describe('migration 0002_order_columns', () => {
  it('copies the buyer and addresses of existing orders into the typed columns', async () => {
    const db = new PGlite();
    try {
      for (const file of ['0000_init.sql', '0001_money_bigint.sql'])
        for (const sql of statements(file)) await db.exec(sql);
      const billing = {
        first_name: 'Anna',
        last_name: 'de Boer',
        address_1: 'Damrak 1',
        city: 'Amsterdam',
        postcode: '1012 LG',
        country: 'NL',
        email: 'anna@example.com',
        phone: '+31 6 1',
      };
      const payload = { billing, shipping: { ...billing, address_1: 'Dock 7', city: 'Rotterdam' } };
      await db.query(
        `INSERT INTO orders (idempotency_key, payload_hash, subtotal_cents, discount_cents, total_cents, billing, payload)
         VALUES ('k1', 'h', 100, 0, 100, $1, $2), ('k2', 'h', 100, 0, 100, $3, '{}')`,
        [JSON.stringify(billing), JSON.stringify(payload), JSON.stringify({ ...billing, phone: '' })],
      );
      for (const sql of statements('0002_order_columns.sql')) await db.exec(sql);
      const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM orders ORDER BY idempotency_key');
      expect(rows[0]).toMatchObject({
        buyer_email: 'anna@example.com',
        buyer_phone: '+31 6 1',
        billing_first_name: 'Anna',
        billing_last_name: 'de Boer',
        billing_street: 'Damrak 1',
        billing_city: 'Amsterdam',
        billing_postcode: '1012 LG',
        billing_country: 'NL',
        shipping_street: 'Dock 7',
        shipping_city: 'Rotterdam',
        shipping_first_name: 'Anna',
      });
      // no shipping in the payload: the billing address; an empty phone becomes null
      expect(rows[1]).toMatchObject({ shipping_street: 'Damrak 1', buyer_phone: null });
      expect(rows[0]).not.toHaveProperty('billing');
      expect(rows[0]).not.toHaveProperty('payload');
    } finally {
      await db.close();
    }
  });
});

describe('migration 0007_compliance', () => {
  it('makes the audit log append-only; deleting a staff account still unlinks its entries', async () => {
    const db = new PGlite();
    try {
      const files = readdirSync(MIGRATIONS_FOLDER)
        .filter((file) => file.endsWith('.sql'))
        .sort();
      expect(files).toContain('0007_compliance.sql');
      for (const file of files) for (const sql of statements(file)) await db.exec(sql);
      await db.exec(`INSERT INTO staff (email, name, role, password_hash) VALUES ('o@example.com', 'O', 'OWNER', 'x')`);
      await db.exec(
        `INSERT INTO audit_log (actor_staff_id, actor, action, subject, after) VALUES (1, 'o@example.com', 'customer.approve', 'customer 1', '{"status":"APPROVED"}')`,
      );
      await expect(db.exec(`UPDATE audit_log SET subject = 'customer 2'`)).rejects.toThrow(/append-only/);
      await expect(db.exec(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
      await db.exec(`DELETE FROM staff`);
      const { rows } = await db.query<Record<string, unknown>>('SELECT actor_staff_id, actor, subject FROM audit_log');
      expect(rows).toEqual([{ actor_staff_id: null, actor: 'o@example.com', subject: 'customer 1' }]);
    } finally {
      await db.close();
    }
  });
});
