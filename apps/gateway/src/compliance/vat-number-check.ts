import { checkVatNumberFormat, type VatNumberCheckResult } from '@shop/domain';

/**
 * Whether a VAT number may be used for an account (registration, profile). The one adapter here checks
 * format and check digits offline (packages/domain vat-number.ts, jsvat), the country taken from the
 * number. A lookup in the EU's VIES service (is the number registered, to whom) would be a second
 * adapter behind this port, bound in ComplianceModule; it is not reachable from where the shop runs now.
 */
export interface VatNumberCheck {
  check(value: string): Promise<VatNumberCheckResult>;
}

export const VAT_NUMBER_CHECK = Symbol('VAT_NUMBER_CHECK');

export class FormatVatNumberCheck implements VatNumberCheck {
  check(value: string): Promise<VatNumberCheckResult> {
    return Promise.resolve(checkVatNumberFormat(value));
  }
}
