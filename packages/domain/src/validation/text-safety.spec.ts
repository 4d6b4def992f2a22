import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  addressSchema,
  checkoutSchema,
  contactSchema,
  couponCodeProblem,
  couponCodeSchema,
  profileSchema,
  registrationSchema,
  resetPasswordInputSchema,
} from './schemas.js';
import { hasUnsafeCharacters, stripUnsafeCharacters, TEXT_MESSAGES, visibleLength } from './text-safety.js';

function messagesAt(schema: z.ZodMiniType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

const NUL = '\u0000';
const BELL = '\u0007';
const ESC = '\u001b';
const DEL = '\u007f';
const C1 = '\u0085';
const RLO = '\u202e';
const LRI = '\u2066';
const ZWSP = '\u200b';
const ZWJ = '\u200d';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['NUL', `a${NUL}b`],
    ['bell', `a${BELL}`],
    ['escape', `${ESC}[31m`],
    ['DEL', `a${DEL}`],
    ['a C1 control', `a${C1}`],
    ['right-to-left override', `abc${RLO}fdp.exe`],
    ['a bidi isolate', `${LRI}x`],
  ])('refuses %s in any text', (_label, text) => {
    expect(hasUnsafeCharacters(text, { multiline: false })).toBe(true);
    expect(hasUnsafeCharacters(text, { multiline: true })).toBe(true);
  });

  it('allows tab and line breaks only in multi-line text', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasUnsafeCharacters(text, { multiline: true })).toBe(false);
      expect(hasUnsafeCharacters(text, { multiline: false })).toBe(true);
    }
  });

  it('allows ordinary international text', () => {
    expect(hasUnsafeCharacters('Zoë van Dijk – Café “Groen” שלום 東京 🌿', { multiline: false })).toBe(false);
  });
});

describe('visibleLength / stripUnsafeCharacters', () => {
  it('does not count zero-width characters', () => {
    expect(visibleLength(`${ZWSP}${ZWJ}${ZWSP}`)).toBe(0);
    expect(visibleLength(`a${ZWSP}b`)).toBe(2);
  });

  it('strips control and bidi characters (search boxes)', () => {
    expect(stripUnsafeCharacters(`oil${NUL}${RLO}\n`)).toBe('oil ');
  });
});

describe('every text form refuses control characters with a userError message', () => {
  const registration = {
    name: 'Anna de Boer',
    email: 'anna@shop.nl',
    phone: '',
    companyName: 'Boer Retail',
    companyRegNumber: 'KVK 12345678',
    companyVatNumber: 'NL123456782B01',
    password: 'Sup3r$ecret',
    confirmPassword: 'Sup3r$ecret',
    agreeTerms: true,
    confirmAge: true,
  };

  it('register: NUL, bell, escape and RTL override in any field', () => {
    for (const bad of [NUL, BELL, ESC, RLO]) {
      for (const field of ['name', 'phone', 'companyName', 'companyRegNumber', 'companyVatNumber']) {
        expect(messagesAt(registrationSchema, { ...registration, [field]: `Valid ${bad}text` }, field)).toContain(
          TEXT_MESSAGES.invalidCharacters,
        );
      }
    }
  });

  it('register: a name made only of zero-width characters is too short', () => {
    expect(messagesAt(registrationSchema, { ...registration, name: `${ZWSP}${ZWJ}${ZWSP}` }, 'name')).toContain(
      'Name must be at least 2 characters',
    );
  });

  it('profile, address and checkout fields', () => {
    const profile = { ...registration, company: '' };
    expect(messagesAt(profileSchema, { ...profile, company: `Leaf${NUL}` }, 'company')).toContain(
      TEXT_MESSAGES.invalidCharacters,
    );
    expect(messagesAt(addressSchema, { address: `Main street 1${NUL}` }, 'address')).toContain(
      TEXT_MESSAGES.invalidCharacters,
    );
    expect(messagesAt(addressSchema, { address: 'Main street 1\n1000 AA Amsterdam' }, 'address')).toEqual([]);
    const shipping = { fullName: 'Anna de Boer', email: 'anna@shop.nl', phone: '', address: 'Main street 1' };
    for (const field of ['fullName', 'phone', 'address', 'comment']) {
      expect(messagesAt(checkoutSchema, { ...shipping, [field]: `Text ${ESC} here` }, field)).toContain(
        TEXT_MESSAGES.invalidCharacters,
      );
    }
    expect(messagesAt(checkoutSchema, { ...shipping, comment: 'Please\ndeliver\tbefore noon' }, 'comment')).toEqual([]);
  });

  it('contact: control characters anywhere, CR/LF in the subject', () => {
    const contact = {
      name: 'Anna',
      email: 'anna@shop.nl',
      phone: '',
      company: 'Leaf BV',
      subject: 'Hello',
      message: 'A long enough message',
    };
    expect(messagesAt(contactSchema, { ...contact, subject: 'Hello\r\nBcc: x@evil.example' }, 'subject')).toContain(
      TEXT_MESSAGES.singleLine,
    );
    expect(messagesAt(contactSchema, { ...contact, message: `A long enough ${NUL} message` }, 'message')).toContain(
      TEXT_MESSAGES.invalidCharacters,
    );
    expect(messagesAt(contactSchema, { ...contact, message: 'Line one\nline two, long enough' }, 'message')).toEqual(
      [],
    );
  });

  it('coupon codes and reset tokens', () => {
    expect(couponCodeSchema.safeParse(`WELCOME10${NUL}`).success).toBe(false);
    expect(couponCodeProblem(`WELCOME10${NUL}`)).toBe(TEXT_MESSAGES.invalidCharacters);
    expect(couponCodeProblem('x'.repeat(101))).toBe('Coupon code must not exceed 100 characters');
    expect(couponCodeProblem(' welcome10 ')).toBeNull();
    expect(
      messagesAt(
        resetPasswordInputSchema,
        { email: 'anna@shop.nl', token: `abc${NUL}`, newPassword: 'Res3t!Pass' },
        'token',
      ),
    ).toContain(TEXT_MESSAGES.invalidCharacters);
  });
});
