/**
 * The embedded store: the StoreBackend port on the tables of ./schema.ts (PGlite or PostgreSQL).
 * Business rules stay in packages/domain; this class only stores and reads.
 */
import { and, asc, count, desc, eq, getTableName, gt, inArray, is, isNull, ne, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import {
  decodeEntities,
  parseSpecifications,
  splitCommaList,
  stripTags,
  type CategoryRecord,
  type ContactMessage,
  type CouponRecord,
  type CustomerRecord,
  type FaqRecord,
  type ImageRef,
  type OrderRecord,
  type PageRecord,
  type Paged,
  type PartnerReviewRecord,
  type PostRecord,
  type ProductRecord,
  type TeamMemberRecord,
} from '@shop/domain';
import type { MailMessage, MailOutbox, Mailer } from '../../mail/mailer.js';
import type {
  AuthSession,
  CreateOrderResult,
  NewCustomer,
  OrderDraft,
  ProfileUpdate,
  SessionGrant,
  StoreBackend,
} from '../port.js';
import { migrateDatabase, openDatabase, type DatabaseHandle, type Db } from './db.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import * as t from './schema.js';
import { seedDemoData } from './seed/seed.js';
import { hashToken, newToken } from './tokens.js';

export interface EmbeddedBackendOptions {
  /** PGlite data folder (default: the repository's data/); ignored when databaseUrl is set */
  dataDir?: string;
  /** PostgreSQL server instead of PGlite */
  databaseUrl?: string;
  /** PostgreSQL schema holding the tables (default public); lets suites/shops share one database */
  schema?: string;
  mailer: Mailer;
  /** origin of the storefront, used in e-mailed links */
  publicSiteUrl: string;
  logger?: Logger;
  /** load the demo data when the store is empty (default true) */
  seed?: boolean;
  /** lifetime of a session without "remember me" (default 12 h) */
  sessionTtlMs?: number;
  /** lifetime of a "remember me" session (default 30 days) */
  persistentSessionTtlMs?: number;
}

/** `info` or (Nest's Logger) `log` for information */
export interface Logger {
  info?(message: string, ...rest: unknown[]): void;
  log?(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
export const PASSWORD_RESET_MS = 60 * 60 * 1000;
/** last_seen is bookkeeping: refresh it at most this often to keep reads cheap */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
export const PRIVACY_POLICY_SLUG = 'privacy-policy';
export const EMPTY_STORE_MESSAGE =
  'the shop is empty: demo data is seeded only with DEMO_DATA=true (the default outside production)';

const NUMERIC_ID = /^[1-9]\d{0,9}$/;
function numericIds(ids: readonly string[]): number[] {
  return [...new Set(ids.filter((id) => NUMERIC_ID.test(id)).map(Number))].filter((n) => n <= 2_147_483_647);
}

function image(src: string | null, alt: string | null): ImageRef | null {
  return src ? { src, alt: alt ?? '' } : null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type CustomerRow = typeof t.customers.$inferSelect;
type OrderRow = typeof t.orders.$inferSelect;

function toCustomer(row: CustomerRow): CustomerRecord {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    companyName: row.companyName,
    companyRegNumber: row.companyRegNumber,
    companyVatNumber: row.companyVatNumber,
    address: row.address,
    memberSince: row.createdAt.toISOString(),
  };
}

/** Serialises every operation on PGlite: it has one connection, and a statement issued while another
 * caller's transaction is open would otherwise run inside that transaction. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export class EmbeddedBackend implements StoreBackend {
  readonly name = 'embedded' as const;
  private handle: DatabaseHandle | null = null;
  private opening: Promise<void> | null = null;
  private mutex: Mutex | null = null;
  private readonly log: { info(message: string): void; warn(message: string): void };

  readonly outbox: MailOutbox = {
    save: (message) => this.saveMail(message),
    list: (to, limit) => this.listMail(to, limit),
  };

  constructor(private readonly options: EmbeddedBackendOptions) {
    const logger = options.logger;
    this.log = {
      info: (message) => (logger?.info ? logger.info(message) : logger?.log?.(message)),
      warn: (message) => logger?.warn(message),
    };
  }

  // ------------------------------------------------------------------ lifecycle

  init(): Promise<void> {
    this.opening ??= this.open().catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  private async open(): Promise<void> {
    const started = Date.now();
    const handle = await openDatabase({
      ...this.options,
      onConnectionError: (error) =>
        this.log.warn(
          `embedded store: a PostgreSQL connection was lost (${error.message}); the next query opens a new one`,
        ),
    });
    try {
      await handle.withInitLock(async (db) => {
        await migrateDatabase(db, this.options.schema);
        if (await this.isEmptyDb(db)) {
          if (this.options.seed !== false) {
            await seedDemoData(db);
            this.log.info('embedded store: demo data loaded');
          } else {
            this.log.warn(`embedded store: ${EMPTY_STORE_MESSAGE}`);
          }
        }
      });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    this.handle = handle;
    this.mutex = handle.kind === 'pglite' ? new Mutex() : null;
    this.log.info(`embedded store ready (${handle.kind}) in ${Date.now() - started} ms`);
  }

  private async isEmptyDb(db: Db): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(t.categories);
    return (row?.n ?? 0) === 0;
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.run((db) => db.select({ n: count() }).from(t.products));
    return (row?.n ?? 0) === 0;
  }

  async ping(): Promise<void> {
    await this.run((db) => db.execute(sql`select 1`));
  }

  async close(): Promise<void> {
    const handle = this.handle;
    if (!handle) return;
    // let queued PGlite work finish before the connection goes away
    await (this.mutex?.run(async () => undefined) ?? Promise.resolve());
    this.handle = null;
    this.opening = null;
    await handle.close();
  }

  /** Empties every table and loads the demo data again (tests, `npm run seed -- --reset`). */
  async reset(): Promise<void> {
    await this.run(async (db) => {
      const tables = Object.values(t)
        .filter((value) => is(value, PgTable))
        .map((table) => sql.identifier(getTableName(table as PgTable)));
      await db.transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE ${sql.join(tables, sql`, `)} RESTART IDENTITY CASCADE`);
        await seedDemoData(tx as unknown as Db);
      });
    });
  }

  private run<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const handle = this.handle;
    if (!handle) return Promise.reject(new Error('embedded store is not initialised (call init())'));
    return this.mutex ? this.mutex.run(() => fn(handle.db)) : fn(handle.db);
  }

  // ------------------------------------------------------------------ catalogue

  listProducts(): Promise<ProductRecord[]> {
    return this.run((db) => this.loadProducts(db));
  }

  getProductsByIds(ids: string[]): Promise<ProductRecord[]> {
    const wanted = numericIds(ids);
    if (wanted.length === 0) return Promise.resolve([]);
    return this.run((db) => this.loadProducts(db, inArray(t.products.id, wanted)));
  }

  async getProductBySlug(slug: string): Promise<ProductRecord | null> {
    const [product] = await this.run((db) => this.loadProducts(db, eq(t.products.slug, slug)));
    return product ?? null;
  }

  private async loadProducts(db: Db, where?: ReturnType<typeof eq>): Promise<ProductRecord[]> {
    const rows = await db.select().from(t.products).where(where).orderBy(asc(t.products.position), asc(t.products.id));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [categoryRows, imageRows, variationRows] = await Promise.all([
      db
        .select({
          productId: t.productCategories.productId,
          id: t.categories.id,
          name: t.categories.name,
          slug: t.categories.slug,
        })
        .from(t.productCategories)
        .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
        .where(inArray(t.productCategories.productId, ids))
        .orderBy(asc(t.productCategories.position), asc(t.categories.id)),
      db
        .select()
        .from(t.productImages)
        .where(inArray(t.productImages.productId, ids))
        .orderBy(asc(t.productImages.position), asc(t.productImages.id)),
      db
        .select()
        .from(t.variations)
        .where(inArray(t.variations.productId, ids))
        .orderBy(asc(t.variations.position), asc(t.variations.id)),
    ]);
    const group = <R extends { productId: number }>(list: R[]) => {
      const map = new Map<number, R[]>();
      for (const item of list) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
      return map;
    };
    const cats = group(categoryRows);
    const imgs = group(imageRows);
    const vars = group(variationRows);
    return rows.map((row): ProductRecord => {
      const variations = (vars.get(row.id) ?? []).map((v) => ({
        id: String(v.id),
        priceCents: v.priceCents,
        attributes: v.attributes,
        image: image(v.imageSrc, v.imageAlt),
        inStock: v.inStock,
      }));
      const variable = row.type === 'variable';
      const priceCents =
        variable && variations.length > 0 ? Math.min(...variations.map((v) => v.priceCents)) : row.priceCents;
      return {
        id: String(row.id),
        slug: row.slug,
        name: decodeEntities(row.name),
        type: row.type,
        priceCents,
        descriptionHtml: row.descriptionHtml,
        shortDescription: row.shortDescription,
        images: (imgs.get(row.id) ?? []).map((i) => ({ src: i.src, alt: i.alt })),
        categories: (cats.get(row.id) ?? []).map((c) => ({ id: String(c.id), name: c.name, slug: c.slug })),
        attributes: row.attributes,
        variations,
        inStock: variable ? row.inStock && variations.some((v) => v.inStock) : row.inStock,
        visible: row.visible,
        benefits: splitCommaList(row.benefits),
        ingredients: splitCommaList(row.ingredients),
        specifications: parseSpecifications(row.specifications),
        position: row.position,
      };
    });
  }

  listCategories(): Promise<CategoryRecord[]> {
    return this.run(async (db) => {
      const rows = await db
        .select({
          id: t.categories.id,
          name: t.categories.name,
          slug: t.categories.slug,
          description: t.categories.description,
          imageSrc: t.categories.imageSrc,
          imageAlt: t.categories.imageAlt,
          productCount: sql<number>`count(${t.products.id}) filter (where ${t.products.visible})`.mapWith(Number),
        })
        .from(t.categories)
        .leftJoin(t.productCategories, eq(t.productCategories.categoryId, t.categories.id))
        .leftJoin(t.products, eq(t.products.id, t.productCategories.productId))
        .groupBy(t.categories.id)
        .orderBy(asc(t.categories.position), asc(t.categories.id));
      return rows
        .filter((r) => r.productCount > 0)
        .map((r) => ({
          id: String(r.id),
          name: r.name,
          slug: r.slug,
          description: r.description,
          image: image(r.imageSrc, r.imageAlt),
          productCount: r.productCount,
        }));
    });
  }

  // ------------------------------------------------------------------ content

  listPosts(page: number, pageSize: number): Promise<Paged<PostRecord>> {
    const size = Math.max(1, Math.floor(pageSize));
    const offset = (Math.max(1, Math.floor(page)) - 1) * size;
    return this.run(async (db) => {
      const [rows, [total]] = await Promise.all([
        db.select().from(t.posts).orderBy(desc(t.posts.publishedAt), desc(t.posts.id)).limit(size).offset(offset),
        db.select({ n: count() }).from(t.posts),
      ]);
      return { items: rows.map(toPost), totalCount: total?.n ?? 0 };
    });
  }

  async getPostBySlug(slug: string): Promise<PostRecord | null> {
    const [row] = await this.run((db) => db.select().from(t.posts).where(eq(t.posts.slug, slug)).limit(1));
    return row ? toPost(row) : null;
  }

  async getPrivacyPolicy(): Promise<PageRecord | null> {
    const [row] = await this.run((db) =>
      db.select().from(t.pages).where(eq(t.pages.slug, PRIVACY_POLICY_SLUG)).limit(1),
    );
    return row ? { title: row.title, contentHtml: row.contentHtml, modified: row.modifiedAt.toISOString() } : null;
  }

  async listFaqs(): Promise<FaqRecord[]> {
    const rows = await this.run((db) => db.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id)));
    return rows.map((r) => ({ id: String(r.id), question: r.question, answerHtml: r.answerHtml }));
  }

  async listTeamMembers(): Promise<TeamMemberRecord[]> {
    const rows = await this.run((db) =>
      db.select().from(t.teamMembers).orderBy(asc(t.teamMembers.position), asc(t.teamMembers.id)),
    );
    return rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      role: r.role,
      bioHtml: r.bioHtml,
      image: image(r.imageSrc, r.imageAlt),
    }));
  }

  async listPartnerReviews(limit: number): Promise<PartnerReviewRecord[]> {
    const size = Math.max(0, Math.floor(limit));
    if (size === 0) return [];
    const rows = await this.run((db) =>
      db.select().from(t.partnerReviews).orderBy(asc(t.partnerReviews.position), asc(t.partnerReviews.id)).limit(size),
    );
    // defaults of SPEC section 3 (the WordPress ACF fields may be empty)
    return rows.map((r) => ({
      id: String(r.id),
      content: stripTags(r.contentHtml),
      partnerName: r.partnerName?.trim() || 'Anonymous',
      partnerPosition: r.partnerPosition?.trim() || 'Unknown Position',
      companyName: r.companyName?.trim() || 'Unknown Company',
      rating: r.rating ?? 0,
    }));
  }

  /** the three partner logos of the home page (not part of the port; the gateway may use it) */
  async listPartnerLogos(): Promise<{ name: string; logoUrl: string }[]> {
    const rows = await this.run((db) =>
      db.select().from(t.partnerLogos).orderBy(asc(t.partnerLogos.position), asc(t.partnerLogos.id)),
    );
    return rows.map((r) => ({ name: r.name, logoUrl: r.logoUrl }));
  }

  // ------------------------------------------------------------------ customers and sessions

  async register(
    input: NewCustomer,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'email_taken' } | { kind: 'rejected'; message: string }> {
    const email = input.email.trim();
    if (!email.includes('@')) return { kind: 'rejected', message: 'Please enter a valid email address' };
    const passwordHash = await hashPassword(input.password);
    return this.run(async (db) => {
      const [row] = await db
        .insert(t.customers)
        .values({
          name: input.name.trim(),
          email,
          phone: input.phone?.trim() || null,
          companyName: input.companyName.trim(),
          companyRegNumber: input.companyRegNumber.trim(),
          companyVatNumber: input.companyVatNumber.trim(),
          passwordHash,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return { kind: 'email_taken' as const };
      return { kind: 'ok' as const, grant: await this.startSession(db, row, opts.persistent) };
    });
  }

  async login(
    email: string,
    password: string,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'invalid_credentials' }> {
    const [row] = await this.run((db) =>
      db
        .select()
        .from(t.customers)
        .where(eq(sql`lower(${t.customers.email})`, email.trim().toLowerCase()))
        .limit(1),
    );
    // unknown e-mails cost a hash too, so timing does not tell which addresses have accounts
    const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
    if (!row || !ok) return { kind: 'invalid_credentials' };
    return { kind: 'ok', grant: await this.run((db) => this.startSession(db, row, opts.persistent)) };
  }

  private async startSession(db: Db, customer: CustomerRow, persistent: boolean): Promise<SessionGrant> {
    const token = newToken();
    const ttl = persistent
      ? (this.options.persistentSessionTtlMs ?? PERSISTENT_SESSION_MS)
      : (this.options.sessionTtlMs ?? BROWSER_SESSION_MS);
    const expiresAt = new Date(Date.now() + ttl);
    await db.insert(t.sessions).values({ tokenHash: hashToken(token), customerId: customer.id, persistent, expiresAt });
    return { token, expiresAt, customer: toCustomer(customer) };
  }

  async resolveSession(
    token: string,
  ): Promise<{ session: AuthSession; customer: CustomerRecord; expiresAt: Date } | null> {
    if (!token || token.length > 256) return null;
    const tokenHash = hashToken(token);
    return this.run(async (db) => {
      const [row] = await db
        .select({ session: t.sessions, customer: t.customers })
        .from(t.sessions)
        .innerJoin(t.customers, eq(t.customers.id, t.sessions.customerId))
        .where(
          and(eq(t.sessions.tokenHash, tokenHash), isNull(t.sessions.revokedAt), gt(t.sessions.expiresAt, new Date())),
        )
        .limit(1);
      if (!row) return null;
      if (Date.now() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db.update(t.sessions).set({ lastSeenAt: new Date() }).where(eq(t.sessions.id, row.session.id));
      }
      return {
        session: { token, customerId: String(row.customer.id) },
        customer: toCustomer(row.customer),
        expiresAt: row.session.expiresAt,
      };
    });
  }

  async logout(session: AuthSession): Promise<void> {
    await this.run((db) =>
      db
        .update(t.sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(t.sessions.tokenHash, hashToken(session.token)), isNull(t.sessions.revokedAt))),
    );
  }

  async logoutAll(session: AuthSession, opts?: { exceptCurrent?: boolean }): Promise<void> {
    await this.run((db) =>
      this.revokeSessions(db, Number(session.customerId), opts?.exceptCurrent ? session.token : null),
    );
  }

  private async revokeSessions(db: Db, customerId: number, exceptToken: string | null): Promise<void> {
    await db
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(t.sessions.customerId, customerId),
          isNull(t.sessions.revokedAt),
          exceptToken ? ne(t.sessions.tokenHash, hashToken(exceptToken)) : undefined,
        ),
      );
  }

  // ------------------------------------------------------------------ account

  private customerId(session: AuthSession): number {
    if (!NUMERIC_ID.test(session.customerId)) throw new Error('invalid session customer id');
    return Number(session.customerId);
  }

  async updateProfile(
    session: AuthSession,
    input: ProfileUpdate,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | { kind: 'email_taken' }> {
    const id = this.customerId(session);
    try {
      return await this.run(async (db) => {
        const [row] = await db
          .update(t.customers)
          .set({
            name: input.name.trim(),
            email: input.email.trim(),
            phone: input.phone?.trim() || null,
            company: input.company?.trim() || null,
            companyName: input.companyName.trim(),
            companyRegNumber: input.companyRegNumber.trim(),
            companyVatNumber: input.companyVatNumber.trim(),
          })
          .where(eq(t.customers.id, id))
          .returning();
        if (!row) throw new Error('customer of the session no longer exists');
        return { kind: 'ok' as const, customer: toCustomer(row) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'email_taken' };
      throw error;
    }
  }

  async updateAddress(session: AuthSession, address: string): Promise<CustomerRecord> {
    const id = this.customerId(session);
    const [row] = await this.run((db) =>
      db.update(t.customers).set({ address: address.trim() }).where(eq(t.customers.id, id)).returning(),
    );
    if (!row) throw new Error('customer of the session no longer exists');
    return toCustomer(row);
  }

  async changePassword(
    session: AuthSession,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'wrong_password' }> {
    const id = this.customerId(session);
    const [row] = await this.run((db) => db.select().from(t.customers).where(eq(t.customers.id, id)).limit(1));
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) return { kind: 'wrong_password' };
    const passwordHash = await hashPassword(newPassword);
    await this.run((db) =>
      db.transaction(async (tx) => {
        await tx.update(t.customers).set({ passwordHash }).where(eq(t.customers.id, id));
        await this.revokeSessions(tx as unknown as Db, id, session.token);
      }),
    );
    return { kind: 'ok' };
  }

  async requestPasswordReset(email: string): Promise<void> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const normalized = email.trim().toLowerCase();
    const customer = await this.run(async (db) => {
      const [row] = await db
        .select()
        .from(t.customers)
        .where(eq(sql`lower(${t.customers.email})`, normalized))
        .limit(1);
      if (!row) return null;
      await db
        .insert(t.passwordResets)
        .values({ customerId: row.id, tokenHash, expiresAt: new Date(Date.now() + PASSWORD_RESET_MS) });
      return row;
    });
    if (!customer) return;
    const base = this.options.publicSiteUrl.replace(/\/+$/, '');
    const link = `${base}/account/reset-password?email=${encodeURIComponent(customer.email)}&token=${token}`;
    await this.options.mailer.send({
      to: customer.email,
      subject: 'Reset your password',
      text: [
        `Hello ${customer.name},`,
        '',
        'We received a request to reset the password of your wholesale account.',
        `Open this link within one hour to choose a new password:`,
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ].join('\n'),
    });
  }

  async resetPassword(
    email: string,
    token: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'invalid_token' }> {
    if (!token || token.length > 256) return { kind: 'invalid_token' };
    const tokenHash = hashToken(token);
    const passwordHash = await hashPassword(newPassword);
    const done = await this.run((db) =>
      db.transaction(async (tx) => {
        // marking the token used and checking it is one statement, so it can be used only once
        const [used] = await tx
          .update(t.passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(t.passwordResets.tokenHash, tokenHash),
              isNull(t.passwordResets.usedAt),
              gt(t.passwordResets.expiresAt, new Date()),
              eq(
                t.passwordResets.customerId,
                sql`(select ${t.customers.id} from ${t.customers} where lower(${t.customers.email}) = ${email.trim().toLowerCase()})`,
              ),
            ),
          )
          .returning({ customerId: t.passwordResets.customerId });
        if (!used) return false;
        await tx.update(t.customers).set({ passwordHash }).where(eq(t.customers.id, used.customerId));
        await this.revokeSessions(tx as unknown as Db, used.customerId, null);
        return true;
      }),
    );
    return done ? { kind: 'ok' } : { kind: 'invalid_token' };
  }

  // ------------------------------------------------------------------ coupons and orders

  async getCouponByCode(code: string): Promise<CouponRecord | null> {
    const normalized = code.trim().toLowerCase();
    if (!normalized) return null;
    const [row] = await this.run((db) =>
      db
        .select()
        .from(t.coupons)
        .where(eq(sql`lower(${t.coupons.code})`, normalized))
        .limit(1),
    );
    if (!row) return null;
    return {
      code: row.code,
      discountType: row.discountType,
      amount: row.amount,
      minimumAmountCents: row.minimumAmountCents,
      maximumAmountCents: row.maximumAmountCents,
      productIds: row.productIds,
    };
  }

  async createOrder(draft: OrderDraft, idempotencyKey: string, payloadHash: string): Promise<CreateOrderResult> {
    const customerId = draft.customerId && NUMERIC_ID.test(draft.customerId) ? Number(draft.customerId) : null;
    return this.run(async (db) => {
      // fast path for retries: no transaction, no sequence number burnt
      const existing = await this.findOrderByKey(db, idempotencyKey);
      if (existing) return this.replay(db, existing, payloadHash);
      const created = await db.transaction(async (tx) => {
        // Concurrent requests for one key queue on a transaction-scoped advisory lock, and the first
        // to get it inserts; the others then find its order and insert nothing. An INSERT that loses
        // on the UNIQUE key would still draw a number from the order-number identity, leaving a gap
        // per duplicate; behind the lock only the order that is created draws one.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-key:${idempotencyKey}`}))`);
        const [raced] = await tx
          .select({ id: t.orders.id })
          .from(t.orders)
          .where(eq(t.orders.idempotencyKey, idempotencyKey))
          .limit(1);
        if (raced) return null;
        // the UNIQUE idempotency key still guards the insert itself
        const [order] = await tx
          .insert(t.orders)
          .values({
            idempotencyKey,
            payloadHash,
            customerId,
            status: 'processing',
            currencyCode: draft.currencyCode || 'EUR',
            subtotalCents: draft.subtotalCents,
            discountCents: draft.discountCents,
            totalCents: draft.totalCents,
            couponCode: draft.couponCode,
            billing: draft.billing,
            comment: draft.comment,
            payload: draft.payload,
          })
          .onConflictDoNothing({ target: t.orders.idempotencyKey })
          .returning();
        if (!order) return null;
        if (draft.lines.length > 0) {
          await tx.insert(t.orderLines).values(
            draft.lines.map((line, position) => ({
              orderId: order.id,
              position,
              productId: line.productId,
              variationId: line.variationId,
              name: line.name,
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              lineTotalCents: line.lineTotalCents,
            })),
          );
        }
        if (draft.couponCode) {
          const [coupon] = await tx
            .update(t.coupons)
            .set({ usageCount: sql`${t.coupons.usageCount} + 1` })
            .where(eq(sql`lower(${t.coupons.code})`, draft.couponCode.trim().toLowerCase()))
            .returning({ id: t.coupons.id });
          if (coupon) await tx.insert(t.couponUsages).values({ couponId: coupon.id, orderId: order.id, customerId });
        }
        return order;
      });
      if (created) return { kind: 'created' as const, order: await this.toOrder(db, created) };
      const winner = await this.findOrderByKey(db, idempotencyKey);
      if (!winner) throw new Error('order idempotency conflict without a stored order');
      return this.replay(db, winner, payloadHash);
    });
  }

  async findOrderByIdempotencyKey(idempotencyKey: string, payloadHash: string): Promise<CreateOrderResult | null> {
    return this.run(async (db) => {
      const existing = await this.findOrderByKey(db, idempotencyKey);
      return existing ? this.replay(db, existing, payloadHash) : null;
    });
  }

  private async findOrderByKey(db: Db, key: string): Promise<OrderRow | null> {
    const [row] = await db.select().from(t.orders).where(eq(t.orders.idempotencyKey, key)).limit(1);
    return row ?? null;
  }

  private async replay(db: Db, order: OrderRow, payloadHash: string): Promise<CreateOrderResult> {
    if (order.payloadHash !== payloadHash) return { kind: 'key_conflict' };
    return { kind: 'replayed', order: await this.toOrder(db, order) };
  }

  private async toOrder(db: Db, row: OrderRow): Promise<OrderRecord> {
    const [order] = await this.toOrders(db, [row]);
    return order!;
  }

  private async toOrders(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(t.orderLines)
      .where(
        inArray(
          t.orderLines.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(t.orderLines.orderId), asc(t.orderLines.position));
    return rows.map((row) => ({
      id: String(row.id),
      number: String(row.number),
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      currencyCode: row.currencyCode,
      customerId: row.customerId === null ? null : String(row.customerId),
      lines: lines
        .filter((l) => l.orderId === row.id)
        .map((l) => ({
          productId: l.productId,
          variationId: l.variationId,
          name: l.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          lineTotalCents: l.lineTotalCents,
        })),
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      totalCents: row.totalCents,
      couponCode: row.couponCode,
      billing: row.billing,
      comment: row.comment,
    }));
  }

  listOrders(session: AuthSession, page: number, pageSize: number): Promise<Paged<OrderRecord>> {
    const id = this.customerId(session);
    const size = Math.max(1, Math.floor(pageSize));
    const offset = (Math.max(1, Math.floor(page)) - 1) * size;
    return this.run(async (db) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.orders)
          .where(eq(t.orders.customerId, id))
          .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
          .limit(size)
          .offset(offset),
        db.select({ n: count() }).from(t.orders).where(eq(t.orders.customerId, id)),
      ]);
      return { items: await this.toOrders(db, rows), totalCount: total?.n ?? 0 };
    });
  }

  /** by number (the public reference) first, else by internal id (links made before numbers were the reference) */
  async getOrder(session: AuthSession, reference: string): Promise<OrderRecord | null> {
    const customerId = this.customerId(session);
    const [ref] = numericIds([reference]);
    if (ref === undefined) return null;
    return this.run(async (db) => {
      const [row] = await db
        .select()
        .from(t.orders)
        .where(and(or(eq(t.orders.number, ref), eq(t.orders.id, ref)), eq(t.orders.customerId, customerId)))
        .orderBy(desc(sql`${t.orders.number} = ${ref}`))
        .limit(1);
      return row ? this.toOrder(db, row) : null;
    });
  }

  // ------------------------------------------------------------------ contact and mail

  async saveContactMessage(message: ContactMessage): Promise<void> {
    await this.run((db) =>
      db.insert(t.contactMessages).values({
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        company: message.company,
        subject: message.subject,
        message: message.message,
      }),
    );
  }

  /** stored contact messages, newest first (tests and a future back office) */
  async listContactMessages(limit = 50): Promise<(ContactMessage & { createdAt: string })[]> {
    const rows = await this.run((db) =>
      db.select().from(t.contactMessages).orderBy(desc(t.contactMessages.id)).limit(limit),
    );
    return rows.map((r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      subject: r.subject,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private async saveMail(message: MailMessage): Promise<void> {
    await this.run((db) =>
      db
        .insert(t.mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null }),
    );
  }

  private async listMail(to?: string, limit = 50): Promise<(MailMessage & { createdAt: string })[]> {
    const rows = await this.run((db) =>
      db
        .select()
        .from(t.mailOutbox)
        .where(to ? eq(sql`lower(${t.mailOutbox.to})`, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(t.mailOutbox.id))
        .limit(Math.max(1, Math.floor(limit))),
    );
    return rows.map((r) => ({
      to: r.to,
      subject: r.subject,
      text: r.text,
      ...(r.html ? { html: r.html } : {}),
      createdAt: r.createdAt.toISOString(),
    }));
  }
}

function toPost(row: typeof t.posts.$inferSelect): PostRecord {
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    excerptHtml: row.excerptHtml,
    contentHtml: row.contentHtml,
    date: row.publishedAt.toISOString(),
  };
}
