/**
 * Generated from the admin SDL: EVERY Query and Mutation field of packages/schema/admin.graphql that
 * has a resolver is called as an anonymous caller, with a buyer's session cookie and with a buyer's
 * token, and must be refused (UNAUTHENTICATED); every field documented "OWNER only" refuses STAFF
 * (FORBIDDEN); and on a WordPress shop every field but consoleInfo answers "operated in WordPress".
 * A field added later is walked without anyone writing a test for it.
 */
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { adminTypeDefs } from '@shop/schema';
import {
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type InputObjectTypeDefinitionNode,
  Kind,
  parse,
  type TypeNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminGraphqlModule } from '../src/admin/admin-graphql.module.js';
import { stubBackend } from '../src/backends/wordpress/testing/stub-backend.js';
import { startWordpressStub, type WordpressStub } from '../src/backends/wordpress/testing/wordpress-stub.js';
import { type AdminClient, adminClient, adminGql } from './helpers/admin.js';
import { sessionCookieOf, startTestApp, type TestApp } from './helpers/test-app.js';

const sdl: DocumentNode = parse(adminTypeDefs);

type Root = 'query' | 'mutation';
interface RootField {
  root: Root;
  field: FieldDefinitionNode;
  name: string;
  ownerOnly: boolean;
}

const ROOT_FIELDS: RootField[] = sdl.definitions.flatMap((definition) => {
  if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return [];
  const root = definition.name.value === 'Query' ? 'query' : definition.name.value === 'Mutation' ? 'mutation' : null;
  if (!root) return [];
  return (definition.fields ?? []).map((field) => ({
    root,
    field,
    name: field.name.value,
    ownerOnly: /OWNER only/.test(field.description?.value ?? ''),
  }));
});

const inputTypes = new Map(
  sdl.definitions
    .filter((d): d is InputObjectTypeDefinitionNode => d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION)
    .map((d) => [d.name.value, d]),
);
const enumValues = new Map(
  sdl.definitions.flatMap((d) =>
    d.kind === Kind.ENUM_TYPE_DEFINITION ? [[d.name.value, d.values?.[0]?.name.value]] : [],
  ),
);
const objectTypes = new Set(
  sdl.definitions.flatMap((d) => (d.kind === Kind.OBJECT_TYPE_DEFINITION ? [d.name.value] : [])),
);

const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: '1',
  String: 'sample',
  Int: 1,
  Float: 1,
  Boolean: true,
  Decimal: '1.00',
  DateTime: '2026-01-01T00:00:00Z',
};

/** a value the type accepts (required input fields filled, lists empty) */
function sample(type: TypeNode): unknown {
  if (type.kind === Kind.NON_NULL_TYPE) return sample(type.type);
  if (type.kind === Kind.LIST_TYPE) return [];
  const name = type.name.value;
  if (name in SCALAR_SAMPLES) return SCALAR_SAMPLES[name];
  if (enumValues.has(name)) return enumValues.get(name);
  const input = inputTypes.get(name);
  if (!input) throw new Error(`no sample for ${name}`);
  return Object.fromEntries(
    (input.fields ?? [])
      .filter((f) => f.type.kind === Kind.NON_NULL_TYPE && !f.defaultValue)
      .map((f) => [f.name.value, sample(f.type)]),
  );
}

const print = (type: TypeNode): string =>
  type.kind === Kind.NON_NULL_TYPE
    ? `${print(type.type)}!`
    : type.kind === Kind.LIST_TYPE
      ? `[${print(type.type)}]`
      : type.name.value;
const namedOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedOf(type.type));

/** `query F($id: ID!) { order(id: $id) { __typename } }` and its variables */
function operationFor({ root, field, name }: RootField): { query: string; variables: Record<string, unknown> } {
  const required = (field.arguments ?? []).filter((a) => a.type.kind === Kind.NON_NULL_TYPE && !a.defaultValue);
  const variables = Object.fromEntries(required.map((a) => [a.name.value, sample(a.type)]));
  const declarations = required.map((a) => `$${a.name.value}: ${print(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name.value}: $${a.name.value}`).join(', ');
  const selection = objectTypes.has(namedOf(field.type)) ? ' { __typename }' : '';
  const query = `${root} Walk${declarations ? `(${declarations})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables };
}

/** the root fields the running admin schema has a resolver for (fields of areas not built yet have none) */
function resolvedFields(app: TestApp): RootField[] {
  const schema: GraphQLSchema = app.app.select(AdminGraphqlModule).get(GraphQLSchemaHost).schema;
  return ROOT_FIELDS.filter(({ root, name }) => {
    const type = root === 'query' ? schema.getQueryType() : schema.getMutationType();
    return typeof type?.getFields()[name]?.resolve === 'function';
  });
}

/** fields a signed-out caller may use: what the console shows before sign-in, signing in and out, "who am I" */
const OPEN_FIELDS = new Set(['consoleInfo', 'adminLogin', 'adminLogout', 'staffMe']);
/** fields of this branch's areas, so the walk can never pass by walking nothing */
const BUILT_HERE = [
  'staffMe',
  'auditLog',
  'staff',
  'settings',
  'saveStaff',
  'deleteStaff',
  'saveSettings',
  'changeStaffPassword',
];

