import type { CustomerRecord } from '@shop/domain';
import type { Customer } from '../graphql/generated/resolvers.js';

export function toCustomer(record: CustomerRecord): Customer {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    phone: record.phone,
    company: record.company,
    companyName: record.companyName,
    companyRegNumber: record.companyRegNumber,
    companyVatNumber: record.companyVatNumber,
    address: record.address,
    memberSince: record.memberSince,
    status: record.status,
    statusReason: record.statusReason,
    // Customer.licence is resolved when asked for (compliance/licence.resolver.ts), never from here
    licence: null,
  };
}
