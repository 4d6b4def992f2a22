/**
 * Loads the demo shop into an empty database, in one transaction: catalogue, coupons, content and a
 * demo customer. Deterministic apart from the password salt, so counts and ids are stable.
 */
import { decodeEntities } from '@shop/domain';
import type { Db } from '../db.js';
import { hashPassword } from '../passwords.js';
import * as t from '../schema.js';
import { CATEGORIES, COUPONS, DEMO_CUSTOMER, PRODUCTS, type ProductSeed } from './catalogue.js';
import { FAQS, PARTNER_LOGOS, PARTNER_REVIEWS, POSTS, PRIVACY_POLICY, TEAM } from './content.js';
import { expandVariations, productImageFile, productSku, variationSku } from './expand.js';

function descriptionHtml(product: ProductSeed, categoryName: string): string {
  const name = product.name;
  return (
    `<p><strong>${name}</strong> &ndash; ${product.summary}</p>` +
    `<p>Made in the EU from organically grown hemp and tested by an independent ISO 17025 laboratory. ` +
    `Supplied in retail-ready packaging with EAN barcodes, ideal for the ${categoryName.toLowerCase()} shelf.</p>` +
    `<ul><li>Certificate of analysis for every batch</li><li>THC below the legal limit</li><li>Ships from Amsterdam within 24 hours</li></ul>` +
    (product.extraHtml ?? '')
  );
}

export async function seedDemoData(db: Db): Promise<void> {
  const demoPasswordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(t.categories)
      .values(
        CATEGORIES.map((c, position) => ({
          name: c.name,
          slug: c.slug,
          description: c.description,
          imageSrc: c.slug === 'uncategorised' ? null : `/media/categories/${c.slug}.svg`,
          imageAlt: c.slug === 'uncategorised' ? null : c.name,
          position,
        })),
      )
      .returning({ id: t.categories.id, slug: t.categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    const categoryName = new Map(CATEGORIES.map((c) => [c.slug, c.name]));

    const productRows = await tx
      .insert(t.products)
      .values(
        PRODUCTS.map((p, index) => {
          const variations = expandVariations(p);
          return {
            slug: p.slug,
            name: p.name,
            type: variations.length > 0 ? ('variable' as const) : ('simple' as const),
            priceCents: variations.length > 0 ? Math.min(...variations.map((v) => v.priceCents)) : p.priceCents,
            descriptionHtml: descriptionHtml(p, categoryName.get(p.category) ?? ''),
            shortDescription: p.summary,
            visible: !p.hidden,
            position: (index + 1) * 10,
            attributes: (p.attributes ?? []).map((a) => ({ name: a.name, options: a.options.map((o) => o.value) })),
            benefits: p.benefits ?? '',
            ingredients: p.ingredients ?? '',
            specifications: p.specifications ?? '',
            stockQuantity: p.inStock === false ? 0 : 250,
            inStock: p.inStock !== false,
            sku: productSku(p, index),
            taxClass: taxClassOf(p.category),
            ...(QUANTITY_PRICING[p.slug] ?? {}),
          };
        }),
      )
      .returning({ id: t.products.id, slug: t.products.slug });
    const productId = new Map(productRows.map((p) => [p.slug, p.id]));

    const links: (typeof t.productCategories.$inferInsert)[] = [];
    const images: (typeof t.productImages.$inferInsert)[] = [];
    const variationRows: (typeof t.variations.$inferInsert)[] = [];
    for (const [index, p] of PRODUCTS.entries()) {
      const id = productId.get(p.slug)!;
      links.push({ productId: id, categoryId: categoryId.get(p.category)!, position: 0 });
      const alt = decodeEntities(p.name);
      images.push({ productId: id, position: 0, src: `/media/products/${productImageFile(p)}`, alt });
      expandVariations(p).forEach((v, position) => {
        variationRows.push({
          productId: id,
          position,
          attributes: v.attributes,
          priceCents: v.priceCents,
          imageSrc: `/media/products/${v.imageFile}`,
          imageAlt: `${alt} – ${v.label}`,
          stockQuantity: v.inStock ? 100 : 0,
          inStock: v.inStock,
          sku: variationSku(productSku(p, index), v),
        });
      });
    }
    await seedBuyerGroups(tx as unknown as Db, productId);

    await tx.insert(t.productCategories).values(links);
    await tx.insert(t.productImages).values(images);
    await tx.insert(t.variations).values(variationRows);

    await tx.insert(t.coupons).values(
      COUPONS.map((c) => ({
        code: c.code,
        discountType: c.discountType,
        amount: c.amount,
        minimumAmountCents: c.minimumAmountCents,
        maximumAmountCents: c.maximumAmountCents,
        productIds: c.productSlugs.map((slug) => String(productId.get(slug)!)),
      })),
    );

    await tx.insert(t.posts).values(
      POSTS.map((p) => ({
        slug: p.slug,
        title: p.title,
        excerptHtml: p.excerptHtml,
        contentHtml: p.contentHtml,
        publishedAt: new Date(p.date),
      })),
    );
    await tx.insert(t.pages).values({
      slug: PRIVACY_POLICY.slug,
      title: PRIVACY_POLICY.title,
      contentHtml: PRIVACY_POLICY.contentHtml,
      modifiedAt: new Date(PRIVACY_POLICY.modified),
    });
    await tx.insert(t.faqs).values(FAQS.map((f, position) => ({ ...f, position })));
    await tx.insert(t.teamMembers).values(
      TEAM.map((m, position) => ({
        name: m.name,
        role: m.role,
        bioHtml: m.bioHtml,
        imageSrc: `/media/team/${m.slug}.svg`,
        imageAlt: m.name,
        position,
      })),
    );
    await tx.insert(t.partnerReviews).values(PARTNER_REVIEWS.map((r, position) => ({ ...r, position })));
    await tx
      .insert(t.partnerLogos)
      .values(
        PARTNER_LOGOS.map((l, position) => ({ name: l.name, logoUrl: `/media/partners/${l.slug}.svg`, position })),
      );

    await tx.insert(t.customers).values({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      company: DEMO_CUSTOMER.company,
      companyName: DEMO_CUSTOMER.companyName,
      companyRegNumber: DEMO_CUSTOMER.companyRegNumber,
      companyVatNumber: DEMO_CUSTOMER.companyVatNumber,
      address: DEMO_CUSTOMER.address,
      passwordHash: demoPasswordHash,
      createdAt: new Date('2024-01-15T10:00:00.000Z'),
    });
  });
}

