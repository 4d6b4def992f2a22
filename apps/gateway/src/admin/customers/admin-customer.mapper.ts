import type { AdminCustomerRecord } from '../../backends/admin-port.js';
import type { AdminCustomer, UserError } from '../generated/admin-resolvers.js';
import { adminMoney } from '../orders/admin-order.mapper.js';

/** an AdminCustomer without its orders page and licence (both resolved when asked for) */
export type AdminCustomerModel = Omit<AdminCustomer, 'orders' | 'licence' | 'groupName'>;
export interface AdminCustomerPayloadModel {
  customer: AdminCustomerModel | null;
  userErrors: UserError[];
}

export function toAdminCustomer(customer: AdminCustomerRecord): AdminCustomerModel {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    company: customer.company,
    companyName: customer.companyName,
    companyRegNumber: customer.companyRegNumber,
    companyVatNumber: customer.companyVatNumber,
    address: customer.address,
    status: customer.status,
    statusReason: customer.statusReason,
    groupCode: customer.groupCode,
    groupId: customer.groupId ?? null,
    memberSince: customer.memberSince ?? new Date(0).toISOString(),
    orderCount: customer.orderCount,
    totalSpent: adminMoney(customer.totalSpentCents),
  };
}
