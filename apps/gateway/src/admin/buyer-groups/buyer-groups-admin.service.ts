import { Inject, Injectable } from '@nestjs/common';
import { basisPointsToPercent, BUYER_GROUP_MESSAGES, parseBuyerGroupDraft } from '@shop/domain';
import { ADMIN_PORTS, type AdminBuyerGroupRecord, type AdminPorts } from '../../backends/admin-port.js';
import { userError } from '../../graphql/errors.js';
import type { AdminContext, StaffPrincipal } from '../admin-context.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminBuyerGroup, BuyerGroupInput, UserError } from '../generated/admin-resolvers.js';
import { adminMoney } from '../orders/admin-order.mapper.js';
import { StorefrontCache } from '../shop/storefront-cache.js';
import { consolePorts } from '../staff-guard.js';

type StaffContext = AdminContext & { staff: StaffPrincipal };

export interface AdminBuyerGroupPayloadModel {
  group: AdminBuyerGroup | null;
  userErrors: UserError[];
}

export function toAdminBuyerGroup(group: AdminBuyerGroupRecord): AdminBuyerGroup {
  return {
    id: group.id,
    name: group.name,
    percentOff: basisPointsToPercent(group.percentOffBasisPoints),
    isDefault: group.isDefault,
    customerCount: group.customerCount,
    items: group.items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      variationId: item.variationId,
      variationLabel: item.variationLabel,
      listPrice: adminMoney(item.listPriceCents),
      price: item.priceCents == null ? null : adminMoney(item.priceCents),
      tiers: item.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: adminMoney(tier.priceCents) })),
    })),
  };
}

/** what the audit log keeps of a group */
const auditOf = (group: AdminBuyerGroupRecord) => ({
  name: group.name,
  percentOff: basisPointsToPercent(group.percentOffBasisPoints),
  items: group.items.map((item) => ({
    productId: item.productId,
    variationId: item.variationId,
    priceCents: item.priceCents,
    tiers: item.tiers,
  })),
});

/**
 * Buyer groups in the console (issue 18): every staff member reads them, owners save them. A save is
 * written to the audit log and drops the catalogue snapshot (which carries the groups) and with it
 * the response caches of every pricing class, on every replica, so the new prices show at once.
 */
@Injectable()
export class BuyerGroupsAdminService {
  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    private readonly audit: AuditService,
    private readonly storefront: StorefrontCache,
  ) {}

  private get groups() {
    return consolePorts(this.ports).buyerGroups;
  }

  async list(): Promise<AdminBuyerGroup[]> {
    return (await this.groups.list()).map(toAdminBuyerGroup);
  }

  /** the group's name, or null when it does not exist */
  async exists(id: string): Promise<AdminBuyerGroupRecord | null> {
    return this.groups.get(id);
  }

  async save(input: BuyerGroupInput, ctx: StaffContext): Promise<AdminBuyerGroupPayloadModel> {
    const parsed = parseBuyerGroupDraft({
      name: input.name,
      percentOff: input.percentOff,
      items: input.items.map((item) => ({
        productId: item.productId,
        variationId: item.variationId ?? null,
        price: item.price ?? null,
        tiers: item.tiers?.map((tier) => ({ minQuantity: tier.minQuantity, price: tier.price })) ?? null,
      })),
    });
    if (!parsed.ok) {
      return {
        group: null,
        userErrors: parsed.errors.map((e) => userError(['input', ...e.field], e.message, 'INVALID')),
      };
    }
    const before = input.id ? await this.groups.get(input.id) : null;
    if (input.id && !before) return failed(['input', 'id'], BUYER_GROUP_MESSAGES.unknownGroup, 'NOT_FOUND');
    const result = await this.groups.save({ id: input.id ?? null, ...parsed.value });
    if (result.kind === 'not_found') return failed(['input', 'id'], BUYER_GROUP_MESSAGES.unknownGroup, 'NOT_FOUND');
    if (result.kind === 'name_taken') return failed(['input', 'name'], BUYER_GROUP_MESSAGES.nameTaken, 'NAME_TAKEN');
    if (result.kind === 'unknown_item') {
      return failed(
        ['input', 'items', String(result.index), 'productId'],
        BUYER_GROUP_MESSAGES.unknownItem,
        'NOT_FOUND',
      );
    }
    await this.storefront.catalogueChanged();
    await this.audit.record(ctx, {
      action: before ? 'buyerGroup.update' : 'buyerGroup.create',
      subject: `buyer group ${result.group.name}`,
      before: before ? auditOf(before) : null,
      after: auditOf(result.group),
    });
    return { group: toAdminBuyerGroup(result.group), userErrors: [] };
  }
}

function failed(field: string[], message: string, code: string): AdminBuyerGroupPayloadModel {
  return { group: null, userErrors: [userError(field, message, code)] };
}
