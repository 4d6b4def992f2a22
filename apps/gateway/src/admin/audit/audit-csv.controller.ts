import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import { formatShopDate, formatShopDateTime } from '@shop/domain';
import { stringify } from 'csv-stringify';
import type { Request, Response } from 'express';
import type { AuditFilterInput } from '../../backends/admin-port.js';
import { describeError } from '../../graphql/errors.js';
import { AdminContextFactory } from '../admin-context.factory.js';
import { ADMIN_CLOCK, type Clock } from '../clock.js';
import { staffOrRefuse } from '../staff-guard.js';
import { AuditService } from './audit.service.js';

export const AUDIT_CSV_PATH = '/admin/audit.csv';
/** entries read per query while streaming */
export const AUDIT_CSV_BATCH = 500;

export const AUDIT_CSV_COLUMNS = [
  { key: 'at', header: 'When (Europe/Amsterdam)' },
  { key: 'actor', header: 'Who' },
  { key: 'action', header: 'Action' },
  { key: 'subject', header: 'Subject' },
  { key: 'before', header: 'Before' },
  { key: 'after', header: 'After' },
] as const;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const single = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * GET /admin/audit.csv?actor=&action=&search=: the audit trail (the same filter as the `auditLog`
 * query), newest first, for Excel: staff only (admin cookie or `Authorization: Bearer adm_...`), UTF-8
 * with a BOM, formula-injection safe, streamed in batches. The export is itself an audit entry.
 */
@Controller()
export class AuditCsvController {
  private readonly logger = new Logger('AuditCsv');

  constructor(
    private readonly contexts: AdminContextFactory,
    private readonly audit: AuditService,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
  ) {}

  @Get(AUDIT_CSV_PATH)
  async export(@Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    const ctx = await this.contexts.create({ req, res });
    const staff = staffOrRefuse(ctx, res);
    if (!staff) return;
    const filter: AuditFilterInput = {
      actor: single(req.query.actor),
      action: single(req.query.action),
      search: single(req.query.search),
    };
    await this.audit.record(
      { ...ctx, staff },
      {
        action: 'audit.export',
        subject: 'audit.csv',
        after: Object.fromEntries(Object.entries(filter).filter(([, value]) => value)),
      },
    );
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-${formatShopDate(this.clock.now())}.csv"`,
      'X-Content-Type-Options': 'nosniff',
    });
    const audit = this.audit;
    async function* rows() {
      for (let page = 1; ; page += 1) {
        const batch = await audit.list(filter, page, AUDIT_CSV_BATCH);
        for (const entry of batch.items) {
          yield {
            at: formatShopDateTime(new Date(entry.at)),
            actor: entry.actor,
            action: entry.action,
            subject: entry.subject,
            before: json(entry.before),
            after: json(entry.after),
          };
        }
        if (batch.items.length < AUDIT_CSV_BATCH) return;
      }
    }
    const csv = stringify({
      bom: true,
      header: true,
      columns: AUDIT_CSV_COLUMNS.map(({ key, header }) => ({ key, header })),
      escape_formulas: true,
      record_delimiter: 'windows',
    });
    try {
      await pipeline(Readable.from(rows()), csv, res);
    } catch (error) {
      this.logger.error(`audit export failed: ${describeError(error)}`);
    }
  }
}
