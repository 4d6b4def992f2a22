/**
 * Helpers for tests that need a real embedded store: a throw-away PostgreSQL database, a PGlite
 * folder, and a mailer that remembers what it sent. Used by this folder's specs and available to the
 * gateway's end-to-end tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { MailMessage, Mailer } from '../../../mail/mailer.js';

/** the machine's PostgreSQL (trust auth), overridable with TEST_DATABASE_URL */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TempDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** creates an empty database next to `baseUrl`'s, named `<prefix>_<random>`; `drop()` removes it */
export async function createTempDatabase(baseUrl = TEST_POSTGRES_URL, prefix = 'shop_test'): Promise<TempDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function createTempDir(prefix = 'shop-pglite-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** a Mailer that keeps every message in memory */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** the last message to `to` (case-insensitive), or null */
  lastTo(to: string): MailMessage | null {
    const wanted = to.trim().toLowerCase();
    return [...this.sent].reverse().find((m) => m.to.toLowerCase() === wanted) ?? null;
  }

  /** the first http(s) link of the last message to `to`, or null */
  lastLinkTo(to: string): string | null {
    return /https?:\/\/\S+/.exec(this.lastTo(to)?.text ?? '')?.[0] ?? null;
  }
}
