import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, sql, startShop, STRONG_PASSWORD, uniqueEmail, type Caller } from './commerce.harness.js';

let shop: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  shop = await startShop();
});

afterAll(async () => {
  await shop?.stop();
});

const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { token userErrors { message code } }
}`;
const ME = '{ me { id name email phone company companyName companyRegNumber companyVatNumber address memberSince } }';
const UPDATE_PROFILE = `mutation($input: ProfileInput!) {
  updateProfile(input: $input) { customer { name email phone company companyName companyRegNumber companyVatNumber } userErrors { field message code } }
}`;
const UPDATE_ADDRESS = `mutation($address: String!) {
  updateAddress(address: $address) { customer { address } userErrors { field message code } }
}`;
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!, $confirm: String) {
  changePassword(currentPassword: $current, newPassword: $next, confirmPassword: $confirm) { ok userErrors { field message code } }
}`;
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation($email: String!, $token: String!, $password: String!, $confirm: String) {
  resetPassword(email: $email, token: $token, newPassword: $password, confirmPassword: $confirm) { ok userErrors { field message code } }
}`;
const CONTACT = `mutation($input: ContactInput!) { sendContactMessage(input: $input) { ok userErrors { field message code } } }`;

async function login(email: string, password: string): Promise<Caller> {
  const res = await shop.gateway.anonymous.gql(LOGIN, { email, password });
  const token = res.data?.login?.token as string | null;
  if (!token) throw new Error(`login failed: ${JSON.stringify(res.data?.login?.userErrors ?? res.errors)}`);
  return shop.gateway.as(token);
}

async function loggedIn(caller: Caller): Promise<boolean> {
  const res = await caller.gql('{ me { id } }');
  return res.data?.me != null;
}

const validProfile = {
  name: 'Anna Jansen',
  email: 'placeholder@example.com',
  phone: '+31 6 9999 8888',
  company: 'Jansen Group',
  companyName: 'Jansen Retail B.V.',
  companyRegNumber: 'KVK 99887766',
  companyVatNumber: 'NL998877669B01',
};

function codeOf(res: { errors?: { extensions?: Record<string, unknown> }[] }) {
  return res.errors?.[0]?.extensions?.code;
}

describe('updateProfile', () => {
  it('saves every profile field and `me` shows them with "member since"', async () => {
    const customer = await registerCustomer(shop.gateway);
    const email = uniqueEmail('renamed');
    const res = await customer.caller.gql(UPDATE_PROFILE, { input: { ...validProfile, email } });
    expect(res.data.updateProfile).toEqual({ customer: { ...validProfile, email }, userErrors: [] });
    const me = await customer.caller.gql(ME);
    expect(me.data.me).toMatchObject({ ...validProfile, email });
    expect(Date.parse(me.data.me.memberSince)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'A'.repeat(101), 'Name must not exceed 100 characters'],
    ['email', 'nope', 'Invalid email address'],
    ['phone', '1'.repeat(21), 'Phone number must not exceed 20 characters'],
    ['company', 'C'.repeat(101), 'Company must not exceed 100 characters'],
    ['companyName', 'C', 'Company name must be at least 2 characters'],
    ['companyName', 'C'.repeat(101), 'Company name must not exceed 100 characters'],
    ['companyRegNumber', '1234', 'Company registration number must be at least 5 characters'],
    ['companyRegNumber', '1'.repeat(51), 'Company registration number must not exceed 50 characters'],
    ['companyVatNumber', 'NL12', 'Company VAT number must be at least 5 characters'],
    ['companyVatNumber', 'N'.repeat(51), 'Company VAT number must not exceed 50 characters'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const customer = await registerCustomer(shop.gateway);
    const res = await customer.caller.gql(UPDATE_PROFILE, {
      input: { ...validProfile, email: customer.email, [field]: value },
    });
    expect(res.data.updateProfile).toEqual({
      customer: null,
      userErrors: [{ field: [field], message, code: 'INVALID' }],
    });
  });

  it("refuses another customer's e-mail", async () => {
    const taken = await registerCustomer(shop.gateway);
    const customer = await registerCustomer(shop.gateway);
    const res = await customer.caller.gql(UPDATE_PROFILE, {
      input: { ...validProfile, email: taken.email.toUpperCase() },
    });
    expect(res.data.updateProfile.userErrors).toEqual([
      { field: ['email'], message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
    ]);
  });

  it('is UNAUTHENTICATED for anonymous callers', async () => {
    const res = await shop.gateway.anonymous.gql(UPDATE_PROFILE, { input: validProfile });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});

describe('updateAddress', () => {
  it('saves the address', async () => {
    const customer = await registerCustomer(shop.gateway);
    const res = await customer.caller.gql(UPDATE_ADDRESS, { address: '  Keizersgracht 10, Amsterdam ' });
    expect(res.data.updateAddress).toEqual({ customer: { address: 'Keizersgracht 10, Amsterdam' }, userErrors: [] });
  });

  it.each([
    ['abcd', 'Address must be at least 5 characters'],
    ['a'.repeat(256), 'Address must not exceed 255 characters'],
  ])('refuses %j', async (address, message) => {
    const customer = await registerCustomer(shop.gateway);
    const res = await customer.caller.gql(UPDATE_ADDRESS, { address });
    expect(res.data.updateAddress).toEqual({
      customer: null,
      userErrors: [{ field: ['address'], message, code: 'INVALID' }],
    });
  });

  it('is UNAUTHENTICATED for anonymous callers', async () => {
    expect(codeOf(await shop.gateway.anonymous.gql(UPDATE_ADDRESS, { address: 'Damrak 1' }))).toBe('UNAUTHENTICATED');
  });
});

describe('changePassword', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const customer = await registerCustomer(shop.gateway);
    const other = await login(customer.email, customer.password);
    const res = await customer.caller.gql(CHANGE_PASSWORD, {
      current: STRONG_PASSWORD,
      next: 'N3w&Better',
      confirm: 'N3w&Better',
    });
    expect(res.data.changePassword).toEqual({ ok: true, userErrors: [] });
    expect(await loggedIn(customer.caller)).toBe(true);
    expect(await loggedIn(other)).toBe(false);
    await expect(login(customer.email, 'N3w&Better')).resolves.toBeTruthy();
    await expect(login(customer.email, STRONG_PASSWORD)).rejects.toThrow(/login failed/);
  });

  it('refuses a wrong current password', async () => {
    const customer = await registerCustomer(shop.gateway);
    const res = await customer.caller.gql(CHANGE_PASSWORD, {
      current: 'Wr0ng!pass',
      next: 'N3w&Better',
      confirm: 'N3w&Better',
    });
    expect(res.data.changePassword).toEqual({
      ok: false,
      userErrors: [{ field: ['currentPassword'], message: 'Current password is incorrect', code: 'WRONG_PASSWORD' }],
    });
  });

  it.each([
    [{ current: '', next: 'N3w&Better', confirm: 'N3w&Better' }, ['currentPassword'], 'Current password is required'],
    [
      { current: STRONG_PASSWORD, next: 'N3w&Bet', confirm: 'N3w&Bet' },
      ['newPassword'],
      'Password must be at least 8 characters',
    ],
    [
      { current: STRONG_PASSWORD, next: 'N3w(Better', confirm: 'N3w(Better' },
      ['newPassword'],
      'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
    ],
    [
      { current: STRONG_PASSWORD, next: 'N3w&Better', confirm: 'N3w&Better2' },
      ['confirmPassword'],
      'New passwords do not match',
    ],
  ])('refuses %j', async (variables, field, message) => {
    const customer = await registerCustomer(shop.gateway);
    const res = await customer.caller.gql(CHANGE_PASSWORD, variables);
    expect(res.data.changePassword.ok).toBe(false);
    expect(res.data.changePassword.userErrors).toContainEqual({ field, message, code: 'INVALID' });
  });

  it('is UNAUTHENTICATED for anonymous callers', async () => {
    const res = await shop.gateway.anonymous.gql(CHANGE_PASSWORD, { current: 'x', next: 'N3w&Better' });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});

describe('logoutAll', () => {
  it('ends every session of the customer and clears the cookie', async () => {
    const customer = await registerCustomer(shop.gateway);
    const second = await login(customer.email, customer.password);
    const bystander = await registerCustomer(shop.gateway);
    const res = await request(shop.gateway.http)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Authorization', `Bearer ${customer.caller.token}`)
      .send({ query: 'mutation { logoutAll }' });
    expect(res.body.data).toEqual({ logoutAll: true });
    expect(String(res.headers['set-cookie'])).toMatch(/shop_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await loggedIn(customer.caller)).toBe(false);
    expect(await loggedIn(second)).toBe(false);
    expect(await loggedIn(bystander.caller)).toBe(true);
  });

  it('is UNAUTHENTICATED for anonymous callers', async () => {
    expect(codeOf(await shop.gateway.anonymous.gql('mutation { logoutAll }'))).toBe('UNAUTHENTICATED');
  });
});

describe('password reset', () => {
  async function resetLinkFor(email: string) {
    const res = await request(shop.gateway.http).get('/dev/outbox').query({ to: email });
    expect(res.status).toBe(200);
    const text: string = res.body.messages[0]?.text ?? '';
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    if (!link) throw new Error(`no reset link in the outbox for ${email}`);
    const url = new URL(link);
    return { url, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
  }

  it('answers true for known, unknown and malformed addresses alike', async () => {
    const customer = await registerCustomer(shop.gateway);
    const nobody = uniqueEmail('nobody');
    for (const email of [customer.email, nobody, 'not-an-email']) {
      const started = Date.now();
      const res = await shop.gateway.anonymous.gql(REQUEST_RESET, { email });
      expect(res.data).toEqual({ requestPasswordReset: true });
      // every answer takes the same fixed time, so timing does not reveal known addresses
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    }
    const unknown = await request(shop.gateway.http).get('/dev/outbox').query({ to: nobody });
    expect(unknown.body.messages).toEqual([]);
    const known = await request(shop.gateway.http).get('/dev/outbox').query({ to: customer.email });
    expect(known.body.messages).toHaveLength(1);
  });

  it('mails a link that resets the password once and only once, ending every session', async () => {
    const customer = await registerCustomer(shop.gateway);
    await shop.gateway.anonymous.gql(REQUEST_RESET, { email: customer.email.toUpperCase() });
    const link = await resetLinkFor(customer.email);
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://shop.test/account/reset-password');
    expect(link.email).toBe(customer.email);

    const first = await shop.gateway.anonymous.gql(RESET, {
      email: link.email,
      token: link.token,
      password: 'Res3t!Pass',
      confirm: 'Res3t!Pass',
    });
    expect(first.data.resetPassword).toEqual({ ok: true, userErrors: [] });
    expect(await loggedIn(customer.caller)).toBe(false);
    await expect(login(customer.email, 'Res3t!Pass')).resolves.toBeTruthy();

    const second = await shop.gateway.anonymous.gql(RESET, {
      email: link.email,
      token: link.token,
      password: 'An0ther!Pass',
    });
    expect(second.data.resetPassword).toEqual({
      ok: false,
      userErrors: [{ field: ['token'], message: 'Invalid or expired reset link', code: 'INVALID_TOKEN' }],
    });
    await expect(login(customer.email, 'An0ther!Pass')).rejects.toThrow(/login failed/);
  });

  it('refuses an expired token, a wrong token and a token of another e-mail', async () => {
    const customer = await registerCustomer(shop.gateway);
    const other = await registerCustomer(shop.gateway);
    await shop.gateway.anonymous.gql(REQUEST_RESET, { email: customer.email });
    const link = await resetLinkFor(customer.email);
    const attempt = (email: string, token: string) =>
      shop.gateway.anonymous.gql(RESET, { email, token, password: 'Res3t!Pass' }).then((r) => r.data.resetPassword);
    expect((await attempt(customer.email, 'wrong-token')).userErrors[0].code).toBe('INVALID_TOKEN');
    expect((await attempt(other.email, link.token)).userErrors[0].code).toBe('INVALID_TOKEN');
    await sql(shop.db.url, "UPDATE password_resets SET expires_at = now() - interval '1 minute'");
    expect((await attempt(customer.email, link.token)).userErrors[0]).toEqual({
      field: ['token'],
      message: 'Invalid or expired reset link',
      code: 'INVALID_TOKEN',
    });
  });

  it.each([
    [{ password: 'Sh0rt!' }, ['newPassword'], 'Password must be at least 8 characters'],
    [
      { password: 'NoSpecial1' },
      ['newPassword'],
      'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
    ],
    [{ password: 'Res3t!Pass', confirm: 'Res3t!Pas' }, ['confirmPassword'], 'Passwords do not match'],
    [{ email: 'nope' }, ['email'], 'Please enter a valid email address'],
  ])('applies the reset-password policy: %j', async (overrides, field, message) => {
    const res = await shop.gateway.anonymous.gql(RESET, {
      email: 'someone@example.com',
      token: 'whatever',
      password: 'Res3t!Pass',
      ...overrides,
    });
    expect(res.data.resetPassword.ok).toBe(false);
    expect(res.data.resetPassword.userErrors).toContainEqual({ field, message, code: 'INVALID' });
  });
});

describe('sendContactMessage', () => {
  const message = {
    name: 'Piet Bakker',
    email: 'piet@example.com',
    phone: null,
    company: 'Bakker Drogisterij',
    subject: 'Wholesale prices',
    message: 'Could you send me your wholesale price list?',
  };

  it('stores the message and e-mails it to the shop', async () => {
    const subject = `Wholesale ${Date.now()}`;
    const res = await shop.gateway.anonymous.gql(CONTACT, { input: { ...message, subject } });
    expect(res.data.sendContactMessage).toEqual({ ok: true, userErrors: [] });
    const rows = await sql(
      shop.db.url,
      'SELECT name, email, phone, company, message FROM contact_messages WHERE subject = $1',
      [subject],
    );
    expect(rows).toEqual([
      { name: message.name, email: message.email, phone: null, company: message.company, message: message.message },
    ]);
    const mail = await shop.gateway.outbox.list('wholesale@greenleaf-biotech.nl');
    expect(mail[0]).toMatchObject({ subject: `Contact form: ${subject}` });
    expect(mail[0]?.text).toContain(message.message);
  });

  it.each([
    ['name', 'P', 'Name must be at least 2 characters'],
    ['email', 'piet', 'Please enter a valid email address'],
    ['company', 'B', 'Company must be at least 2 characters'],
    ['subject', 'W', 'Subject must be at least 2 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ])('refuses %s = %j with "%s"', async (field, value, text) => {
    const res = await shop.gateway.anonymous.gql(CONTACT, { input: { ...message, [field]: value } });
    expect(res.data.sendContactMessage).toEqual({
      ok: false,
      userErrors: [{ field: [field], message: text, code: 'INVALID' }],
    });
  });
});
