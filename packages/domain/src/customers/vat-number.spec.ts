import { describe, expect, it } from 'vitest';
import { checkVatNumberFormat, VAT_NUMBER_MESSAGES } from './vat-number.js';

describe('checkVatNumberFormat', () => {
  it.each([
    ['NL123456782B01', 'NL', 'NL123456782B01'],
    ['nl 1234.56782-b01', 'NL', 'NL123456782B01'],
    ['DE136695976', 'DE', 'DE136695976'],
    ['BE0403170701', 'BE', 'BE0403170701'],
  ])('accepts %s (%s)', (input, countryCode, normalized) => {
    expect(checkVatNumberFormat(input)).toMatchObject({ valid: true, countryCode, normalized });
  });

  it.each([
    ['NL123456789B01', 'NL', 'This is not a valid Dutch VAT number'],
    ['NL12345678B01', 'NL', 'This is not a valid Dutch VAT number'],
    ['DE123456789', 'DE', 'This is not a valid German VAT number'],
    ['FR00000000000', 'FR', 'This is not a valid French VAT number'],
  ])('refuses %s naming its country', (input, countryCode, message) => {
    const result = checkVatNumberFormat(input);
    expect(result).toMatchObject({ valid: false, countryCode });
    expect(result.valid ? '' : result.message).toContain(message);
  });

  it.each(['12345', 'XX', 'GB123456789', ''])('refuses %j without an EU country code', (input) => {
    expect(checkVatNumberFormat(input)).toEqual({
      valid: false,
      countryCode: null,
      countryName: null,
      message: VAT_NUMBER_MESSAGES.noCountry,
    });
  });
});
