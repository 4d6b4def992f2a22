// A logged-in buyer for the measuring scripts (lighthouse.mjs, trace-page.mjs): registered through the
// GraphQL `register` mutation of a running shop, checked with `me`.

/** Registers a buyer; returns its session cookie header (`name=value; ...`). */
export async function buyerCookie(base, label = 'Lighthouse') {
  const email = `${label.toLowerCase()}-${Date.now()}-${process.pid}@example.com`;
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: `mutation Register($input: RegisterInput!) {
        register(input: $input) { customer { id } userErrors { field message } }
      }`,
      variables: {
        input: {
          name: `${label} Buyer`,
          email,
          phone: '+31 20 123 4567',
          companyName: `${label} Retail BV`,
          companyRegNumber: 'KVK12345',
          companyVatNumber: 'NL123456782B01',
          password: 'Str0ng!Pass',
          confirmPassword: 'Str0ng!Pass',
          agreeTerms: true,
          confirmAge: true,
        },
      },
    }),
  });
  const body = await res.json();
  const result = body.data?.register;
  if (!result?.customer || result.userErrors.length || body.errors?.length) {
    throw new Error(`register a buyer: ${JSON.stringify(body.errors ?? result?.userErrors ?? body)}`);
  }
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('register a buyer: no session cookie in the answer');
  const cookie = cookies.join('; ');
  const me = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
    body: JSON.stringify({ query: '{ me { email } }' }),
  }).then((r) => r.json());
  if (me.data?.me?.email !== email) throw new Error(`the buyer's cookie is no session: ${JSON.stringify(me)}`);
  return cookie;
}

/** The cookie header as Playwright's `context.addCookies` entries for `base`. */
export function playwrightCookies(cookie, base) {
  return cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: base };
  });
}
