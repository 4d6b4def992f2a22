import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { AdminContext } from '../admin-context.js';
import type { AuditEntry, AuditPage, QueryAuditLogArgs } from '../generated/admin-resolvers.js';
import { requireStaff } from '../staff-guard.js';
import { AuditService } from './audit.service.js';

export const AUDIT_MAX_PAGE_SIZE = 200;

const asJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** auditLog: every staff member may read who changed what, newest first. */
@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query('auditLog')
  async auditLog(@Args() args: QueryAuditLogArgs, @Context() ctx: AdminContext): Promise<AuditPage> {
    requireStaff(ctx);
    const page = Math.max(1, args.page ?? 1);
    const pageSize = Math.min(AUDIT_MAX_PAGE_SIZE, Math.max(1, args.pageSize ?? 50));
    const result = await this.audit.list(args.filter ?? {}, page, pageSize);
    const items: AuditEntry[] = result.items.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      before: asJson(entry.before),
      after: asJson(entry.after),
    }));
    return { items, totalCount: result.totalCount, page, pageSize };
  }
}
