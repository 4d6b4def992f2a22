import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  commerceSettingsOf,
  DEFAULT_SHIPPING_ZONES,
  invoicePaymentMethod,
  mergeMoneySettings,
  MONEY_ZONES,
  moneySettingsInputSchema,
  validateInput,
  type CommerceSettings,
  type MoneySettings,
} from '@shop/domain';
import { ADMIN_PORTS, type AdminPorts } from '../backends/admin-port.js';
import { CacheService } from '../cache/cache.service.js';
import { CacheKey } from '../cache/keys.js';
import { CacheTag, SETTINGS_POLICY } from '../cache/policy.js';
import { CONFIG, type AppConfig } from '../config/config.js';
import type { AdminContext } from '../admin/admin-context.js';
import { AuditService } from '../admin/audit/audit.service.js';
import { ADMIN_CLOCK, type Clock } from '../admin/clock.js';
import type {
  MoneySettings as ApiMoneySettings,
  MoneySettingsInput,
  MoneySettingsPayload,
} from '../admin/generated/admin-resolvers.js';
import { consolePorts } from '../admin/staff-guard.js';

/** the shop_settings key of the money settings (one JSON value) */
export const MONEY_SETTINGS_KEY = 'money';

/**
 * The one place the gateway reads the money settings from (cartQuote, placeOrder, invoices, the
 * console): what an owner saved in shop_settings over the environment's defaults (SELLER_*,
 * MIN_ORDER_VALUE) and the domain's (shipping zones, 30 days, invoice on placement). Cached under the
 * `settings` tag with SETTINGS_POLICY; saving invalidates the tag on every replica. Without console
 * storage (STORE_BACKEND=wordpress) the defaults apply.
 */
@Injectable()
export class MoneySettingsService {
  private readonly defaults: MoneySettings;

  constructor(
    @Inject(ADMIN_PORTS) private readonly ports: AdminPorts | null,
    @Inject(CONFIG) config: AppConfig,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
    private readonly cache: CacheService,
    private readonly audit: AuditService,
  ) {
    this.defaults = mergeMoneySettings(
      { minimumOrderCents: config.commerce.minimumOrderCents, seller: config.commerce.seller },
      undefined,
    );
  }

  async current(): Promise<MoneySettings> {
    const ports = this.ports;
    if (!ports) return this.defaults;
    return this.cache.query(
      CacheKey.moneySettings,
      async () => mergeMoneySettings((await ports.settings.read())[MONEY_SETTINGS_KEY], this.defaults),
      { policy: SETTINGS_POLICY, tags: [CacheTag.settings] },
    );
  }

  async commerce(): Promise<CommerceSettings> {
    return commerceSettingsOf(await this.current());
  }

  async settings(): Promise<ApiMoneySettings> {
    return toApi(await this.current());
  }

  async save(input: MoneySettingsInput, ctx: AdminContext): Promise<MoneySettingsPayload> {
    const parsed = validateInput(moneySettingsInputSchema, input, ['input']);
    if (!parsed.ok) return { moneySettings: null, userErrors: parsed.userErrors };
    const before = await this.current();
    await consolePorts(this.ports).settings.write({ [MONEY_SETTINGS_KEY]: parsed.data }, { now: this.clock.now() });
    await this.cache.invalidateTags([CacheTag.settings]);
    await this.audit.record(ctx, {
      action: 'settings.money.save',
      subject: 'settings',
      before: changedOnly(before, parsed.data, true),
      after: changedOnly(before, parsed.data, false),
    });
    return { moneySettings: toApi(parsed.data), userErrors: [] };
  }
}

/** the top-level parts that changed, as they were (`old`) or are now */
function changedOnly(before: MoneySettings, after: MoneySettings, old: boolean): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof MoneySettings)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = old ? before[key] : after[key];
  }
  return changed;
}

function toApi(settings: MoneySettings): ApiMoneySettings {
  return {
    shipping: MONEY_ZONES.map((zone) => ({
      zone,
      name: DEFAULT_SHIPPING_ZONES.find((candidate) => candidate.code === zone)?.name ?? zone,
      rate: centsToDecimal(settings.shipping[zone].rateCents),
      freeFrom:
        settings.shipping[zone].freeFromCents === null ? null : centsToDecimal(settings.shipping[zone].freeFromCents),
    })),
    minimumOrderValue: centsToDecimal(settings.minimumOrderCents),
    seller: { ...settings.seller, addressLines: [...settings.seller.addressLines] },
    paymentTermsDays: settings.paymentTermsDays,
    invoiceTiming: settings.invoiceTiming,
    paymentMethod: invoicePaymentMethod(settings.paymentTermsDays),
  };
}
