/**
 * How a shop gets its first console owner: SHOP_ADMIN_EMAIL + SHOP_ADMIN_PASSWORD at start (created once,
 * never overwritten) or `npm run admin:create` (PGlite or DATABASE_URL). No password in any output.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoggerService } from '@nestjs/common';
import { AdminLoginDocument, AuditLogDocument } from '@shop/schema/admin-operations';
import { describe, expect, it } from 'vitest';
import { createEmbeddedBackend } from '../src/backends/embedded/index.js';
import { copyStoreTemplate, createStoreDatabase } from '../src/backends/embedded/testing/seeded-store.js';
import { createTempDir } from '../src/backends/embedded/testing/test-store.js';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { adminClient, adminGql } from './helpers/admin.js';
import { startTestApp } from './helpers/test-app.js';

const OWNER_PASSWORD = 'Owner#2026x';
const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** every line Nest logs, to prove none carries the password */
function recordingLogger(): LoggerService & { lines: string[] } {
  const lines: string[] = [];
  const keep = (...parts: unknown[]) =>
    lines.push(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' '));
  return { lines, log: keep, error: keep, warn: keep, debug: keep, verbose: keep, fatal: keep };
}

describe('SHOP_ADMIN_EMAIL + SHOP_ADMIN_PASSWORD', () => {
  it('create the first owner once; a restart with another password changes nothing', async () => {
    const dir = createTempDir();
    const logger = recordingLogger();
    try {
      const first = await startTestApp({
        logger,
        env: {
          DATA_DIR: dir.path,
          SHOP_ADMIN_EMAIL: 'Boss@Example.com',
          SHOP_ADMIN_PASSWORD: OWNER_PASSWORD,
          SHOP_ADMIN_NAME: 'Bo Boss',
        },
      });
      try {
        const login = await adminGql(first, AdminLoginDocument, {
          email: 'boss@example.com',
          password: OWNER_PASSWORD,
        });
        expect(login.data.adminLogin.staff).toMatchObject({
          email: 'boss@example.com',
          name: 'Bo Boss',
          role: 'OWNER',
        });
        const owner = await adminClient(first, { login: { email: 'boss@example.com', password: OWNER_PASSWORD } });
        const audit = await owner.gql(AuditLogDocument, { filter: { action: 'staff.create' } });
        expect(audit.data.auditLog.items).toEqual([
          expect.objectContaining({ actor: 'system', subject: 'staff boss@example.com', before: null }),
        ]);
        expect(JSON.parse(audit.data.auditLog.items[0]!.after!)).toMatchObject({
          email: 'boss@example.com',
          role: 'OWNER',
        });
      } finally {
        await first.close();
      }
      expect(
        logger.lines.some(
          (line) => line.includes('first owner of the console created') && line.includes('boss@example.com'),
        ),
      ).toBe(true);

      const second = await startTestApp({
        logger,
        env: { DATA_DIR: dir.path, SHOP_ADMIN_EMAIL: 'boss@example.com', SHOP_ADMIN_PASSWORD: 'Other#2026y' },
      });
      try {
        const old = await adminGql(second, AdminLoginDocument, { email: 'boss@example.com', password: OWNER_PASSWORD });
        expect(old.data.adminLogin.userErrors).toEqual([]);
        const changed = await adminGql(second, AdminLoginDocument, {
          email: 'boss@example.com',
          password: 'Other#2026y',
        });
        expect(changed.data.adminLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
        expect(await second.backend.admin!.staff.list()).toHaveLength(1);
      } finally {
        await second.close();
      }
      expect(logger.lines.join('\n')).not.toMatch(/Owner#2026x|Other#2026y/);
    } finally {
      dir.remove();
    }
  });

  it('are validated at start: both or neither, a valid e-mail, the password rule; the value is never shown', () => {
    const base = { NODE_ENV: 'test' };
    const error = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (e) {
        if (e instanceof ConfigError) return e.message;
        throw e;
      }
      return null;
    };
    expect(error({ SHOP_ADMIN_EMAIL: 'boss@example.com' })).toContain(
      'SHOP_ADMIN_PASSWORD: is required when SHOP_ADMIN_EMAIL is set',
    );
    expect(error({ SHOP_ADMIN_PASSWORD: OWNER_PASSWORD })).toContain(
      'SHOP_ADMIN_EMAIL: is required when SHOP_ADMIN_PASSWORD is set',
    );
    const weak = error({ SHOP_ADMIN_EMAIL: 'boss@example.com', SHOP_ADMIN_PASSWORD: 'password1' });
    expect(weak).toContain('SHOP_ADMIN_PASSWORD: Password must contain at least one uppercase letter');
    expect(weak).toContain('value hidden');
    expect(weak).not.toContain('password1');
    expect(error({ SHOP_ADMIN_EMAIL: 'not-mail', SHOP_ADMIN_PASSWORD: OWNER_PASSWORD })).toContain('SHOP_ADMIN_EMAIL');
    expect(
      loadConfig({ ...base, SHOP_ADMIN_EMAIL: 'Boss@Example.com', SHOP_ADMIN_PASSWORD: OWNER_PASSWORD }).admin
        .firstOwner,
    ).toEqual({ email: 'boss@example.com', password: OWNER_PASSWORD, name: 'Shop owner' });
  });
});

function adminCreate(args: string[], env: Record<string, string>, stdin?: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = execFile(
      TSX,
      ['src/admin/admin-create.cli.ts', ...args],
      { cwd: GATEWAY, env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
    child.stdin?.end(stdin ?? '');
  });
}

async function staffIn(options: { dataDir?: string; databaseUrl?: string }) {
  const store = createEmbeddedBackend({
    ...options,
    seed: false,
    publicSiteUrl: 'http://localhost',
    mailer: { send: async () => undefined },
  });
  await store.lifecycle.init();
  try {
    return {
      staff: await store.admin.staff.list(),
      audit: (await store.admin.audit.list({}, 1, 10)).items,
      products: (await store.catalogue.listProducts()).length,
    };
  } finally {
    await store.lifecycle.close();
  }
}

describe('npm run admin:create', () => {
  it('creates an account on PGlite, never changes an existing one, refuses a weak password, prints no password', async () => {
    const dir = createTempDir();
    // a migrated store without demo data, as `npm start` with DEMO_DATA=false leaves it
    await copyStoreTemplate(dir.path, 'empty');
    try {
      const env = { DATA_DIR: dir.path };
      const created = await adminCreate(
        ['--email', 'Anna@Example.com', '--password', OWNER_PASSWORD, '--name', 'Anna Owner'],
        env,
      );
      expect(created).toMatchObject({ code: 0 });
      expect(created.output).toContain('admin:create: OWNER anna@example.com created');
      const again = await adminCreate(['--email', 'anna@example.com', '--password', 'Other#2026y'], env);
      expect(again.code).toBe(1);
      expect(again.output).toContain(
        'a staff account with the e-mail anna@example.com already exists (left unchanged)',
      );
      const weak = await adminCreate(['--email', 'b@example.com', '--role', 'STAFF'], env, 'weakpass\n');
      expect(weak.code).toBe(1);
      expect(weak.output).toContain('--password: Password must contain at least one uppercase letter');
      const staffRole = await adminCreate(
        ['--email', 'sam@example.com', '--role', 'staff', '--name', 'Sam'],
        env,
        'Staff#2026z\n',
      );
      expect(staffRole.code).toBe(0);
      for (const run of [created, again, weak, staffRole])
        expect(run.output).not.toMatch(/Owner#2026x|Other#2026y|weakpass|Staff#2026z/);

      const { staff, audit, products } = await staffIn({ dataDir: dir.path });
      expect(staff.map(({ email, name, role }) => ({ email, name, role }))).toEqual([
        { email: 'anna@example.com', name: 'Anna Owner', role: 'OWNER' },
        { email: 'sam@example.com', name: 'Sam', role: 'STAFF' },
      ]);
      expect(audit.map((entry) => [entry.actor, entry.action, entry.subject])).toEqual([
        ['system', 'staff.create', 'staff sam@example.com'],
        ['system', 'staff.create', 'staff anna@example.com'],
      ]);
      // the script never seeds: the gateway decides about demo data when it starts
      expect(products).toBe(0);
    } finally {
      dir.remove();
    }
  });

  it('works on a PostgreSQL server (DATABASE_URL)', async () => {
    const db = await createStoreDatabase('empty', 'admin_create');
    try {
      const run = await adminCreate(['--email', 'pg@example.com', '--password', OWNER_PASSWORD], {
        DATABASE_URL: db.url,
      });
      expect(run.code).toBe(0);
      expect(run.output).toContain('created in PostgreSQL');
      expect((await staffIn({ databaseUrl: db.url })).staff.map((s) => s.email)).toEqual(['pg@example.com']);
    } finally {
      await db.drop();
    }
  });
});
