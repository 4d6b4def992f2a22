import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wcOrder } from '../upstream.schemas.js';
import { mapOrder } from './commerce.mapper.js';

const orders = JSON.parse(
  readFileSync(new URL('../testing/fixtures/wc-v3-orders.json', import.meta.url), 'utf8'),
) as unknown[];

describe('mapOrder: shipping and VAT as WooCommerce returned them (issue 18)', () => {
  it('takes shipping_total, total_tax, tax_lines and the payment method title as they are', () => {
    const order = mapOrder(wcOrder.parse(orders.find((o) => (o as { id: number }).id === 727)));
    expect(order).toMatchObject({
      shippingCents: 1000,
      taxCents: 135,
      taxLines: [{ label: 'State Tax', rateBasisPoints: 0, baseCents: 0, amountCents: 135 }],
      totalCents: 2935,
      paymentMethod: 'Direct Bank Transfer',
      poNumber: null,
      invoice: null,
    });
  });

  it('reads the PO number from the _po_number meta the gateway sends', () => {
    const raw = orders.find((o) => (o as { id: number }).id === 723) as { meta_data: unknown[] };
    const order = mapOrder(
      wcOrder.parse({ ...raw, meta_data: [...raw.meta_data, { key: '_po_number', value: ' PO-9 ' }] }),
    );
    expect(order.poNumber).toBe('PO-9');
  });
});
