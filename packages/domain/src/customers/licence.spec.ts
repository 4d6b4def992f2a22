import { describe, expect, it } from 'vitest';
import {
  checkLicenceExpiry,
  isLicenceExpired,
  LICENCE_MESSAGES,
  licenceExpiresSoon,
  licenceFileName,
  sniffLicenceType,
} from './licence.js';

describe('trade licences', () => {
  it('sniffs PDF, JPEG and PNG from the bytes and nothing else', () => {
    expect(sniffLicenceType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffLicenceType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe('image/jpeg');
    expect(sniffLicenceType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe('image/png');
    expect(sniffLicenceType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffLicenceType(Buffer.from('<html>%PDF-'))).toBeNull();
    expect(sniffLicenceType(new Uint8Array())).toBeNull();
  });

  it('takes an expiry date that is a real day, today or later', () => {
    expect(checkLicenceExpiry('2027-02-28', '2026-11-25')).toEqual({ ok: true, expiresOn: '2027-02-28' });
    expect(checkLicenceExpiry('2026-11-25', '2026-11-25')).toEqual({ ok: true, expiresOn: '2026-11-25' });
    expect(checkLicenceExpiry('2026-11-24', '2026-11-25')).toEqual({
      ok: false,
      message: LICENCE_MESSAGES.alreadyExpired,
    });
    for (const bad of ['2027-02-30', '27-01-01', '', null, 20270101]) {
      expect(checkLicenceExpiry(bad, '2026-11-25')).toEqual({ ok: false, message: LICENCE_MESSAGES.expiresOn });
    }
  });

  it('is expired from the day after its expiry, and flagged within 30 days before', () => {
    expect(isLicenceExpired('2026-11-25', '2026-11-25')).toBe(false);
    expect(isLicenceExpired('2026-11-24', '2026-11-25')).toBe(true);
    expect(licenceExpiresSoon('2026-12-25', '2026-11-25')).toBe(true);
    expect(licenceExpiresSoon('2026-12-26', '2026-11-25')).toBe(false);
    expect(licenceExpiresSoon('2026-11-24', '2026-11-25')).toBe(false);
  });

  it('keeps a safe file name', () => {
    expect(licenceFileName('C:\\docs\\KvK licence "2026".pdf', 'application/pdf')).toBe('KvK licence 2026.pdf');
    expect(licenceFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(licenceFileName('"";', 'image/jpeg')).toBe('licence.jpg');
    expect(licenceFileName(undefined, 'application/pdf')).toBe('licence.pdf');
  });
});
