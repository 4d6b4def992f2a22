import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  type Country,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat';

/**
 * VAT numbers of the EU member states, checked offline for format and check digits (jsvat): the
 * country is the number's own prefix (NL, DE, ... and EL for Greece). Nothing here asks the EU's
 * VIES service whether the number is registered: the gateway puts this check behind a port
 * (VatNumberCheck) so such a lookup can be added as another adapter.
 */
const EU_COUNTRIES: readonly Country[] = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
];

/** the adjective a buyer reads in "This is not a valid Dutch VAT number", by ISO code */
const ADJECTIVES: Readonly<Record<string, string>> = {
  AT: 'Austrian',
  BE: 'Belgian',
  BG: 'Bulgarian',
  HR: 'Croatian',
  CY: 'Cypriot',
  CZ: 'Czech',
  DK: 'Danish',
  EE: 'Estonian',
  FI: 'Finnish',
  FR: 'French',
  DE: 'German',
  GR: 'Greek',
  HU: 'Hungarian',
  IE: 'Irish',
  IT: 'Italian',
  LV: 'Latvian',
  LT: 'Lithuanian',
  LU: 'Luxembourg',
  MT: 'Maltese',
  NL: 'Dutch',
  PL: 'Polish',
  PT: 'Portuguese',
  RO: 'Romanian',
  SK: 'Slovak',
  SI: 'Slovenian',
  ES: 'Spanish',
  SE: 'Swedish',
};

/** a valid example per country, for the message */
const EXAMPLES: Readonly<Record<string, string>> = {
  Dutch: 'NL123456782B01',
  German: 'DE136695976',
  Belgian: 'BE0403170701',
};

export const VAT_NUMBER_MESSAGES = {
  /** the number's country is known, its format or check digits are not right */
  invalidFor: (adjective: string) =>
    `This is not a valid ${adjective} VAT number: please check its digits` +
    (EXAMPLES[adjective] ? ` (format: ${EXAMPLES[adjective]})` : ''),
  noCountry: 'Start the VAT number with its EU country code, e.g. NL123456782B01',
} as const;

export type VatNumberCheckResult =
  | {
      valid: true;
      /** without spaces, dots or dashes, upper case */
      normalized: string;
      /** ISO 3166-1 alpha-2 (GR for Greece, whose VAT numbers start with EL) */
      countryCode: string;
      countryName: string;
    }
  | { valid: false; countryCode: string | null; countryName: string | null; message: string };

/** Format and check digits of an EU VAT number, the country taken from its prefix. */
export function checkVatNumberFormat(value: string): VatNumberCheckResult {
  const result = checkVAT(value.trim(), EU_COUNTRIES);
  const country = result.country;
  if (!country) return { valid: false, countryCode: null, countryName: null, message: VAT_NUMBER_MESSAGES.noCountry };
  const countryCode = country.isoCode.short;
  if (!result.isValid) {
    const adjective = ADJECTIVES[countryCode] ?? country.name;
    return { valid: false, countryCode, countryName: country.name, message: VAT_NUMBER_MESSAGES.invalidFor(adjective) };
  }
  return { valid: true, normalized: result.value ?? value.trim(), countryCode, countryName: country.name };
}
