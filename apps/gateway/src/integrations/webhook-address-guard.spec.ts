import { describe, expect, it } from 'vitest';
import { checkWebhookHost, isPublicAddress } from './webhook-address-guard.js';

describe('webhook address guard', () => {
  it('refuses loopback, private, link-local, unique-local and reserved addresses (IPv4 and IPv6)', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456:789a::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.1.2.3',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses a name when any of its addresses is refused, and reports names that do not resolve', async () => {
    const resolve = async (host: string) => {
      if (host === 'mixed.test')
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ];
      if (host === 'public.test') return [{ address: '2606:4700:4700::1111', family: 6 }];
      throw new Error('ENOTFOUND');
    };
    expect(await checkWebhookHost('mixed.test', { allowPrivate: false, resolve })).toMatchObject({
      ok: false,
      reason: 'not_allowed',
    });
    expect(await checkWebhookHost('public.test', { allowPrivate: false, resolve })).toEqual({
      ok: true,
      addresses: [{ address: '2606:4700:4700::1111', family: 6 }],
    });
    expect(await checkWebhookHost('nowhere.test', { allowPrivate: false, resolve })).toMatchObject({
      ok: false,
      reason: 'unresolvable',
    });
    expect(await checkWebhookHost('[::1]', { allowPrivate: false, resolve })).toMatchObject({ ok: false });
    expect(await checkWebhookHost('[::1]', { allowPrivate: true, resolve })).toMatchObject({ ok: true });
    // localhost through the system resolver (the hosts file): refused
    expect(await checkWebhookHost('localhost', { allowPrivate: false })).toMatchObject({
      ok: false,
      reason: 'not_allowed',
    });
  });
});
