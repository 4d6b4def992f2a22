import { checkVAT, countries } from 'jsvat';

/**
 * The member state (ISO 3166-1 alpha-2, e.g. "BE") of a VAT number whose format and check digits are
 * valid (jsvat), or null when it is not a valid VAT number. Spaces, dots and dashes are ignored and the
 * prefix may be lower case ("be 0411.905.847" → "BE"). Greek numbers carry the prefix EL: their
 * country is "GR". This checks the number's form, not whether VIES knows the company (no network here).
 */
export function vatNumberCountry(vat: string | null | undefined): string | null {
  const compact = (vat ?? '').replace(/[\s.-]/g, '').toUpperCase();
  if (compact.length < 4 || compact.length > 20) return null;
  const result = checkVAT(compact, countries);
  if (!result.isValid || !result.country) return null;
  const code = result.country.isoCode.short.toUpperCase();
  return code === 'EL' ? 'GR' : code;
}