/**
 * The demo's VAT classes: edibles and drinks are food in Dutch VAT (reduced 9 %), everything else
 * standard 21 % (vapes, oils, topicals, capsules and pet care are not sold as food here).
 */
export function taxClassOf(category: string): 'standard' | 'reduced' {
  return category === 'gummies' || category === 'beverages' ? 'reduced' : 'standard';
}

/**
 * The demo's buyer groups (issue 18): Retail, the default group every buyer without one is in (list
 * prices), and Distributor: 15 % off every list price, its own tiers on two bulk products and an
 * explicit price on one (seed/README.md).
 */
export const DEMO_BUYER_GROUPS = {
  retail: { name: 'Retail', percentOffBasisPoints: 0, isDefault: true },
  distributor: { name: 'Distributor', percentOffBasisPoints: 1500, isDefault: false },
} as const;

export const DISTRIBUTOR_ITEMS: Readonly<
  Record<string, { priceCents?: number; tiers?: { minQuantity: number; priceCents: number }[] }>
> = {
  'gummy-bears-bulk-1kg': {
    tiers: [
      { minQuantity: 5, priceCents: 7200 },
      { minQuantity: 10, priceCents: 6900 },
    ],
  },
  'cbd-peach-rings': {
    tiers: [
      { minQuantity: 24, priceCents: 990 },
      { minQuantity: 96, priceCents: 940 },
    ],
  },
  'cbd-capsules-bulk-1000': { priceCents: 25000 },
};

async function seedBuyerGroups(db: Db, productId: ReadonlyMap<string, number>): Promise<void> {
  await db.insert(t.buyerGroups).values(DEMO_BUYER_GROUPS.retail);
  const [distributor] = await db
    .insert(t.buyerGroups)
    .values(DEMO_BUYER_GROUPS.distributor)
    .returning({ id: t.buyerGroups.id });
  await db.insert(t.buyerGroupItems).values(
    Object.entries(DISTRIBUTOR_ITEMS).map(([slug, item]) => ({
      groupId: distributor!.id,
      productId: productId.get(slug)!,
      variationId: null,
      priceCents: item.priceCents ?? null,
      tiers: item.tiers ?? [],
    })),
  );
}

/**
 * The demo's quantity pricing (issue 18): tier prices on a few simple products, some sold only in cases.
 * Products the tests and journeys order by the unit (the first simple products, the oils) have none.
 */
export const QUANTITY_PRICING: Readonly<
  Record<
    string,
    { priceTiers: { minQuantity: number; priceCents: number }[]; minQuantity?: number; quantityStep?: number }
  >
> = {
  // cases of 12; two cases (24) and eight cases (96) cost less per unit
  'cbd-peach-rings': {
    minQuantity: 12,
    quantityStep: 12,
    priceTiers: [
      { minQuantity: 24, priceCents: 1150 },
      { minQuantity: 96, priceCents: 1090 },
    ],
  },
  // trays of 24 cans
  'cbd-iced-tea': {
    minQuantity: 24,
    quantityStep: 24,
    priceTiers: [
      { minQuantity: 48, priceCents: 295 },
      { minQuantity: 240, priceCents: 270 },
    ],
  },
  'gummy-bears-bulk-1kg': {
    priceTiers: [
      { minQuantity: 5, priceCents: 8400 },
      { minQuantity: 10, priceCents: 7900 },
    ],
  },
  'cbd-capsules-bulk-1000': { minQuantity: 2, priceTiers: [{ minQuantity: 5, priceCents: 27900 }] },
};
