import { Injectable } from '@nestjs/common';
import { invoicePaymentMethod } from '@shop/domain';
import { MoneySettingsService } from './money-settings.service.js';

/**
 * How an order is paid (issue 18). One port, modelled on Medusa v2's payment providers, so an online
 * provider can be added without touching checkout:
 * - `methodLabel()`: what the order records and the invoice prints.
 * - `startPayment(order)`: what the buyer must do next after placing the order: nothing (pay the
 *   invoice by bank transfer), or go to the provider's hosted page (`redirectUrl`) and come back.
 * - `handleWebhook(body, signature)`: the provider's status report (paid, failed, refunded) for an
 *   order, after checking its signature.
 *
 * Wired: InvoicePaymentProvider (payment on account, "Invoice (bank transfer, N days)" from the terms
 * setting). Designed, not wired: a Mollie adapter (Payments API: createPayment with redirectUrl and
 * webhookUrl, status fetched back by id on each webhook call) and a Stripe adapter (Checkout Sessions;
 * webhooks signed with `Stripe-Signature`). No payment provider is reachable from this machine, so
 * neither exists as code; see the gateway README.
 */
export interface PaymentProvider {
  /** stable id, e.g. "invoice", "mollie", "stripe" */
  readonly id: string;
  methodLabel(): Promise<string>;
  startPayment(order: { id: string; totalCents: number; currencyCode: string }): Promise<PaymentStart>;
}

export type PaymentStart = { kind: 'none' } | { kind: 'redirect'; redirectUrl: string; providerReference: string };

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Payment on account: nothing to do online; the invoice says how and by when to pay. */
@Injectable()
export class InvoicePaymentProvider implements PaymentProvider {
  readonly id = 'invoice';

  constructor(private readonly money: MoneySettingsService) {}

  async methodLabel(): Promise<string> {
    return invoicePaymentMethod((await this.money.current()).paymentTermsDays);
  }

  async startPayment(): Promise<PaymentStart> {
    return { kind: 'none' };
  }
}
