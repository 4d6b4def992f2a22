import {
  centsToDecimal,
  CURRENCY_CODE,
  nextStatuses,
  orderItemCount,
  type Cents,
  type PostalAddress,
} from '@shop/domain';
import type { AdminOrderRecord } from '../../backends/admin-port.js';
import type { AdminAddress, AdminOrder, Money, UserError } from '../generated/admin-resolvers.js';

/** an AdminOrder without the fields resolved on demand (customer, history), and what they need */
export type AdminOrderModel = Omit<AdminOrder, 'customer' | 'history'> & { customerId: string | null };
export interface AdminOrderPageModel {
  items: AdminOrderModel[];
  totalCount: number;
  page: number;
  pageSize: number;
}
export interface AdminOrderPayloadModel {
  order: AdminOrderModel | null;
  userErrors: UserError[];
}

export function adminMoney(cents: Cents, currencyCode: string = CURRENCY_CODE): Money {
  return { amount: centsToDecimal(cents), currencyCode };
}

/** who bought: the name typed at checkout (billing), else the account's; the order's e-mail, else the account's */
export function buyerOf(order: AdminOrderRecord): { name: string; email: string; company: string | null } {
  const typed = `${order.billingAddress.firstName} ${order.billingAddress.lastName}`.trim();
  return {
    name: typed || order.account?.name || '',
    email: order.buyer.email || order.account?.email || '',
    company: order.account?.companyName || order.account?.company || null,
  };
}

function address(value: PostalAddress, order: AdminOrderRecord): AdminAddress {
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    email: order.buyer.email || null,
    phone: order.buyer.phone || null,
    address: value.street,
    city: value.city,
    postcode: value.postcode,
    country: value.country,
  };
}

export function toAdminOrder(order: AdminOrderRecord): AdminOrderModel {
  const currency = order.currencyCode || CURRENCY_CODE;
  const buyer = buyerOf(order);
  return {
    id: order.id,
    number: order.number || order.id,
    createdAt: order.createdAt,
    status: order.status,
    currencyCode: currency,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: adminMoney(line.unitPriceCents, currency),
      lineTotal: adminMoney(line.lineTotalCents, currency),
    })),
    itemCount: orderItemCount(order.lines),
    subtotal: adminMoney(order.subtotalCents, currency),
    discount: adminMoney(order.discountCents, currency),
    shippingTotal: adminMoney(order.shippingCents ?? 0, currency),
    taxTotal: adminMoney(order.taxCents ?? 0, currency),
    total: adminMoney(order.totalCents, currency),
    couponCode: order.couponCode,
    poNumber: order.poNumber ?? null,
    invoiceNumber: order.invoice?.number ?? null,
    creditNoteNumber: order.invoice?.creditNoteNumber ?? null,
    billing: address(order.billingAddress, order),
    shipping: address(order.shippingAddress, order),
    comment: order.comment,
    customerId: order.account?.id ?? null,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    company: buyer.company,
    nextStatuses: nextStatuses(order.status),
  };
}
