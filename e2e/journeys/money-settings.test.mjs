// Money settings journey (issue 18): the owner opens Money in the console, is told about a bad IBAN under
// its field, changes the Netherlands shipping rate and the minimum order value and saves; a buyer's
// checkout then shows that shipping rate and refuses the order below the new minimum. At 1366 px,
// with axe; the settings are put back afterwards (the journeys share one gateway).
import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { adminGql, consolePage, consoleShot, consoleToast, openScreen, signInToConsole } from '../lib/console.mjs';
import {
  assertFitsWidth,
  centsOf,
  eur,
  expectFieldError,
  field,
  moneyText,
  productPrices,
  seedCart,
} from '../lib/commerce.mjs';

const READ = `{ moneySettings { shipping { zone rate freeFrom } minimumOrderValue
  seller { name addressLines kvk vatNumber iban bic email } paymentTermsDays invoiceTiming } }`;
const SAVE = `mutation($input: MoneySettingsInput!) { saveMoneySettings(input: $input) { userErrors { field message } } }`;

/** the saveMoneySettings input that puts back what READ returned */
function inputOf(settings) {
  const zone = (code) => {
    const { rate, freeFrom } = settings.shipping.find((z) => z.zone === code);
    return { rate, freeFrom };
  };
  return {
    shippingNL: zone('NL'),
    shippingEU: zone('EU'),
    shippingWorld: zone('WORLD'),
    minimumOrderValue: settings.minimumOrderValue,
    sellerName: settings.seller.name,
    sellerAddress: settings.seller.addressLines,
    kvk: settings.seller.kvk,
    vatNumber: settings.seller.vatNumber,
    iban: settings.seller.iban,
    bic: settings.seller.bic,
    email: settings.seller.email,
    paymentTermsDays: settings.paymentTermsDays,
    invoiceTiming: settings.invoiceTiming,
  };
}

const OIL_SLUG = 'natures-balance-oil';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// one width: the console's settings at 390 px are in the console journey's phone sweep
for (const [device, buyerDevice, rate] of [['wide', 'desktop', '6.50']]) {
  describe(`money settings (${device})`, () => {
    it('the owner changes the NL shipping rate and the minimum order value; a buyer checkout shows both', async () => {
      const { context, page } = await consolePage(browser, device);
      let original = null;
      try {
        await signInToConsole(page);
        original = (await adminGql(context, READ)).body.data.moneySettings;
        assert.ok(original, 'the owner reads the money settings');

        await openScreen(page, 'Money');
        const form = page.getByRole('form', { name: 'Money settings' });
        await field(form, 'Netherlands: rate (EUR)').waitFor();
        assert.equal(await field(form, 'IBAN').inputValue(), original.seller.iban);
        await checkA11y(page, `money settings (${device})`);
        await consoleShot(page, 'money');

        // a bad IBAN is explained under its field, nothing is saved
        await field(form, 'IBAN').fill('NL92ABNA0417164300');
        await form.getByRole('button', { name: 'Save money settings' }).click();
        await expectFieldError(form, 'Please enter a valid IBAN, e.g. NL91ABNA0417164300');
        await checkA11y(page, `money settings with an error (${device})`);
        await consoleShot(page, 'money-error');

        await field(form, 'IBAN').fill(original.seller.iban);
        await field(form, 'Netherlands: rate (EUR)').fill(rate);
        await field(form, 'Minimum order value (EUR, excl. VAT)').fill('500');
        await form.getByRole('button', { name: 'Save money settings' }).click();
        await consoleToast(page, 'Money settings saved');
        const saved = (await adminGql(context, READ)).body.data.moneySettings;
        assert.equal(saved.shipping.find((z) => z.zone === 'NL').rate, rate);
        assert.equal(saved.minimumOrderValue, '500.00');
        await consoleShot(page, 'money-saved');

        // a buyer's checkout: the new NL rate, and the minimum refuses the order
        const buyer = await newPage(browser, buyerDevice);
        try {
          await registerBuyer(buyer.context);
          const oil = await productPrices(buyer.context, OIL_SLUG);
          assert.ok(oil.price < 25_000, 'one bottle stays below free shipping');
          await seedCart(buyer.context, [
            {
              id: oil.id,
              title: oil.name,
              priceCents: oil.price,
              image: null,
              attribute: null,
              quantity: 1,
              parentProductId: null,
              productSlug: OIL_SLUG,
            },
          ]);
          await gotoApp(buyer.page, '/checkout');
          await buyer.page
            .getByTestId('checkout-subtotal')
            .filter({ hasText: eur(oil.price) })
            .waitFor();
          await buyer.page
            .getByTestId('checkout-shipping-cost')
            .filter({ hasText: `€${rate}` })
            .waitFor();
          assert.equal(centsOf(await moneyText(buyer.page.getByTestId('checkout-shipping-cost'))), centsOf(`€${rate}`));
          const minimum = buyer.page.getByTestId('checkout-minimum');
          await minimum.filter({ hasText: 'The minimum order value is €500.00 excl. VAT' }).waitFor();
          assert.equal(await buyer.page.getByRole('button', { name: 'Place Order' }).isDisabled(), true);
          await checkA11y(buyer.page, `checkout below the minimum (${buyerDevice})`);
          await assertFitsWidth(buyer.page, `checkout below the minimum (${buyerDevice})`);
          await screenshot(buyer.page, `money-settings-checkout-${buyer.page.viewportSize().width}`);
          assert.deepEqual(buyer.page.errors, [], 'no uncaught page errors (buyer)');
        } finally {
          await buyer.context.close();
        }
        assert.deepEqual(page.errors, [], 'no uncaught page errors (console)');
      } finally {
        if (original) {
          const restored = await adminGql(context, SAVE, { input: inputOf(original) });
          assert.deepEqual(restored.body.data?.saveMoneySettings.userErrors, [], 'the settings are put back');
        }
        await context.close();
      }
    });
  });
}
