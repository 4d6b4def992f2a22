/**
 * The world the WordPress stub serves: the documented fixtures (testing/fixtures, copied from
 * ../shared/fixtures/wordpress-rest) plus cases the fixtures lack (a variable product with its
 * variations, a hidden product, entities in names, HTML in descriptions, enough products for several
 * pages, the shop's custom post types). Plain JSON in WooCommerce/WordPress shapes, no dependencies.
 */
import { readFileSync } from 'node:fs';

type Json = Record<string, unknown>;

const fixture = <T = Json>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;
const clone = <T>(value: T): T => structuredClone(value);

export const STUB_CUSTOMER = {
  id: 26,
  email: 'anna@greenleaf-retail.example',
  password: 'Str0ng!Pass',
  name: 'Anna de Vries',
};

/** the distributor of the B2BKing fixtures (b2bking-wp-v2-users-me.json: group 1201), with the stub's password */
export const B2BKING_BUYER = {
  id: 27,
  email: 'bram@peeters-distributie.example',
  password: 'Wh0lesale!Pass',
  groupId: '1201',
} as const;

export interface StubUser {
  id: number;
  username: string;
  name: string;
  email: string;
  password: string;
  registered: string;
  meta: Record<string, string>;
  /** bumped by logout-all / password reset: older tokens stop working */
  tokenGeneration: number;
  /** tokens (jti) that survived the last logout-all with keep_current */
  keptTokens: Set<string>;
}

export interface StubWorld {
  products: Json[];
  variations: Map<number, Json[]>;
  categories: Json[];
  coupons: Json[];
  orders: Json[];
  posts: Json[];
  privacyPolicy: Json[];
  /** ordinary pages (wp/v2/pages), including a "privacy-policy" page for sites without the post type */
  pages: Json[];
  faqs: Json[];
  teamMembers: Json[];
  partnerReviews: Json[];
  users: StubUser[];
  contactMessages: Json[];
  /** lower-cased e-mail → reset token and its expiry (epoch ms) */
  resetTokens: Map<string, { token: string; expiresAt: number }>;
  /** e-mails the site sent (password-reset links) */
  sentMails: { to: string; subject: string; text: string; link: string }[];
  nextId: number;
}

function gmt(date: Date): string {
  return date.toISOString().slice(0, 19);
}

function product(base: Json, overrides: Json): Json {
  return { ...clone(base), ...overrides, _links: undefined };
}

function post(id: number, type: string, title: string, content: string, extra: Json = {}): Json {
  const date = new Date(Date.UTC(2024, 0, 1 + id));
  return {
    id,
    date: gmt(date),
    date_gmt: gmt(date),
    modified: gmt(date),
    modified_gmt: gmt(date),
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    status: 'publish',
    type,
    link: `https://www.example.com/${type}/${id}/`,
    title: { rendered: title },
    content: { rendered: content, protected: false },
    excerpt: { rendered: `<p>${title}</p>\n`, protected: false },
    featured_media: 0,
    ...extra,
  };
}

/**
 * The B2BKing fixtures (fixtures/README.md "B2BKing"): a simple product and a variable one priced
 * per buyer group in their `meta_data`, and a distributor whose user meta puts them in group 1201.
 */
function b2bkingFixtures(): { products: Json[]; variations: [number, Json[]]; user: StubUser } {
  const me = fixture<Json & { meta: Record<string, string> }>('b2bking-wp-v2-users-me.json');
  return {
    products: [
      product(fixture('b2bking-wc-v3-product-simple.json'), {}),
      product(fixture('b2bking-wc-v3-product-variable.json'), {}),
    ],
    variations: [860, fixture<Json[]>('b2bking-wc-v3-product-variations.json')],
    user: {
      id: B2BKING_BUYER.id,
      username: String(me.username),
      name: String(me.name),
      email: B2BKING_BUYER.email,
      password: B2BKING_BUYER.password,
      registered: String(me.registered_date).slice(0, 19),
      meta: { ...me.meta },
      tokenGeneration: 0,
      keptTokens: new Set(),
    },
  };
}

