// Commerce journey, the account: profile, address and password changes with their section 5 messages,
// "Log out all" ending a second browser context's session, and who may see which order.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from '../lib/journey-test.mjs';
import { checkA11y, gotoApp, gql, launchBrowser, newPage, registerBuyer, screenshot } from '../lib/browser.mjs';
import { expectFieldError, expectToast, field, loginThroughUi } from '../lib/commerce.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const ME = 'query { me { id name email phone company companyName address } }';
const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id number } userErrors { message } }
}`;

async function openTab(page, name) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

describe('account', () => {
  it('profile, address and password changes', async () => {
    const { context, page } = await newPage(browser);
    try {
      const buyer = await registerBuyer(context);
      await gotoApp(page, '/account');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, E2E Buyer' }).waitFor();
      await page
        .getByTestId('member-since')
        .filter({ hasText: /^Member since \S/ })
        .waitFor();
      await checkA11y(page, 'account profile');

      // Profile: section 5 messages, then a saved change.
      const profile = page.getByRole('form', { name: 'Profile' });
      await field(profile, 'Full Name').fill('x'.repeat(101));
      await field(profile, 'Email').fill('bad');
      await field(profile, 'Phone').fill('1'.repeat(21));
      await field(profile, 'Company').fill('c'.repeat(101));
      await field(profile, 'Company Name').fill('a');
      await field(profile, 'Company Registration Number').fill('abc');
      await field(profile, 'Company VAT Number').fill('v'.repeat(51));
      await profile.getByRole('button', { name: 'Save Changes' }).click();
      for (const message of [
        'Name must not exceed 100 characters',
        'Invalid email address',
        'Phone number must not exceed 20 characters',
        'Company must not exceed 100 characters',
        'Company name must be at least 2 characters',
        'Company registration number must be at least 5 characters',
        'Company VAT number must not exceed 50 characters',
      ]) {
        await expectFieldError(profile, message);
      }
      await field(profile, 'Full Name').fill('Renamed Buyer');
      await field(profile, 'Email').fill(buyer.email);
      await field(profile, 'Phone').fill('+31 10 765 4321');
      await field(profile, 'Company').fill('Renamed Holding');
      await field(profile, 'Company Name').fill('Renamed Retail BV');
      await field(profile, 'Company Registration Number').fill('KVK99999');
      // a Dutch number with a wrong check digit: the server refuses it, naming the country, on the field
      await field(profile, 'Company VAT Number').fill('NL999999999B01');
      await profile.getByRole('button', { name: 'Save Changes' }).click();
      await expectFieldError(profile, /This is not a valid Dutch VAT number/);
      await field(profile, 'Company VAT Number').fill('NL999999990B01');
      await profile.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated!', 'Your changes have been saved.');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Renamed Buyer' }).waitFor();
      const { me } = await gql(context, ME);
      assert.equal(me.name, 'Renamed Buyer');
      assert.equal(me.phone, '+31 10 765 4321');
      assert.equal(me.company, 'Renamed Holding');
      assert.equal(me.companyName, 'Renamed Retail BV');
      await page.reload();
      assert.equal(await field(page.getByRole('form', { name: 'Profile' }), 'Company').inputValue(), 'Renamed Holding');

      // Addresses: empty → add (Cancel resets) → saved → edit → cancel keeps the saved one.
      await openTab(page, 'Addresses');
      const addressForm = page.getByRole('form', { name: 'Address' });
      await page.getByText('No addresses saved', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add Address' }).click();
      await field(addressForm, 'Address').fill('Throwaway 1');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Add Address' }).click();
      assert.equal(await field(addressForm, 'Address').inputValue(), '', 'Cancel reset the value');
      await field(addressForm, 'Address').fill('abc');
      await page.getByRole('button', { name: 'Save Address' }).click();
      await expectFieldError(page, 'Address must be at least 5 characters');
      await field(addressForm, 'Address').fill('a'.repeat(256));
      await page.getByRole('button', { name: 'Save Address' }).click();
      await expectFieldError(page, 'Address must not exceed 255 characters');
      await checkA11y(page, 'account address form');
      const address = 'Coolsingel 40, 3011 AD Rotterdam';
      await field(addressForm, 'Address').fill(address);
      await page.getByRole('button', { name: 'Save Address' }).click();
      await expectToast(page, 'Address updated!', 'Your address has been saved.');
      await page.getByTestId('saved-address').filter({ hasText: address }).waitFor();
      await page.getByRole('button', { name: 'Edit Address' }).click();
      await field(addressForm, 'Address').fill('Something else 2');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByTestId('saved-address').filter({ hasText: address }).waitFor();
      assert.equal((await gql(context, ME)).me.address, address);

      await openTab(page, 'Notifications');
      await page.getByText('Notifications are coming soon', { exact: true }).waitFor();
      await openTab(page, 'Orders');
      await page.getByText('No orders yet', { exact: true }).waitFor();

      // Security: change password with its messages, then log in again with the new one.
      await openTab(page, 'Security');
      const form = page.getByRole('form', { name: 'Change Password' });
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expectFieldError(form, 'Current password is required');
      await field(form, 'New Password').pressSequentially('we ak');
      assert.equal(await field(form, 'New Password').inputValue(), 'weak', 'spaces stripped as typed');
      await page
        .getByTestId('password-strength')
        .filter({ hasText: /^Password strength: \S/ })
        .waitFor();
      await field(form, 'New Password').fill('lowercaseonly');
      await field(form, 'Confirm New Password').fill('Mismatch#1');
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expectFieldError(
        form,
        'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
      );
      await expectFieldError(form, 'New passwords do not match');
      await checkA11y(page, 'account security');

      const newPassword = 'Chang3d!Pass';
      await field(form, 'Current Password').fill('Wrong#Pass1');
      await field(form, 'New Password').fill(newPassword);
      await field(form, 'Confirm New Password').fill(newPassword);
      await page
        .getByTestId('password-strength')
        .filter({ hasText: /^Password strength: (Good|Strong)$/ })
        .waitFor();
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expectToast(page, 'Failed to update password');
      assert.equal(new URL(page.url()).pathname, '/account');

      await field(form, 'Current Password').fill(buyer.password);
      await form.getByRole('button', { name: 'Update Password' }).click();
      await expectToast(page, 'Password updated successfully', 'Please log in again with your new password.');
      await page.waitForURL('**/account/login');
      assert.equal((await gql(context, ME)).me, null, 'logged out after the change');
      await loginThroughUi(page, buyer.email, newPassword);
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Renamed Buyer' }).waitFor();
      await screenshot(page, 'commerce-account-desktop');
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
    }
  });

  it('"Log out all" ends the session of a second browser context', async () => {
    const first = await newPage(browser);
    const second = await newPage(browser);
    try {
      const buyer = await registerBuyer(first.context);
      await loginThroughUi(second.page, buyer.email, buyer.password);
      assert.ok((await gql(second.context, ME)).me, 'second context logged in');

      await gotoApp(first.page, '/account?tab=security');
      await first.page.getByRole('button', { name: 'Log out all' }).click();
      await expectToast(first.page, 'Logged out successfully', 'You have been signed out from all devices.');
      await first.page.waitForURL('**/account/login');

      assert.equal((await gql(second.context, ME)).me, null, 'the other session is over on the server');
      // The second browser's open page finds out on its next screen (the session is verified), no reload.
      await second.page.getByRole('tab', { name: 'Orders' }).click();
      await second.page.waitForURL('**/account/login');
      await second.page.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
      await second.page.goto('/account?tab=orders');
      await second.page.waitForURL('**/account/login');
      await second.page.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('orders: login required, "Order not found" for unknown and foreign orders, "Invalid order ID"', async () => {
    const { context, page } = await newPage(browser);
    const other = await browser.newContext();
    try {
      await gotoApp(page, '/account/orders/1');
      await page.waitForURL('**/account/login');
      await page.goto('/account');
      await page.waitForURL('**/account/login');

      // Someone else's order.
      await registerBuyer(other);
      const { placeOrder } = await gql(other, PLACE_ORDER, {
        key: randomUUID(),
        input: {
          lines: [{ productId: '22', quantity: 1 }],
          shipping: { fullName: 'Other Buyer', email: 'other@example.com', address: 'Elsewhere 1, Utrecht' },
        },
      });
      assert.deepEqual(placeOrder.userErrors, []);

      await registerBuyer(context);
      for (const id of [placeOrder.order.number, '999999']) {
        await gotoApp(page, `/account/orders/${id}`);
        await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
      }
      await checkA11y(page, 'order not found');
      await page.getByRole('link', { name: 'Back to Orders' }).click();
      await page.waitForURL('**/account?tab=orders');
      await page.getByText('No orders yet', { exact: true }).waitFor();

      await page.goto('/account/orders/not%20valid!');
      await expectToast(page, 'Invalid order ID');
      await page.waitForURL(/\/account$/);
    } finally {
      await other.close();
      await context.close();
    }
  });
});
