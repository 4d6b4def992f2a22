import { Controller, Get, Inject, Logger, Module, Req, Res } from '@nestjs/common';
import { canSeePrices, catalogueCsvRows, formatShopDate } from '@shop/domain';
import { stringify } from 'csv-stringify/sync';
import type { Request, Response } from 'express';
import { type AppConfig, CONFIG } from '../config/config.js';
import { GqlContextFactory } from '../graphql/context.factory.js';
import { GqlContextModule } from '../graphql/graphql.module.js';
import { describeError } from '../graphql/errors.js';
import { CatalogModule } from './catalog.module.js';
import { CatalogService } from './catalog.service.js';

export const CATALOG_CSV_PATH = '/catalog.csv';

/**
 * GET /catalog.csv: the whole visible catalogue for a spreadsheet (the white-label page's "Download
 * Catalog" and the catalogue's download button): SKU, name, category, variation, stock status and link,
 * one row per simple product and per variation; the price and "Tier prices" columns only for a caller who may see prices
 * (`canSeePrices`: a signed-in, approved buyer, by cookie or `Authorization: Bearer`). UTF-8 with a BOM (Excel reads
 * accents right); every cell that a spreadsheet would run as a formula is neutralised (packages/domain).
 */
@Controller()
export class CatalogCsvController {
  private readonly logger = new Logger('CatalogCsv');

  constructor(
    private readonly contexts: GqlContextFactory,
    private readonly catalog: CatalogService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(CATALOG_CSV_PATH)
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    // priced for one buyer or not: never kept by a shared cache
    res.setHeader('Cache-Control', 'private, no-store');
    const ctx = await this.contexts.create({ req, res });
    // the shop's price rule (a signed-in buyer the shop approved), as on every other price
    const withPrices = canSeePrices(ctx.customer);
    let csv: string;
    try {
      // at the buyer's group's prices (buyer groups, issue 18)
      const products = await this.catalog.visibleProducts({ showPrices: withPrices, groupId: ctx.customer?.groupId });
      const origin = this.config.publicSiteUrl.replace(/\/+$/, '') || `${req.protocol}://${req.get('host') ?? ''}`;
      csv = stringify(catalogueCsvRows(products, { withPrices, origin }), { bom: true, record_delimiter: 'windows' });
    } catch (error) {
      this.logger.error(`catalogue download failed: ${describeError(error)}`);
      res
        .status(503)
        .type('application/json')
        .send(
          JSON.stringify({
            errors: [{ message: 'The catalogue is unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          }),
        );
      return;
    }
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="catalogue-${formatShopDate(new Date())}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      })
      .send(csv);
  }
}

@Module({ imports: [CatalogModule, GqlContextModule], controllers: [CatalogCsvController] })
export class CatalogCsvModule {}