/**
 * A fresh, independent copy of the stub's world; `extraProducts` filler products force pagination,
 * `b2bking` adds the wholesale plugin's fixtures.
 */
export function createStubWorld(options: { extraProducts?: number; b2bking?: boolean } = {}): StubWorld {
  const simple = fixture('wc-v3-product-simple.json');
  const [fixtureVariable, fixtureSimple] = fixture<Json[]>('wc-v3-products.json');
  const variationsOf22 = fixture<Json[]>('wc-v3-product-variations.json');

  const cbdCategories: Json[] = [
    {
      id: 31,
      name: 'Vapes',
      slug: 'vapes',
      parent: 0,
      description: '<p>Disposable and refillable <em>vapes</em>.</p>',
      display: 'default',
      image: { id: 900, src: 'https://www.example.com/wp-content/uploads/vapes.jpg', name: '', alt: 'Vapes' },
      menu_order: 0,
    },
    {
      id: 32,
      name: 'Gummies &amp; Edibles',
      slug: 'gummies-edibles',
      parent: 0,
      description: 'Tasty CBD edibles',
      display: 'default',
      image: null,
      menu_order: 1,
    },
    {
      id: 33,
      name: 'Uncategorised',
      slug: 'uncategorised',
      parent: 0,
      description: '',
      display: 'default',
      image: null,
      menu_order: 2,
    },
    {
      id: 34,
      name: 'Oils',
      slug: 'oils',
      parent: 0,
      description: 'No products yet',
      display: 'default',
      image: null,
      menu_order: 3,
    },
  ];
  const ref = (c: Json) => ({ id: c.id, name: c.name, slug: c.slug });
  const [vapes, gummies, uncategorised] = cbdCategories as [Json, Json, Json, Json];

  const products: Json[] = [
    // a variable product with its variations (the documented variations 733/732 belong to product 22)
    product(simple, {
      id: 22,
      name: 'CBD Vape Pen &#8211; Ship Your Idea',
      slug: 'cbd-vape-pen',
      type: 'variable',
      price: '9.00',
      regular_price: '',
      description: '<p>A refillable pen. <strong>Two colours</strong>.</p><script>alert("x")</script>',
      short_description: '<p>Refillable &amp; rechargeable.</p>',
      categories: [ref(vapes)],
      images: [{ id: 1, src: 'https://www.example.com/wp-content/uploads/vape-pen.jpg', name: '', alt: '' }],
      attributes: [{ id: 6, name: 'Color', position: 0, visible: true, variation: true, options: ['Black', 'Green'] }],
      variations: [733, 732],
      sku: ' WC-PEN ',
      menu_order: 1,
      acf: {
        benefits: 'Fast acting, Discreet',
        ingredients: 'CBD distillate, MCT oil',
        specifications: 'Volume:1 ml, Ratio:1:1, Battery',
      },
    }),
    // entities in the name, HTML in the description, "www." on the image host, no slug
    product(simple, {
      id: 802,
      name: 'CBD Gummies &amp; Drops &#8211; 500mg',
      slug: '',
      price: '12.50',
      regular_price: '12.50',
      description: '<h2>Berry &amp; mint</h2><p onclick="steal()">Vegan <a href="javascript:alert(1)">gummies</a>.</p>',
      short_description: '<p>Vegan gummies &amp; drops</p>',
      categories: [ref(gummies)],
      images: [
        { id: 2, src: 'https://www.example.com/wp-content/uploads/gummies.jpg', name: '', alt: 'Gummies &amp; drops' },
      ],
      menu_order: 2,
      acf: { benefits: 'Calm, Sleep', ingredients: 'Pectin, CBD isolate', specifications: 'Strength:500mg' },
    }),
    // hidden from the catalogue (catalog_visibility), still orderable by id for "hidden" cart lines
    product(simple, {
      id: 801,
      name: 'Staff Sample Pack',
      slug: 'staff-sample-pack',
      catalog_visibility: 'hidden',
      price: '5.00',
      regular_price: '5.00',
      categories: [ref(gummies)],
      menu_order: 3,
      acf: [],
    }),
    // out of stock
    product(simple, {
      id: 803,
      name: 'Disposable Vape 1ml',
      slug: 'disposable-vape-1ml',
      price: '7.99',
      regular_price: '7.99',
      stock_status: 'outofstock',
      categories: [ref(vapes)],
      menu_order: 4,
    }),
    // an uncategorised product keeps that category non-empty (the gateway hides it by name)
    product(simple, {
      id: 804,
      name: 'Mystery Box',
      slug: 'mystery-box',
      price: '30',
      regular_price: '30',
      categories: [ref(uncategorised)],
      menu_order: 5,
    }),
    // a draft is not part of the shop
    product(simple, {
      id: 805,
      name: 'Unreleased Tincture',
      slug: 'unreleased-tincture',
      status: 'draft',
      price: '40.00',
      menu_order: 6,
    }),
    // the documented list (799 variable without variations yet, 794 simple)
    { ...clone(fixtureVariable!), menu_order: 7 },
    { ...clone(fixtureSimple!), menu_order: 8 },
  ];
  for (let i = 1; i <= (options.extraProducts ?? 0); i += 1) {
    products.push(
      product(simple, {
        id: 2000 + i,
        name: `Hemp Flower Batch ${i}`,
        slug: `hemp-flower-batch-${i}`,
        price: `${(i % 40) + 3}.${String(i % 100).padStart(2, '0')}`,
        regular_price: '',
        categories: [ref(i % 2 ? vapes : gummies)],
        images: [],
        menu_order: 100 + i,
      }),
    );
  }

  // the documented variations have no SKU (""); the first gets one, the product 22 too (padded: trimmed)
  const variations = new Map<number, Json[]>([
    [
      22,
      clone(variationsOf22).map((variation, index) => (index === 0 ? { ...variation, sku: 'WC-PEN-GRN' } : variation)),
    ],
  ]);

  const coupons: Json[] = [
    ...clone(fixture<Json[]>('wc-v3-coupons.json')),
    {
      id: 729,
      code: 'save1',
      amount: '1.00',
      discount_type: 'fixed_cart',
      date_expires_gmt: null,
      usage_limit: null,
      usage_count: 0,
      product_ids: [],
      minimum_amount: '0.00',
      maximum_amount: '0.00',
      status: 'publish',
    },
    {
      id: 730,
      code: 'welcome5',
      amount: '5.00',
      discount_type: 'fixed_cart',
      date_expires_gmt: null,
      usage_limit: null,
      usage_count: 0,
      product_ids: [],
      minimum_amount: '0.00',
      maximum_amount: '0.00',
      status: 'publish',
    },
    {
      id: 731,
      code: 'expired',
      amount: '50',
      discount_type: 'percent',
      date_expires_gmt: '2020-01-01T00:00:00',
      usage_limit: null,
      usage_count: 0,
      product_ids: [],
      minimum_amount: '0.00',
      maximum_amount: '0.00',
      status: 'publish',
    },
    // a percentage restricted to one product: WooCommerce takes it of that product's lines only
    {
      id: 733,
      code: 'gummies15',
      amount: '15.00',
      discount_type: 'percent',
      date_expires_gmt: null,
      usage_limit: null,
      usage_count: 0,
      product_ids: [802],
      minimum_amount: '0.00',
      maximum_amount: '0.00',
      status: 'publish',
    },
    {
      id: 732,
      code: 'gummies2',
      amount: '2.00',
      discount_type: 'fixed_product',
      date_expires_gmt: null,
      usage_limit: null,
      usage_count: 0,
      product_ids: [802],
      minimum_amount: '0.00',
      maximum_amount: '0.00',
      status: 'publish',
    },
  ];

  const users: StubUser[] = [
    {
      id: STUB_CUSTOMER.id,
      username: 'anna',
      name: STUB_CUSTOMER.name,
      email: STUB_CUSTOMER.email,
      password: STUB_CUSTOMER.password,
      registered: '2023-05-04T10:00:00',
      meta: {
        phone: '+31 6 1234 5678',
        company: 'Greenleaf Retail',
        company_name: 'Greenleaf Retail B.V.',
        company_reg_number: 'KVK12345678',
        company_vat_number: 'NL123456782B01',
        address: 'Damrak 1, 1012 LG Amsterdam',
        join_date: '2023-05-04T10:00:00',
      },
      tokenGeneration: 0,
      keptTokens: new Set(),
    },
  ];

  const [fixturePost] = fixture<Json[]>('wp-v2-posts.json');
  const posts: Json[] = [
    post(
      103,
      'post',
      'Wholesale &amp; Compliance in 2024',
      '<p>See <a href="https://www.example.com/contact">contact</a>.</p>',
    ),
    post(
      102,
      'post',
      'How We Lab-Test Every Batch',
      '<p>Third-party labs.</p><img src="https://www.example.com/lab.jpg">',
    ),
    post(101, 'post', 'Welcome to the Wholesale Blog', '<p>Hello <strong>retailers</strong>.</p>'),
    clone(fixturePost!),
  ];

  const page = fixture('wp-v2-page.json');
  const privacyPolicy: Json[] = [
    {
      ...clone(page),
      id: 3,
      type: 'privacy-policy',
      slug: 'privacy-policy',
      title: { rendered: 'Privacy &amp; Cookies' },
      content: { rendered: '<h2>Who we are</h2><p>We keep your data safe.</p>', protected: false },
      modified: '2024-03-01T12:00:00',
      modified_gmt: '2024-03-01T11:00:00',
    },
  ];

  const faqs: Json[] = [
    post(201, 'faq', 'Minimum order', '', {
      acf: { question: 'What is the minimum order?', answer: '<p>There is <strong>no</strong> minimum.</p>' },
    }),
    post(202, 'faq', 'Shipping', '', {
      acf: { question: 'Do you ship to Germany &amp; Belgium?', answer: '<p>Yes.</p>' },
    }),
    post(203, 'faq', 'Broken FAQ', '', { acf: [] }),
  ];

  const teamMembers: Json[] = [
    post(301, 'team-member', 'Jan Bakker', '<p>Founder &amp; CEO since 2015.</p>', {
      acf: { team_role: 'Founder &amp; CEO', image: { url: 'https://www.example.com/team/jan.jpg', alt: 'Jan' } },
    }),
    post(302, 'team-member', 'Sara Jansen', '<p>Head of quality.</p>', {
      acf: { team_role: 'Head of Quality', image: false },
      _embedded: { 'wp:featuredmedia': [{ source_url: 'https://example.com/team/sara.jpg', alt_text: '' }] },
    }),
  ];

  const partnerReviews: Json[] = [
    post(401, 'partners_review', 'Great partner', '<p>Reliable <em>delivery</em> &amp; great products.</p>', {
      acf: { partner_name: 'Lisa Smit', partner_position: 'Buyer', company_name: 'Smit Wellness', rating: '5' },
    }),
    post(402, 'partners_review', 'Anonymous review', '<p>Good margins.</p>', { acf: [] }),
    post(403, 'partners_review', 'Third review', '<p>Fast &amp; friendly.</p>', {
      acf: { partner_name: 'Tom', partner_position: '', company_name: null, rating: 4 },
    }),
    post(404, 'partners_review', 'Fourth review', '<p>Would order again.</p>', {
      acf: { partner_name: 'Eva', rating: 3 },
    }),
  ];

  const orders = clone(fixture<Json[]>('wc-v3-orders.json'));

  if (options.b2bking) {
    const b2bking = b2bkingFixtures();
    products.push(...b2bking.products);
    variations.set(...b2bking.variations);
    users.push(b2bking.user);
  }

  return {
    products,
    variations,
    categories: [...clone(fixture<Json[]>('wc-v3-products-categories.json')), ...cbdCategories],
    coupons,
    orders,
    posts,
    privacyPolicy,
    pages: [
      ...clone(fixture<Json[]>('wp-v2-pages.json')),
      {
        ...clone(page),
        id: 8,
        slug: 'privacy-policy',
        title: { rendered: 'Privacy Policy' },
        content: { rendered: '<p>The page version.</p>', protected: false },
      },
    ],
    faqs,
    teamMembers,
    partnerReviews,
    users,
    contactMessages: [],
    resetTokens: new Map(),
    sentMails: [],
    nextId: 5000,
  };
}
