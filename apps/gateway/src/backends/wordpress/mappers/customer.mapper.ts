import { decodeEntities, isCustomerStatus } from '@shop/domain';
import type { CustomerRecord } from '@shop/domain';
import type { WpUser } from '../upstream.schemas.js';
import { silentLogger, type WordpressLogger } from '../wordpress.logger.js';
import { b2bkingCustomerGroup } from './b2bking.mapper.js';
import { wpDateToIso } from './dates.js';

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * `GET /wp/v2/users/me?context=edit` → CustomerRecord; the shop's fields live in user meta (SPEC section 3).
 * The account's standing is the `shop_status` meta (PENDING, APPROVED, REJECTED or BLOCKED, with
 * `shop_status_reason`), set by the shop in WordPress; an account without it is APPROVED. The buyer
 * group is B2BKing's (`b2bking_customergroup` of a B2B user, mappers/b2bking.mapper.ts); null: list prices.
 */
export function mapCustomer(user: WpUser, logger: WordpressLogger = silentLogger): CustomerRecord {
  const meta = user.meta;
  const groupId = b2bkingCustomerGroup(meta, user.id, logger);
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
    // absent rather than null for a buyer outside every group (most buyers): the record stays as it was
    ...(groupId !== null ? { groupId } : {}),
  };
}
