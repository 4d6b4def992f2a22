// B2B money journey (issue 18): a distributor in Belgium with a valid Belgian VAT number orders two cases
// (24 units) at the tier price, sees reverse-charge VAT 0 % and EU shipping at checkout, enters a PO number,
// and downloads an invoice PDF whose text shows the PO number, the reverse-charge mention and the same total.
import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { checkA11y, gotoApp, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { assertFitsWidth, centsOf, eur, expectToast, field, moneyText } from '../lib/commerce.mjs';

const PEACH = 'cbd-peach-rings'; // demo: €12.50, cases of 12, 24+ €11.50, 96+ €10.90, VAT 9 %

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function pdfText(bytes) {
  const standardFontDataUrl = new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false })
    .promise;
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => item.str ?? '').join(' ');
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('b2b money', () => {
  it('a Belgian distributor: two cases at the tier price, reverse charge, PO number, invoice PDF', async () => {
    const { context, page } = await newPage(browser);
    try {
      await registerBuyer(context, { companyName: 'Janssens Distributie BV', companyVatNumber: 'BE0411905847' });

      // The product page: the tier table, sold in cases, the stepper starts at one case and steps by cases.
      await gotoApp(page, `/products/${PEACH}`);
      const tiers = page.getByRole('table', { name: 'Quantity prices' });
      await tiers.getByText('24+').waitFor();
      await tiers.getByText('€11.50').waitFor();
      await page.getByTestId('quantity-rules').filter({ hasText: 'Sold in cases of 12' }).waitFor();
      assert.equal((await page.getByTestId('quantity-value').textContent()).trim(), '12');
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      assert.equal((await page.getByTestId('quantity-value').textContent()).trim(), '24');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expectToast(page, 'Added to cart');

      // The cart: 24 at the tier price, and the next break.
      await gotoApp(page, '/cart');
      const line = page.getByTestId('cart-line');
      await line.getByTestId('line-unit-price').filter({ hasText: '€11.50' }).waitFor();
      assert.equal((await line.getByTestId('line-quantity').textContent()).trim(), '24');
      await line.getByTestId('line-next-tier').filter({ hasText: 'Add 72 more for €10.90 each' }).waitFor();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL('**/checkout');

      // Checkout to Belgium: EU shipping, VAT 0 % reverse charge.
      await field(page, 'Address').fill('Rue Neuve 1');
      await field(page, 'Postcode').fill('1000');
      await field(page, 'City').fill('Brussels');
      await page.getByLabel(/^Country/).selectOption('BE');
      await page.getByTestId('checkout-tax-line').filter({ hasText: 'VAT 0 % (reverse charge)' }).waitFor();
      await page.getByTestId('checkout-reverse-charge').waitFor();
      await field(page, 'PO number').fill('PO-BE-2026-24');
      assert.equal(centsOf(await moneyText(page.getByTestId('checkout-subtotal'))), 24 * 1150);
      assert.equal(centsOf(await moneyText(page.getByTestId('checkout-shipping-cost'))), 1995);
      const total = centsOf(await moneyText(page.getByTestId('checkout-total')));
      assert.equal(total, 24 * 1150 + 1995, 'goods + EU shipping, no VAT');
      await checkA11y(page, 'checkout (reverse charge)');
      await assertFitsWidth(page, 'checkout BE');
      await screenshot(page, 'b2b-checkout-reverse-charge-desktop');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL('**/account?tab=orders');
      await expectToast(page, 'Order placed successfully!');

      // The order detail: PO number, reverse charge, the same total, the invoice.
      await page.getByTestId('order-row').first().getByRole('link').first().click();
      await page.getByTestId('order-invoice-link').waitFor();
      assert.equal((await page.getByTestId('order-po-number').textContent()).trim(), 'PO-BE-2026-24');
      await page.getByTestId('order-reverse-charge').waitFor();
      assert.equal(await moneyText(page.getByTestId('order-total')), eur(total), 'order total = checkout');
      await screenshot(page, 'b2b-order-reverse-charge-desktop');
      const href = await page.getByTestId('order-invoice-link').getAttribute('href');
      const pdf = await page.request.get(href);
      assert.equal(pdf.status(), 200);
      const text = await pdfText(await pdf.body());
      assert.match(text, /PO-BE-2026-24/);
      assert.match(text, /Reverse charge/);
      assert.match(text, /BE0411905847/);
      const decimal = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
      assert.ok(text.includes(`EUR ${decimal}`), `the invoice total is the order's (${text})`);
      // another buyer gets nothing
      const { context: other } = await newPage(browser);
      try {
        await registerBuyer(other);
        assert.equal((await other.request.get(href)).status(), 404, 'another buyer cannot download it');
      } finally {
        await other.close();
      }
      assert.deepEqual(page.errors, [], 'no uncaught page errors');
    } finally {
      await context.close();
    }
  });
});
