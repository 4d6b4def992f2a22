import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, gql, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';

const PRODUCT = `query P($slug: String!) {
  product(slug: $slug) { name price { amount } variations { id price { amount } attributes { name option } image { src } } }
}`;
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

// one width: the product page at 390 px is in the browsing journey's phone sweep
for (const device of ['desktop']) {
  describe(`product detail (${device})`, () => {
    it('a variable product switches price and image with the chosen variant (logged in)', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        await registerBuyer(context);
        const { product } = await gql(context, PRODUCT, { slug: 'cbd-e-liquid-10ml' });
        const [first, , last] = product.variations;
        assert.ok(first && last, 'seeded e-liquid has three strengths');
        assert.notEqual(first.price.amount, last.price.amount);

        await gotoApp(page, '/products/cbd-e-liquid-10ml');
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        await page.getByText('In stock and ready to ship', { exact: true }).waitFor();
        const image = page.getByTestId('product-image');
        for (const variation of [last, first]) {
          const option = variation.attributes[0].option;
          await page.getByRole('combobox', { name: variation.attributes[0].name }).selectOption(option);
          await page
            .getByTestId('product-price')
            .filter({ hasText: eur.format(Number(variation.price.amount)) })
            .waitFor();
          if (variation.image?.src) {
            await page.waitForFunction(
              ([el, src]) => el.getAttribute('data-src') === src,
              [await image.elementHandle(), variation.image.src],
            );
          }
        }
        await page.getByRole('button', { name: 'Increase quantity' }).click();
        assert.equal((await page.getByTestId('quantity-value').textContent()).trim(), '2');
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await page.getByText('Added to cart', { exact: true }).waitFor();
        await page.getByTestId('cart-badge').filter({ hasText: '2' }).waitFor();
        await screenshot(page, `product-variant-${device}`);
        await checkA11y(page, `product ${device}`);
      } finally {
        await context.close();
      }
    });

    it('out-of-stock and not-found products', async () => {
      const { context, page } = await newPage(browser, device);
      try {
        await gotoApp(page, '/products/terpene-vape-pen-sleep');
        await page.getByText('This product is currently unavailable', { exact: true }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Out of Stock' }).isDisabled(), true);
        await screenshot(page, `product-out-of-stock-${device}`);

        await gotoApp(page, '/products?q=terpene');
        const card = page.getByTestId('product-card').filter({ hasText: 'Terpene Vape Pen' }).first();
        await card.getByTestId('out-of-stock-overlay').waitFor();
        assert.equal(await card.getByRole('button', { name: 'Details' }).isDisabled(), true);

        for (const slug of ['does-not-exist', 'cbg-vape-cartridge']) {
          await gotoApp(page, `/products/${slug}`);
          await page.getByRole('heading', { level: 1, name: 'Product Not Found' }).waitFor();
          await page.getByText("The product you're looking for doesn't exist or has been removed.").waitFor();
        }
        await checkA11y(page, `product not found ${device}`);
        await page.getByRole('link', { name: 'Browse All Products' }).click();
        await page.waitForURL('**/products');
      } finally {
        await context.close();
      }
    });
  });
}
