// Helpers for the commerce journeys (cart, checkout, account, password flows). Money is compared in
// integer cents, parsed from what the page shows; expected amounts are computed here, independently of
// the app, from the catalogue prices the API returns.
import assert from 'node:assert/strict';
import { TestingMyOrdersDocument, TestingProductPricesDocument } from '@shop/schema/operations';
import { BASE_URL, gql } from './browser.mjs';
import { STEP_TIMEOUT_MS } from './timeouts.mjs';

const EUR = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** 1234 → "€12.34" (the storefront's euro format). */
export function eur(cents) {
  return EUR.format(cents / 100);
}

/** "12.34" (API Decimal) → 1234 */
export function toCents(amount) {
  const [whole, fraction = ''] = String(amount).split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/** "€1,234.50" / "-€15.00" as shown on a page → integer cents (sign dropped). */
export function centsOf(text) {
  const match = /([\d,]+)\.(\d{2})/.exec(text ?? '');
  assert.ok(match, `no euro amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Trimmed text of a locator once it shows a euro amount (skeletons first render empty). */
export async function moneyText(locator) {
  await locator.filter({ hasText: /€\s?[\d,]+\.\d{2}/ }).waitFor();
  return (await locator.textContent()).trim();
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form control by its label, tolerating the required-field asterisk ("Email *"). */
export function field(scope, label) {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** Waits for a toast (title, and description when given), as long as any journey step (STEP_TIMEOUT_MS). */
export async function expectToast(page, title, description) {
  const region = page.locator('[data-scope="toast"][data-part="root"]');
  const toast = region.filter({ hasText: title }).last();
  await toast.getByText(title, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
  if (description) await toast.getByText(description, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Waits for a field error message (Chakra Field.ErrorText) with exactly this text. */
export async function expectFieldError(scope, message) {
  await scope
    .locator('[data-part="error-text"]', { hasText: message })
    .getByText(message, { exact: true })
    .first()
    .waitFor();
}

/** The page fits the viewport's width (no sideways scrolling, e.g. at 390px). */
export async function assertFitsWidth(page, label) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${label}: page is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
}

let serial = 0;
export function uniqueEmail(tag) {
  serial += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${serial}@example.com`;
}

export const PASSWORD = 'Str0ng!Pass';

export function newBuyer(tag) {
  return {
    name: `Buyer ${tag}`,
    email: uniqueEmail(tag),
    phone: '+31 20 123 4567',
    companyName: `${tag} Retail BV`,
    companyRegNumber: 'KVK12345',
    companyVatNumber: 'NL123456782B01',
    password: PASSWORD,
  };
}

/** Ticks a Chakra checkbox the way a user does: a click on its visible box (the input is hidden). */
export async function tick(page, name, checked = true) {
  const input = page.getByRole('checkbox', { name });
  const root = page.locator('[data-scope="checkbox"][data-part="root"]', { has: input });
  // The box follows the click once React has rendered it: wait for that (a busy machine takes a moment).
  // A debounced validation message appearing above the box can move it between Playwright's reading
  // of its position and the click (the click then lands beside it): if the box did not follow within a
  // few seconds, click it again; the state is checked before every click, so it never toggles twice.
  for (let attempt = 0; attempt < 3 && (await input.isChecked()) !== checked; attempt++) {
    await root.locator('[data-part="control"]').click();
    const deadline = Date.now() + 8_000;
    while ((await input.isChecked()) !== checked && Date.now() < deadline) await page.waitForTimeout(50);
  }
  assert.equal(await input.isChecked(), checked, `checkbox ${name} is ${checked ? '' : 'un'}ticked`);
}

/** Fills the registration form; the submit button stays disabled until everything is valid. */
export async function fillRegistration(page, buyer) {
  await field(page, 'Full Name').fill(buyer.name);
  await field(page, 'Email').fill(buyer.email);
  await field(page, 'Phone').fill(buyer.phone);
  await field(page, 'Company Name').fill(buyer.companyName);
  await field(page, 'Company Registration Number').fill(buyer.companyRegNumber);
  await field(page, 'Company VAT Number').fill(buyer.companyVatNumber);
  await field(page, 'Password').fill(buyer.password);
  await field(page, 'Confirm Password').fill(buyer.password);
  await tick(page, /I agree to the/);
  await tick(page, /21 or older/);
}

/** Logs in through the login page and waits for the account page. */
export async function loginThroughUi(page, email, password, { rememberMe = false } = {}) {
  await page.goto('/account/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  if (rememberMe) await tick(page, 'Remember me');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/account');
  await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
}

/** Catalogue prices (cents) of a product and its variations, as the logged-in context sees them. */
export async function productPrices(context, slug) {
  const { product } = await gql(context, TestingProductPricesDocument, { slug });
  assert.ok(product, `product ${slug} exists`);
  return {
    id: product.id,
    name: product.name,
    price: product.price ? toCents(product.price.amount) : null,
    variations: product.variations.map((v) => ({
      id: v.id,
      price: v.price ? toCents(v.price.amount) : null,
      options: Object.fromEntries(v.attributes.map((a) => [a.name, a.option])),
    })),
  };
}

/** The logged-in context's orders, through the API. */
export async function myOrders(context) {
  const { myOrders: page } = await gql(context, TestingMyOrdersDocument);
  return page;
}

/** The newest password-reset link the dev outbox holds for an address (polls briefly: mail is async). */
export async function resetLinkFor(email, { after = 0, timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${BASE_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
    assert.equal(res.status, 200, 'GET /dev/outbox answers');
    const { messages } = await res.json();
    const fresh = messages.filter((m) => Date.parse(m.createdAt) >= after);
    const link = fresh.map((m) => /https?:\/\/\S+\/account\/reset-password\?\S+/.exec(m.text)?.[0]).find(Boolean);
    if (link) return new URL(link);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no password-reset mail for ${email} in the outbox`);
}

/** Puts items straight into the stored cart (localStorage "cart") before the app starts. */
export async function seedCart(context, items) {
  const state = {
    items,
    totalItems: items.reduce((n, i) => n + i.quantity, 0),
    totalPriceCents: items.reduce((n, i) => n + i.quantity * i.priceCents, 0),
  };
  await context.addInitScript((json) => {
    if (!window.sessionStorage.getItem('e2e:cart-seeded')) {
      window.localStorage.setItem('cart', json);
      window.sessionStorage.setItem('e2e:cart-seeded', '1');
    }
  }, JSON.stringify(state));
}

/**
 * The logged-in buyer's server cart (issue 19) once `accept(cart)` holds: the browser sends its changes
 * after showing them, so a journey waits for the state it expects instead of reading browser storage.
 */
export async function serverCartWhen(context, accept, { timeoutMs = STEP_TIMEOUT_MS } = {}) {
  const deadline = Date.now() + timeoutMs;
  let cart;
  while (Date.now() < deadline) {
    ({ cart } = await gql(context, 'query { cart { version couponCode lines { productId variationId quantity } } }'));
    if (accept(cart)) return cart;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server cart never reached the expected state; last: ${JSON.stringify(cart)}`);
}
