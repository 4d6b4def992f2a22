import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type {
  MutationApproveCustomerArgs,
  MutationBlockCustomerArgs,
  MutationDeleteCustomerDataArgs,
  MutationRejectCustomerArgs,
  MutationSetCustomerGroupArgs,
  MutationUnblockCustomerArgs,
  QueryCustomerArgs,
  QueryCustomersArgs,
  QueryExportCustomerDataArgs,
  QueryLicencesArgs,
} from '../generated/admin-resolvers.js';
import type { AdminOrderModel } from '../orders/admin-order.mapper.js';
import type { AdminCustomerModel } from './admin-customer.mapper.js';
import { CustomerPrivacyService } from '../../compliance/customer-privacy.service.js';
import { LicenceService } from '../../compliance/licence.service.js';
import { CUSTOMER_STATUS_MESSAGES } from '@shop/domain';
import { userError } from '../../graphql/errors.js';
import { requireStaff } from '../staff-guard.js';
import { AdminCustomersService } from './admin-customers.service.js';
import { BuyerGroupsAdminService } from '../buyer-groups/buyer-groups-admin.service.js';

/** customers / customer and the status actions: every staff member (STAFF and OWNER). */
@Resolver()
export class AdminCustomersResolver {
  constructor(
    private readonly customers: AdminCustomersService,
    private readonly privacy: CustomerPrivacyService,
    private readonly licences: LicenceService,
  ) {}

  /** buyers' trade licences, soonest expiry first, flagged when expiring within 30 days */
  @Query('licences')
  licenceList(@Args() args: QueryLicencesArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    const page = Math.max(1, args.page ?? 1);
    const pageSize = Math.min(200, Math.max(1, args.pageSize ?? 50));
    return this.licences.list(page, pageSize);
  }

  @Query('customers')
  list(@Args() args: QueryCustomersArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.customers.list(args);
  }

  @Query('customer')
  customer(@Args() args: QueryCustomerArgs, @Context() ctx: AdminContext) {
    requireStaff(ctx);
    return this.customers.get(args.id);
  }

  @Mutation('approveCustomer')
  approve(@Args() args: MutationApproveCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.approve(args.id, args.groupCode, { ...ctx, staff }, args.groupId);
  }

  /** every staff member, like approving (the groups themselves are edited by owners) */
  @Mutation('setCustomerGroup')
  setGroup(@Args() args: MutationSetCustomerGroupArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.setGroup(args.id, args.groupId ?? null, { ...ctx, staff });
  }

  @Mutation('rejectCustomer')
  reject(@Args() args: MutationRejectCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.reject(args.id, args.reason, { ...ctx, staff });
  }

  @Mutation('blockCustomer')
  block(@Args() args: MutationBlockCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.block(args.id, args.reason, { ...ctx, staff });
  }

  @Mutation('unblockCustomer')
  unblock(@Args() args: MutationUnblockCustomerArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx);
    return this.customers.unblock(args.id, { ...ctx, staff });
  }

  /** GDPR right of access, for owners: the buyer's data as one JSON document (the export is audited) */
  @Query('exportCustomerData')
  async exportCustomerData(@Args() args: QueryExportCustomerDataArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx, 'OWNER');
    const json = await this.privacy.exportJson(args.id);
    if (json !== null) {
      await this.privacy.recordExport(args.id, { ...ctx, staff });
    }
    return json;
  }

  /** GDPR erasure, for owners: the account and its orders' personal data anonymised, orders kept */
  @Mutation('deleteCustomerData')
  async deleteCustomerData(@Args() args: MutationDeleteCustomerDataArgs, @Context() ctx: AdminContext) {
    const staff = requireStaff(ctx, 'OWNER');
    const erased = await this.privacy.erase(args.id, { kind: 'staff', ctx: { ...ctx, staff } });
    return erased
      ? { ok: true, userErrors: [] }
      : { ok: false, userErrors: [userError(['id'], CUSTOMER_STATUS_MESSAGES.notFound, 'NOT_FOUND')] };
  }
}

/**
 * AdminCustomer.groupName: the name of the buyer's group, or of the default group for a buyer without
 * one; the groups are read once per request.
 */
@Resolver('AdminCustomer')
export class AdminCustomerGroupResolver {
  private readonly perRequest = new WeakMap<object, Promise<{ id: string; name: string; isDefault: boolean }[]>>();

  constructor(private readonly groups: BuyerGroupsAdminService) {}

  @ResolveField('groupName')
  async groupName(@Parent() customer: AdminCustomerModel, @Context() ctx: AdminContext) {
    const key = (ctx.req as object | undefined) ?? ctx;
    let groups = this.perRequest.get(key);
    if (!groups) this.perRequest.set(key, (groups = this.groups.list()));
    const list = await groups;
    const group =
      (customer.groupId != null ? list.find((g) => g.id === customer.groupId) : undefined) ??
      list.find((g) => g.isDefault);
    return group?.name ?? '';
  }
}

/** AdminCustomer.licence: the buyer's trade licence, read when asked for */
@Resolver('AdminCustomer')
export class AdminCustomerLicenceResolver {
  constructor(private readonly licences: LicenceService) {}

  @ResolveField('licence')
  async licence(@Parent() customer: AdminCustomerModel) {
    const licence = await this.licences.forAdmin(customer.id);
    return licence
      ? {
          ...licence,
          customerId: customer.id,
          customerName: customer.name,
          customerEmail: customer.email,
          companyName: customer.companyName ?? null,
          customerStatus: customer.status,
        }
      : null;
  }
}

/** AdminOrder.customer: the account of an order (null for guest orders), read when asked for */
@Resolver('AdminOrder')
export class AdminOrderCustomerResolver {
  constructor(private readonly customers: AdminCustomersService) {}

  @ResolveField('customer')
  customer(@Parent() order: AdminOrderModel) {
    return order.customerId ? this.customers.get(order.customerId) : null;
  }
}
