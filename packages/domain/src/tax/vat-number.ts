import { checkVatNumberFormat } from '../customers/vat-number.js';

/**
 * The member state (ISO 3166-1 alpha-2, e.g. "BE"; "GR" for Greek numbers, which start with EL) of a
 * VAT number whose format and check digits are valid, or null when it is not a valid EU VAT number.
 * Spaces, dots and dashes are ignored and the prefix may be lower case ("be 0411.905.847" → "BE").
 * The rule itself is the registration form's (customers/vat-number.ts): no network, no VIES.
 */
export function vatNumberCountry(vat: string | null | undefined): string | null {
  const compact = (vat ?? '').replace(/[\s.-]/g, '').toUpperCase();
  if (compact.length < 4 || compact.length > 20) return null;
  const result = checkVatNumberFormat(compact);
  if (!result.valid) return null;
  return result.countryCode === 'EL' ? 'GR' : result.countryCode;
}
