/**
 * `npm run admin:create -- --email owner@example.com --password '...' [--name "Anna"] [--role OWNER|STAFF]`
 * (repository root or apps/gateway): creates a staff account of the operator console in the embedded
 * store the gateway's environment names (DATA_DIR for PGlite, or DATABASE_URL + DATABASE_SCHEMA).
 * The role defaults to OWNER. An existing account is never changed. This script prints no password;
 * npm itself echoes the command line it runs, so without `--password` the password is asked for
 * (not echoed) on a terminal, or read from standard input (`... --email a@b.nl < password.txt`).
 * With PGlite, run it while the gateway is stopped (one process owns a PGlite folder).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { staffCreateSchema, validateInput } from '@shop/domain';
import { createEmbeddedBackend } from '../backends/embedded/index.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { redactSecrets } from './audit/redact.js';

const USAGE =
  'usage: npm run admin:create -- --email <e-mail> [--password <password>] [--name <name>] [--role OWNER|STAFF]\n' +
  '(without --password it is asked for, or read from standard input)';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { email?: string; password?: string; name?: string; role?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.email) fail(USAGE);
  const password = values.password ?? (await readPassword());
  const parsed = validateInput(staffCreateSchema, {
    email: values.email,
    password,
    name: values.name ?? 'Shop owner',
    role: (values.role ?? 'OWNER').toUpperCase(),
  });
  if (!parsed.ok) fail(parsed.userErrors.map((e) => `--${e.field?.join('.') ?? 'input'}: ${e.message}`).join('; '));

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  if (config.storeBackend !== 'embedded') fail('the operator console keeps its accounts in the embedded store only');
  const quiet = () => undefined;
  const store = createEmbeddedBackend({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    publicSiteUrl: config.publicSiteUrl,
    // never seeds: the gateway decides about demo data when it starts
    seed: false,
    mailer: { send: async () => undefined },
    logger: { log: quiet, warn: quiet, error: (m: unknown) => console.error(m) },
  });
  await store.lifecycle.init();
  try {
    const result = await store.admin.staff.create(parsed.data);
    if (result.kind === 'email_taken')
      fail(`a staff account with the e-mail ${parsed.data.email} already exists (left unchanged)`);
    const { staff } = result;
    await store.admin.audit.append({
      at: new Date(),
      actorStaffId: null,
      actor: 'system',
      action: 'staff.create',
      subject: `staff ${staff.email}`,
      before: null,
      after: redactSecrets({ email: staff.email, name: staff.name, role: staff.role, active: staff.active }),
    });
    const where = config.databaseUrl
      ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
      : config.dataDir;
    console.log(`admin:create: ${staff.role} ${staff.email} created in ${where}; sign in at /admin`);
  } finally {
    await store.lifecycle.close();
  }
}

/** from a terminal without echo, or the first line of standard input */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write('Password (not shown): ');
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

main().catch((error: unknown) => {
  console.error('admin:create failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
