import { decodeEntities, isCustomerStatus } from '@shop/domain';
import type { CustomerRecord } from '@shop/domain';
import type { WpUser } from '../upstream.schemas.js';
import { wpDateToIso } from './dates.js';

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * `GET /wp/v2/users/me?context=edit` → CustomerRecord; the shop's fields live in user meta (SPEC section 3).
 * The account's standing is the `shop_status` meta (PENDING, APPROVED, REJECTED or BLOCKED, with
 * `shop_status_reason`), set by the shop in WordPress; an account without it is APPROVED.
 */
export function mapCustomer(user: WpUser): CustomerRecord {
  const meta = user.meta;
  return {
    id: user.id,
    name: decodeEntities(user.name),
    email: user.email,
    phone: blankToNull(meta.phone),
    company: blankToNull(meta.company),
    companyName: blankToNull(meta.company_name),
    companyRegNumber: blankToNull(meta.company_reg_number),
    companyVatNumber: blankToNull(meta.company_vat_number),
    address: blankToNull(meta.address),
    memberSince: wpDateToIso(blankToNull(meta.join_date), null) ?? wpDateToIso(user.registered_date, null),
    status: isCustomerStatus(meta.shop_status) ? meta.shop_status : 'APPROVED',
    statusReason: blankToNull(meta.shop_status_reason),
  };
}
