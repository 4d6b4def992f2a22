import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutSchema, registrationSchema } from './schemas.js';
import { toUserErrors, validateInput } from './user-errors.js';

describe('toUserErrors', () => {
  it('maps each issue to a field path, the message and INVALID', () => {
    const result = checkoutSchema.safeParse({ fullName: 'A', email: 'x', address: 'Damrak 1' });
    expect(result.success).toBe(false);
    expect(toUserErrors(result.error!)).toEqual([
      { field: ['fullName'], message: 'Full name must be at least 2 characters', code: 'INVALID' },
      { field: ['email'], message: 'Please enter a valid email address', code: 'INVALID' },
    ]);
  });

  it('prefixes paths and reports root errors with field null', () => {
    const nested = z.object({ items: z.array(z.string().min(2, 'Too short')) });
    const result = nested.safeParse({ items: ['ok', 'x'] });
    expect(toUserErrors(result.error!, ['input'])).toEqual([
      { field: ['input', 'items', '1'], message: 'Too short', code: 'INVALID' },
    ]);
    const root = z.string().min(1, 'Required').safeParse('');
    expect(toUserErrors(root.error!)).toEqual([{ field: null, message: 'Required', code: 'INVALID' }]);
  });

  it('reports the password mismatch on confirmPassword', () => {
    const result = registrationSchema.safeParse({
      name: 'Anna',
      email: 'a@b.nl',
      companyName: 'Leaf',
      companyRegNumber: '12345',
      companyVatNumber: '12345',
      password: 'Secret_12',
      confirmPassword: 'Secret_13',
      agreeTerms: true,
      confirmAge: true,
    });
    expect(toUserErrors(result.error!)).toEqual([
      { field: ['confirmPassword'], message: 'Passwords do not match', code: 'INVALID' },
    ]);
  });
});

describe('validateInput', () => {
  it('returns parsed data on success', () => {
    expect(validateInput(z.object({ a: z.string().trim() }), { a: ' x ' })).toEqual({ ok: true, data: { a: 'x' } });
  });
  it('returns userErrors on failure', () => {
    expect(validateInput(z.object({ a: z.string().min(2, 'Too short') }), { a: 'x' }, ['input'])).toEqual({
      ok: false,
      userErrors: [{ field: ['input', 'a'], message: 'Too short', code: 'INVALID' }],
    });
  });
});
