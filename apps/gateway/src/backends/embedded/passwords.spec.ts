import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords (scrypt)', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Wholesale#2024');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Wholesale#2024', hash)).toBe(true);
    expect(await verifyPassword('wholesale#2024', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Same#Pass1'), hashPassword('Same#Pass1')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same#Pass1', b)).toBe(true);
  });

  it('treats malformed stored hashes as a mismatch', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA==$')).toBe(false);
  });

  it('honours the cost parameters stored with the hash', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('fixed-salt-16byt');
    const key = scryptSync('Old#Params1', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Old#Params1', stored)).toBe(true);
  });
});
