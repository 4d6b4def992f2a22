import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  addressSchema,
  changePasswordSchema,
  checkoutSchema,
  contactSchema,
  couponCodeSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordStrength,
  profileSchema,
  registrationSchema,
  resetPasswordInputSchema,
  resetPasswordSchema,
  stripSpaces,
} from './schemas.js';

/** Messages per field ("" for the root) of a failed parse; {} when it succeeds. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const COMPOSITION =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character, and no spaces';
const STRICT_COMPOSITION =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces';
const x = (n: number) => 'x'.repeat(n);

describe('contactSchema', () => {
  const valid = {
    name: 'Anna',
    email: 'anna@shop.nl',
    phone: '',
    company: 'Leaf BV',
    subject: 'Hi',
    message: 'Hello there!',
  };
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['phone null', { phone: null }, {}],
    ['phone missing', { phone: undefined }, {}],
    ['name too short', { name: 'A' }, { name: ['Name must be at least 2 characters'] }],
    ['name blank after trim', { name: '  A  ' }, { name: ['Name must be at least 2 characters'] }],
    ['name missing', { name: undefined }, { name: ['Name must be at least 2 characters'] }],
    ['email invalid', { email: 'anna@' }, { email: ['Please enter a valid email address'] }],
    ['email empty', { email: '' }, { email: ['Please enter a valid email address'] }],
    ['company too short', { company: 'L' }, { company: ['Company must be at least 2 characters'] }],
    ['subject too short', { subject: 'H' }, { subject: ['Subject must be at least 2 characters'] }],
    ['message too short', { message: 'Too short' }, { message: ['Message must be at least 10 characters'] }],
    ['phone too long', { phone: x(21) }, { phone: ['Phone number must not exceed 20 characters'] }],
    ['name too long', { name: x(101) }, { name: ['Name must not exceed 100 characters'] }],
    ['message too long', { message: x(5001) }, { message: ['Message must not exceed 5000 characters'] }],
  ])('%s', (_, patch, errors) => {
    expect(errorsOf(contactSchema, { ...valid, ...patch })).toEqual(errors);
  });

  // zod's own English messages, for an issue the schema gives no message of its own (zod/mini ships
  // none: without the domain's locale step this would read "Invalid input")
  it('answers a value of the wrong type in zod words', () => {
    expect(errorsOf(contactSchema, { ...valid, phone: 42 })).toEqual({
      phone: ['Invalid input: expected string, received number'],
    });
    expect(errorsOf(contactSchema, 'Anna')).toEqual({ '': ['Invalid input: expected object, received string'] });
  });

  it('trims text fields', () => {
    expect(contactSchema.parse({ ...valid, name: ' Anna ', email: ' anna@shop.nl ' })).toMatchObject({
      name: 'Anna',
      email: 'anna@shop.nl',
    });
  });
});

describe('loginSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', { email: 'a@b.nl', password: 'whatever1' }, {}],
    ['remember me', { email: 'a@b.nl', password: 'whatever1', rememberMe: true }, {}],
    ['bad email', { email: 'nope', password: 'whatever1' }, { email: ['Please enter a valid email address'] }],
    [
      'short password',
      { email: 'a@b.nl', password: 'short' },
      { password: ['Password must be at least 8 characters'] },
    ],
    ['no password', { email: 'a@b.nl' }, { password: ['Password must be at least 8 characters'] }],
    [
      'remember me not a boolean',
      { email: 'a@b.nl', password: 'whatever1', rememberMe: 'yes' },
      { rememberMe: ['Invalid input: expected boolean, received string'] },
    ],
  ])('%s', (_, input, errors) => {
    expect(errorsOf(loginSchema, input)).toEqual(errors);
  });
});

describe('registrationSchema', () => {
  const valid = {
    name: 'Anna Jansen',
    email: 'anna@shop.nl',
    phone: '',
    companyName: 'Leaf BV',
    companyRegNumber: '12345',
    companyVatNumber: 'NL123456782B01',
    password: 'Secret_12',
    confirmPassword: 'Secret_12',
    agreeTerms: true,
    confirmAge: true,
  };
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['wide special set (underscore)', {}, {}],
    ['wide special set (euro sign)', { password: 'Secret€12', confirmPassword: 'Secret€12' }, {}],
    ['name', { name: 'A' }, { name: ['Name must be at least 2 characters'] }],
    ['email', { email: 'x' }, { email: ['Please enter a valid email address'] }],
    ['company name', { companyName: 'L' }, { companyName: ['Company name must be at least 2 characters'] }],
    [
      'reg number',
      { companyRegNumber: '1234' },
      { companyRegNumber: ['Company registration number must be at least 5 characters'] },
    ],
    [
      'vat number',
      { companyVatNumber: 'NL12' },
      { companyVatNumber: ['Company VAT number must be at least 5 characters'] },
    ],
    [
      'short password',
      { password: 'Se_1', confirmPassword: 'Se_1' },
      {
        password: ['Password must be at least 8 characters'],
        confirmPassword: ['Password must be at least 8 characters'],
      },
    ],
    [
      'no uppercase',
      { password: 'secret_12', confirmPassword: 'secret_12' },
      { password: [COMPOSITION], confirmPassword: [COMPOSITION] },
    ],
    [
      'no lowercase',
      { password: 'SECRET_12', confirmPassword: 'SECRET_12' },
      { password: [COMPOSITION], confirmPassword: [COMPOSITION] },
    ],
    [
      'no digit',
      { password: 'Secret_ab', confirmPassword: 'Secret_ab' },
      { password: [COMPOSITION], confirmPassword: [COMPOSITION] },
    ],
    [
      'no special',
      { password: 'Secret123', confirmPassword: 'Secret123' },
      { password: [COMPOSITION], confirmPassword: [COMPOSITION] },
    ],
    [
      'space',
      { password: 'Secret 12!', confirmPassword: 'Secret 12!' },
      { password: [COMPOSITION], confirmPassword: [COMPOSITION] },
    ],
    ['mismatch', { confirmPassword: 'Secret_13' }, { confirmPassword: ['Passwords do not match'] }],
    ['terms not agreed', { agreeTerms: false }, { agreeTerms: ['You must agree to the terms and conditions'] }],
    ['terms missing', { agreeTerms: undefined }, { agreeTerms: ['You must agree to the terms and conditions'] }],
    [
      'age not confirmed',
      { confirmAge: false },
      { confirmAge: ['You must be 21+ to purchase: please confirm your age'] },
    ],
    [
      'age missing',
      { confirmAge: undefined },
      { confirmAge: ['You must be 21+ to purchase: please confirm your age'] },
    ],
    ['phone too long', { phone: x(21) }, { phone: ['Phone number must not exceed 20 characters'] }],
  ])('%s', (_, patch, errors) => {
    expect(errorsOf(registrationSchema, { ...valid, ...patch })).toEqual(errors);
  });

  it('does not trim passwords', () => {
    expect(errorsOf(registrationSchema, { ...valid, password: ' Secret_12', confirmPassword: ' Secret_12' })).toEqual({
      password: [COMPOSITION],
      confirmPassword: [COMPOSITION],
    });
  });
});

describe('profileSchema', () => {
  const valid = {
    name: 'Anna',
    email: 'anna@shop.nl',
    phone: null,
    company: '',
    companyName: 'Leaf BV',
    companyRegNumber: '12345',
    companyVatNumber: 'NL123456782B01',
  };
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['optional fields absent', { phone: undefined, company: undefined }, {}],
    ['name short', { name: 'A' }, { name: ['Name must be at least 2 characters'] }],
    ['name long', { name: x(101) }, { name: ['Name must not exceed 100 characters'] }],
    ['name at limit', { name: x(100) }, {}],
    ['email', { email: 'anna' }, { email: ['Invalid email address'] }],
    ['company long', { company: x(101) }, { company: ['Company must not exceed 100 characters'] }],
    ['phone long', { phone: x(21) }, { phone: ['Phone number must not exceed 20 characters'] }],
    ['phone at limit', { phone: x(20) }, {}],
    ['company name short', { companyName: 'L' }, { companyName: ['Company name must be at least 2 characters'] }],
    ['company name long', { companyName: x(101) }, { companyName: ['Company name must not exceed 100 characters'] }],
    [
      'reg short',
      { companyRegNumber: '1234' },
      { companyRegNumber: ['Company registration number must be at least 5 characters'] },
    ],
    [
      'reg long',
      { companyRegNumber: x(51) },
      { companyRegNumber: ['Company registration number must not exceed 50 characters'] },
    ],
    [
      'vat short',
      { companyVatNumber: 'NL1' },
      { companyVatNumber: ['Company VAT number must be at least 5 characters'] },
    ],
    [
      'vat long',
      { companyVatNumber: x(51) },
      { companyVatNumber: ['Company VAT number must not exceed 50 characters'] },
    ],
  ])('%s', (_, patch, errors) => {
    expect(errorsOf(profileSchema, { ...valid, ...patch })).toEqual(errors);
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'old', newPassword: 'Secret!12', confirmPassword: 'Secret!12' };
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['current missing', { currentPassword: '' }, { currentPassword: ['Current password is required'] }],
    ['current undefined', { currentPassword: undefined }, { currentPassword: ['Current password is required'] }],
    [
      'short',
      { newPassword: 'Se!1', confirmPassword: 'Se!1' },
      {
        newPassword: ['Password must be at least 8 characters'],
        confirmPassword: ['Password must be at least 8 characters'],
      },
    ],
    [
      'special outside !@#$%^&*',
      { newPassword: 'Secret_12', confirmPassword: 'Secret_12' },
      { newPassword: [STRICT_COMPOSITION], confirmPassword: [STRICT_COMPOSITION] },
    ],
    ['other characters allowed besides one of the set', { newPassword: 'Secret_1&', confirmPassword: 'Secret_1&' }, {}],
    ['mismatch', { confirmPassword: 'Secret!13' }, { confirmPassword: ['New passwords do not match'] }],
  ])('%s', (_, patch, errors) => {
    expect(errorsOf(changePasswordSchema, { ...valid, ...patch })).toEqual(errors);
  });
});

describe('resetPasswordSchema', () => {
  const valid = { newPassword: 'Secret#12', confirmPassword: 'Secret#12' };
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    [
      'short',
      { newPassword: 'Se#1', confirmPassword: 'Se#1' },
      {
        newPassword: ['Password must be at least 8 characters'],
        confirmPassword: ['Password must be at least 8 characters'],
      },
    ],
    [
      'no special from the set',
      { newPassword: 'Secret-12', confirmPassword: 'Secret-12' },
      { newPassword: [STRICT_COMPOSITION], confirmPassword: [STRICT_COMPOSITION] },
    ],
    ['mismatch', { confirmPassword: 'Secret#13' }, { confirmPassword: ['Passwords do not match'] }],
  ])('%s', (_, patch, errors) => {
    expect(errorsOf(resetPasswordSchema, { ...valid, ...patch })).toEqual(errors);
  });

  it('resetPasswordInputSchema checks email, token and the new password', () => {
    expect(errorsOf(resetPasswordInputSchema, { email: 'a@b.nl', token: 'tok', newPassword: 'Secret#12' })).toEqual({});
    expect(errorsOf(resetPasswordInputSchema, { email: 'a', token: ' ', newPassword: 'weak' })).toEqual({
      email: ['Please enter a valid email address'],
      token: ['Reset token is required'],
      newPassword: ['Password must be at least 8 characters', STRICT_COMPOSITION],
    });
  });
});

describe('forgotPasswordSchema', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [{ email: 'a@b.nl' }, {}],
    [{ email: ' a@b.nl ' }, {}],
    [{ email: 'a@b' }, { email: ['Please enter a valid email address'] }],
    [{}, { email: ['Please enter a valid email address'] }],
  ])('%j', (input, errors) => {
    expect(errorsOf(forgotPasswordSchema, input)).toEqual(errors);
  });
});

describe('addressSchema', () => {
  it.each<[string, Record<string, string[]>]>([
    ['Damrak 1', {}],
    [x(255), {}],
    ['abcd', { address: ['Address must be at least 5 characters'] }],
    ['  abcd  ', { address: ['Address must be at least 5 characters'] }],
    [x(256), { address: ['Address must not exceed 255 characters'] }],
  ])('%j', (address, errors) => {
    expect(errorsOf(addressSchema, { address })).toEqual(errors);
  });
});

describe('checkoutSchema', () => {
  const valid = { fullName: 'Anna Jansen', email: 'anna@shop.nl', phone: '', address: 'Damrak 1', comment: '' };
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['optional null', { phone: null, comment: null }, {}],
    ['full name short', { fullName: 'A' }, { fullName: ['Full name must be at least 2 characters'] }],
    ['full name long', { fullName: x(101) }, { fullName: ['Full name must not exceed 100 characters'] }],
    ['email', { email: 'anna' }, { email: ['Please enter a valid email address'] }],
    ['phone long', { phone: x(21) }, { phone: ['Phone number must not exceed 20 characters'] }],
    ['address short', { address: 'Dam' }, { address: ['Address must be at least 5 characters'] }],
    ['address long', { address: x(256) }, { address: ['Address must not exceed 255 characters'] }],
    ['comment at limit', { comment: x(500) }, {}],
    ['comment long', { comment: x(501) }, { comment: ['Comment must not exceed 500 characters'] }],
  ])('%s', (_, patch, errors) => {
    expect(errorsOf(checkoutSchema, { ...valid, ...patch })).toEqual(errors);
  });
});

describe('couponCodeSchema', () => {
  it.each<[unknown, Record<string, string[]>]>([
    ['save10', {}],
    ['', { '': ['Please enter a coupon code'] }],
    ['   ', { '': ['Please enter a coupon code'] }],
    [undefined, { '': ['Please enter a coupon code'] }],
    [x(101), { '': ['Coupon code must not exceed 100 characters'] }],
  ])('%j', (code, errors) => {
    expect(errorsOf(couponCodeSchema, code)).toEqual(errors);
  });

  it('trims the code', () => {
    expect(couponCodeSchema.parse('  save10 ')).toBe('save10');
  });
});

describe('stripSpaces', () => {
  it.each([
    ['Sec ret 12', 'Secret12'],
    [' \tSecret\n', 'Secret'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (input, output) => {
    expect(stripSpaces(input)).toBe(output);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very weak'],
    ['abc', 0, 'Very weak'],
    ['aB', 1, 'Weak'],
    ['Ab1!', 1, 'Weak'],
    ['abcdefgh', 1, 'Weak'],
    ['abcdefg1', 2, 'Fair'],
    ['Abcdefg1', 3, 'Good'],
    ['Abcdefg1!', 4, 'Strong'],
    ['Abcd efg1!', 1, 'Weak'],
  ] as const)('%j → %d %s', (pw, score, label) => {
    expect(passwordStrength(pw)).toEqual({ score, label });
  });
});

describe('password mismatch while other fields are invalid', () => {
  it('registration reports it together with the other errors', () => {
    expect(
      errorsOf(registrationSchema, {
        name: '',
        email: 'a@b.nl',
        companyName: 'Leaf',
        companyRegNumber: '12345',
        companyVatNumber: '12345',
        password: 'Secret_12',
        confirmPassword: 'Secret_1',
        agreeTerms: false,
        confirmAge: true,
      }),
    ).toEqual({
      name: ['Name must be at least 2 characters'],
      agreeTerms: ['You must agree to the terms and conditions'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('change password reports it while the current password is missing', () => {
    expect(
      errorsOf(changePasswordSchema, { currentPassword: '', newPassword: 'Secret!12', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: ['Current password is required'],
      confirmPassword: ['Password must be at least 8 characters', STRICT_COMPOSITION, 'New passwords do not match'],
    });
  });

  it('reset password reports it for a mismatching confirmation', () => {
    expect(errorsOf(resetPasswordSchema, { newPassword: 'weak', confirmPassword: 'Secret#12' })).toEqual({
      newPassword: ['Password must be at least 8 characters', STRICT_COMPOSITION],
      confirmPassword: ['Passwords do not match'],
    });
  });
});
