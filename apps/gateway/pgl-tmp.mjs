import { PGlite } from '@electric-sql/pglite';
import { rmSync } from 'node:fs';
const mode = process.argv[2] ?? 'default';
const dir = '/tmp/pgl-test-' + mode; rmSync(dir, { recursive: true, force: true });
const db = await PGlite.create(dir);
if (mode === 'nozero') await db.exec('SET wal_init_zero = off; SET wal_recycle = on;');
console.log((await db.query("select name, setting from pg_settings where name in ('wal_init_zero','wal_recycle','max_wal_size','checkpoint_timeout','full_page_writes','fsync','synchronous_commit','wal_segment_size','shared_buffers','wal_buffers')")).rows.map(r=>r.name+'='+r.setting).join(' '));
await db.exec('create table c (id int primary key, v int, data jsonb)');
for (let i = 1; i <= 200; i++) await db.query("insert into c values ($1, 0, '{}')", [i]);
const times = []; const slow = [];
const t0 = performance.now();
for (let i = 0; i < 10000; i++) {
  const t = performance.now();
  await db.query('update c set v = v + 1, data = $1 where id = $2', [JSON.stringify({ lines: Array.from({ length: 10 }, (_, k) => ({ productId: 'p'+k, quantity: i, variationId: null })) }), 1 + (i % 200)]);
  const d = performance.now() - t; times.push(d);
  if (d > 8) slow.push(`${i}:${d.toFixed(0)}`);
}
const total = performance.now() - t0;
times.sort((a, b) => a - b);
const q = (p) => times[Math.floor(p * (times.length - 1))].toFixed(2);
console.log(mode, 'total', total.toFixed(0), 'p50', q(0.5), 'p99', q(0.99), 'p999', q(0.999), 'max', q(1));
console.log('slow', slow.join(' '));
const w = await db.query("select pg_current_wal_lsn()"); console.log(w.rows);
await db.close();