describe('embedded shop', () => {
  let t: TestApp;
  let staffMember: AdminClient;
  let buyer: { cookie: string; token: string };
  let walked: RootField[];

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_REGISTER_IP: '1000/60' } });
    staffMember = await adminClient(t, { role: 'STAFF' });
    const password = 'Str0ng!Pass';
    const { data, res } = await t.gql(
      `mutation R($input: RegisterInput!) { register(input: $input) { token userErrors { message } } }`,
      {
        input: {
          name: 'Bea Buyer',
          email: `guard-buyer-${Date.now()}@example.com`,
          companyName: 'Buyer Retail BV',
          companyRegNumber: '12345678',
          companyVatNumber: 'NL123456782B01',
          password,
          confirmPassword: password,
          agreeTerms: true,
          confirmAge: true,
        },
      },
    );
    buyer = { token: data.register.token, cookie: sessionCookieOf(res)! };
    walked = resolvedFields(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('walks every resolved field of the SDL, at least those of staff, settings and the audit log', () => {
    expect(ROOT_FIELDS.length).toBeGreaterThan(40);
    expect(walked.map((f) => f.name)).toEqual(expect.arrayContaining(BUILT_HERE));
    expect(ROOT_FIELDS.filter((f) => f.ownerOnly).map((f) => f.name)).toEqual(
      expect.arrayContaining(['staff', 'settings', 'saveStaff', 'deleteStaff', 'saveSettings']),
    );
  });

  const callers: [string, () => { cookie?: string; token?: string } | undefined][] = [
    ['an anonymous caller', () => undefined],
    ["a buyer's session cookie", () => ({ cookie: buyer.cookie })],
    ["a buyer's bearer token", () => ({ token: buyer.token })],
  ];

  it.each(callers)('%s is refused on every staff field (UNAUTHENTICATED)', async (_who, auth) => {
    const answers: Record<string, unknown> = {};
    for (const field of walked) {
      if (OPEN_FIELDS.has(field.name)) continue;
      const { query, variables } = operationFor(field);
      const { data, errors } = await adminGql(t, query, variables, auth());
      answers[field.name] = { data: data?.[field.name] ?? null, code: errors?.[0]?.extensions.code };
    }
    const refused = Object.fromEntries(
      Object.keys(answers).map((name) => [name, { data: null, code: 'UNAUTHENTICATED' }]),
    );
    expect(answers).toEqual(refused);
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(BUILT_HERE.length - 1);
  });

  it.each(callers)('%s gets nothing from the open fields', async (_who, auth) => {
    expect((await adminGql(t, '{ staffMe { id } }', {}, auth())).data.staffMe).toBeNull();
    expect((await adminGql(t, 'mutation { adminLogout }', {}, auth())).data.adminLogout).toBe(false);
  });

  it('every field documented "OWNER only" refuses STAFF (FORBIDDEN)', async () => {
    const ownerOnly = walked.filter((f) => f.ownerOnly);
    expect(ownerOnly.length).toBeGreaterThanOrEqual(5);
    for (const field of ownerOnly) {
      const { query, variables } = operationFor(field);
      const { errors } = await staffMember.gql(query, variables);
      expect({ field: field.name, code: errors?.[0]?.extensions.code }).toEqual({
        field: field.name,
        code: 'FORBIDDEN',
      });
    }
  });
});

describe('WordPress shop', () => {
  let stub: WordpressStub;
  let t: TestApp;

  beforeAll(async () => {
    stub = await startWordpressStub();
    t = await startTestApp({
      backend: stubBackend(stub).backend,
      env: {
        STORE_BACKEND: 'wordpress',
        WORDPRESS_URL: stub.url,
        WC_CONSUMER_KEY: stub.credentials.consumerKey,
        WC_CONSUMER_SECRET: stub.credentials.consumerSecret,
        WC_WEBHOOK_SECRET: stub.credentials.webhookSecret,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('consoleInfo says the shop is operated in WordPress and where', async () => {
    const { data } = await adminGql(t, '{ consoleInfo { shopName storeBackend wordpressAdminUrl } }');
    expect(data.consoleInfo).toEqual({
      shopName: t.config.shop.name,
      storeBackend: 'wordpress',
      wordpressAdminUrl: `${stub.url.replace(/\/+$/, '')}/wp-admin/`,
    });
  });

  it('every other field answers FORBIDDEN with reason OPERATED_IN_WORDPRESS and the link', async () => {
    const fields = resolvedFields(t).filter((f) => f.name !== 'consoleInfo');
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['adminLogin', ...BUILT_HERE]));
    const url = `${stub.url.replace(/\/+$/, '')}/wp-admin/`;
    for (const field of fields) {
      const { query, variables } = operationFor(field);
      const { errors } = await adminGql(t, query, variables);
      expect({ field: field.name, error: errors?.[0] }).toMatchObject({
        field: field.name,
        error: {
          message: `This shop is operated in WordPress: sign in at ${url} instead.`,
          extensions: { code: 'FORBIDDEN', reason: 'OPERATED_IN_WORDPRESS', wordpressAdminUrl: url },
        },
      });
    }
  });
});
