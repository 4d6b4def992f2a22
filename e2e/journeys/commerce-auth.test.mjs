// Commerce journey, signing in: login failure and validation, "Remember me", registration messages
// (after touch, debounced, spaces stripped), forgot/reset password through the dev outbox link
// (works once), "Invalid reset link", and the inactivity logout with a shortened timeout.
import assert from 'node:assert/strict';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, gql, launchBrowser, newPage, registerBuyer } from '../lib/browser.mjs';
import { holdScripts } from '../lib/first-tap.mjs';
import {
  expectFieldError,
  expectToast,
  field,
  loginThroughUi,
  newBuyer,
  PASSWORD,
  resetLinkFor,
  tick,
} from '../lib/commerce.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const ME = 'query { me { id email } }';

/** The session cookie(s) the gateway set (httpOnly, so only the context can see them). */
async function sessionCookies(context) {
  return (await context.cookies()).filter((c) => c.httpOnly);
}

describe('sign-in screens', () => {
  it('login: validation, failure message, Remember me keeps a 30-day cookie, plain login a browser-session one', async () => {
    const { context, page } = await newPage(browser);
    try {
      const api = await browser.newContext();
      const buyer = await registerBuyer(api);
      await api.close();

      await gotoApp(page, '/account/login');
      await page.getByRole('heading', { level: 1, name: 'Login to Your Account' }).waitFor();
      await field(page, 'Email').fill('not-an-email');
      await field(page, 'Password').pressSequentially('ab c');
      assert.equal(await field(page, 'Password').inputValue(), 'abc', 'spaces stripped as typed');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectFieldError(page, 'Please enter a valid email address');
      await expectFieldError(page, 'Password must be at least 8 characters');
      await checkA11y(page, 'login with errors');

      await field(page, 'Email').fill(buyer.email);
      await field(page, 'Password').fill('Wrong#Pass1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectToast(page, 'Login failed', 'Invalid email or password. Please try again.');
      assert.equal(new URL(page.url()).pathname, '/account/login');
      assert.equal((await gql(context, ME)).me, null);

      await loginThroughUi(page, buyer.email, buyer.password);
      await expectToast(page, 'Login successful!');
      let [cookie] = await sessionCookies(context);
      assert.ok(cookie, 'a session cookie');
      assert.equal(cookie.expires, -1, 'without Remember me the cookie ends with the browser');
      // header and footer follow the session
      const header = page.locator('header');
      await header.getByRole('link', { name: 'Account' }).waitFor();
      assert.equal(await header.getByRole('link', { name: 'Login', exact: true }).count(), 0);
      await page.getByTestId('newsletter-subscribed').waitFor();

      // A second tab of the same browser shows prices, and follows the logout at once (no reload).
      const tab = await context.newPage();
      await tab.goto('/products');
      await tab.getByTestId('product-card').first().getByTestId('product-price').waitFor();
      await tab.locator('header').getByRole('link', { name: 'Account' }).waitFor();

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/account/login');
      await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
      assert.equal(await page.getByTestId('newsletter-subscribed').count(), 0);
      assert.equal((await gql(context, ME)).me, null, 'logged out on the server too');
      await tab.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
      await tab.getByTestId('product-card').first().getByTestId('price-hidden').waitFor();
      assert.equal(await tab.getByTestId('product-price').count(), 0, 'no cached price left in the other tab');
      // ...nor in this tab's cache, reached by in-app navigation (no reload).
      await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
      await page.waitForURL('**/products');
      await page.getByTestId('product-card').first().getByTestId('price-hidden').waitFor();
      assert.equal(await page.getByTestId('product-price').count(), 0, 'no cached price after logout');

      await loginThroughUi(page, buyer.email, buyer.password, { rememberMe: true });
      await tab.locator('header').getByRole('link', { name: 'Account' }).waitFor(); // the other tab follows the login
      await tab.getByTestId('product-card').first().getByTestId('product-price').waitFor();
      // the cart is shared between the tabs too
      await gotoApp(tab, '/products/natures-balance-oil');
      await tab.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByTestId('cart-badge').filter({ hasText: /^1$/ }).waitFor();
      [cookie] = await sessionCookies(context);
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
      assert.ok(days > 29 && days <= 30.01, `Remember me keeps the session ~30 days (got ${days.toFixed(2)})`);
      // a logged-in visitor is sent from the login page to the account
      await page.goto('/account/login');
      await page.waitForURL('**/account');
    } finally {
      await context.close();
    }
  });

  it('a tab still loading when another tab logs out follows the logout once it is live', async () => {
    const { context, page } = await newPage(browser);
    const api = await browser.newContext();
    try {
      const buyer = await registerBuyer(api);
      await gotoApp(page, '/account/login');
      await loginThroughUi(page, buyer.email, buyer.password);
      await page.locator('header').getByRole('link', { name: 'Account' }).waitFor();
      // A slow second tab: its server render (prices, "Account") is on screen before it hydrates, and
      // the logout below happens in that gap, before the tab listens for session notices. Its scripts are
      // held until the logout is done (a CPU-throttled tab made the gap depend on the machine's load).
      const tab = await context.newPage();
      const releaseScripts = await holdScripts(tab);
      await tab.goto('/products', { waitUntil: 'commit' });
      await tab.getByTestId('product-card').first().getByTestId('product-price').waitFor();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/account/login');
      assert.equal((await gql(context, ME)).me, null);
      await releaseScripts();
      await tab.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
      await tab.getByTestId('product-card').first().getByTestId('price-hidden').waitFor();
      assert.equal(await tab.getByTestId('product-price').count(), 0, 'no price left from the server render');
    } finally {
      await api.close();
      await context.close();
    }
  });

  it('registration: messages after touch (debounced), submit disabled until valid, server error', async () => {
    const { context, page } = await newPage(browser);
    try {
      await gotoApp(page, '/account/register');
      await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
      const submit = page.getByRole('button', { name: 'Create Account' });

      // Not touched yet: no message even after the debounce.
      await field(page, 'Full Name').fill('a');
      await page.waitForTimeout(700);
      assert.equal(await page.locator('[data-part="error-text"]').count(), 0, 'no error before the field is touched');

      await field(page, 'Email').focus(); // blur: Full Name is touched now
      await expectFieldError(page, 'Name must be at least 2 characters');
      await field(page, 'Email').fill('bad@');
      await field(page, 'Phone').fill('+31 20 123 4567 89012');
      await field(page, 'Company Name').fill('a');
      await field(page, 'Company Registration Number').fill('abc');
      await field(page, 'Company VAT Number').fill('abc');
      await field(page, 'Password').pressSequentially('sh ort');
      assert.equal(await field(page, 'Password').inputValue(), 'short', 'spaces stripped as typed');
      await field(page, 'Confirm Password').fill('Different#1');
      await tick(page, /I agree to the/);
      await tick(page, /I agree to the/, false);
      await tick(page, /21 or older/);
      await tick(page, /21 or older/, false);
      await field(page, 'Full Name').focus();
      for (const message of [
        'Please enter a valid email address',
        'Phone number must not exceed 20 characters',
        'Company name must be at least 2 characters',
        'Company registration number must be at least 5 characters',
        'Company VAT number must be at least 5 characters',
        'Password must be at least 8 characters',
        'Passwords do not match',
        'You must agree to the terms and conditions',
        'You must be 21+ to purchase: please confirm your age',
      ]) {
        await expectFieldError(page, message);
      }
      assert.equal(await submit.isDisabled(), true);
      await field(page, 'Password').fill('longpassword');
      await expectFieldError(
        page,
        'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character, and no spaces',
      );
      await checkA11y(page, 'register with errors');

      // Valid, but the e-mail already has an account: the server's answer shows, the buyer stays.
      const taken = newBuyer('taken');
      taken.email = 'demo@greenleaf-biotech.nl';
      await field(page, 'Full Name').fill(taken.name);
      await field(page, 'Email').fill(taken.email);
      await field(page, 'Phone').fill(taken.phone);
      await field(page, 'Company Name').fill(taken.companyName);
      await field(page, 'Company Registration Number').fill(taken.companyRegNumber);
      await field(page, 'Company VAT Number').fill(taken.companyVatNumber);
      await field(page, 'Password').fill(PASSWORD);
      await field(page, 'Confirm Password').fill(PASSWORD);
      await tick(page, /I agree to the/);
      await tick(page, /21 or older/);
      await page.waitForFunction((el) => !el.disabled, await submit.elementHandle());
      await submit.click();
      await expectToast(page, 'Registration failed');
      assert.equal(new URL(page.url()).pathname, '/account/register');
      assert.equal((await gql(context, ME)).me, null);
    } finally {
      await context.close();
    }
  });

  it('forgot and reset password through the outbox link; the link works once', async () => {
    const { context, page } = await newPage(browser);
    try {
      const api = await browser.newContext();
      const buyer = await registerBuyer(api);
      await api.close();

      // Missing token: toast and back to the request form.
      await page.goto(`/account/reset-password?email=${encodeURIComponent(buyer.email)}`);
      await page.waitForURL('**/account/forgot-password');
      await expectToast(page, 'Invalid reset link', 'Please request a new password reset link.');

      for (const path of ['/account/forget-password', '/account/forgot-password']) {
        await gotoApp(page, path);
        await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
      }
      await field(page, 'Email').fill('nope');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expectFieldError(page, 'Please enter a valid email address');
      await checkA11y(page, 'forgot password');
      const requestedAt = Date.now() - 1000;
      await field(page, 'Email').fill(buyer.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expectToast(page, 'Password reset link sent!');
      await page.waitForURL('**/account/login');

      const link = await resetLinkFor(buyer.email, { after: requestedAt });
      assert.equal(link.searchParams.get('email'), buyer.email);
      await gotoApp(page, link.pathname + link.search);
      await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
      await field(page, 'New Password').fill('weakpassword');
      await field(page, 'Confirm Password').fill('Other#Pass9');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectFieldError(
        page,
        'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
      );
      await expectFieldError(page, 'Passwords do not match');
      await checkA11y(page, 'reset password with errors');

      const newPassword = 'N3w!Secret';
      await field(page, 'New Password').fill(newPassword);
      await field(page, 'Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectToast(page, 'Password reset successful!', 'You can now log in with your new password.');
      await page.waitForURL('**/account/login');

      // The same link a second time is refused.
      await gotoApp(page, link.pathname + link.search);
      await field(page, 'New Password').fill('An0ther!Pass');
      await field(page, 'Confirm Password').fill('An0ther!Pass');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectToast(page, 'Failed to reset password', 'Invalid or expired reset link');
      assert.equal(new URL(page.url()).pathname, '/account/reset-password');

      // Old password refused, the new one works.
      await gotoApp(page, '/account/login');
      await field(page, 'Email').fill(buyer.email);
      await field(page, 'Password').fill(buyer.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectToast(page, 'Login failed');
      await loginThroughUi(page, buyer.email, newPassword);
    } finally {
      await context.close();
    }
  });

  it('inactivity logout with a shortened timeout: "Session expired", back to login', async () => {
    const { context, page } = await newPage(browser);
    try {
      const buyer = await registerBuyer(context);
      await gotoApp(page, '/account');
      await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
      // the override is read when the session watch starts: set it, then start the app again
      await page.evaluate(() => localStorage.setItem('shop:inactivityMs', '2500'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
      const since = Date.now();
      await expectToast(page, 'Session expired', 'You have been logged out due to inactivity.');
      const waited = Date.now() - since;
      assert.ok(waited < 10_000, `logged out after the short timeout (${waited} ms)`);
      await page.waitForURL('**/account/login');
      await page.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
      assert.equal((await gql(context, ME)).me, null, 'the server session ended too');
      assert.ok(buyer.email);
    } finally {
      await context.close();
    }
  });
});
