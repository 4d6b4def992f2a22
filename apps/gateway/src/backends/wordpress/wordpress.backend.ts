import pLimit from 'p-limit';
import { isOrderReference, ORDER_COMMENT_META_KEY } from '@shop/domain';
import type {
  CategoryRecord,
  ContactMessage,
  CouponRecord,
  CustomerRecord,
  FaqRecord,
  OrderRecord,
  PageRecord,
  Paged,
  PartnerReviewRecord,
  PostRecord,
  ProductRecord,
  TeamMemberRecord,
} from '@shop/domain';
import type {
  AuthSession,
  CreateOrderResult,
  NewCustomer,
  OrderDraft,
  ProfileUpdate,
  SessionGrant,
  StoreBackend,
} from '../port.js';
import { UpstreamResponseError, UpstreamUnavailableError, isUpstreamResponseError } from './errors.js';
import { mapCustomer } from './mappers/customer.mapper.js';
import { mapCoupon, mapOrder } from './mappers/commerce.mapper.js';
import { mapFaq, mapPage, mapPartnerReview, mapPost, mapTeamMember } from './mappers/content.mapper.js';
import { mapCategory, mapProduct } from './mappers/product.mapper.js';
import {
  type WcOrder,
  type WcProduct,
  type WcVariation,
  jwtToken,
  parseList,
  parseOne,
  wcCategory,
  wcCoupon,
  wcOrder,
  wcProduct,
  wcVariation,
  wpFaq,
  wpPartnerReview,
  wpPost,
  wpTeamMember,
  wpUser,
} from './upstream.schemas.js';
import {
  type BreakerState,
  type QueryValue,
  type WordpressAuth,
  WordpressHttpClient,
} from './wordpress-http.client.js';
import type { WordpressSettings } from './wordpress.config.js';
import type { WordpressLogger } from './wordpress.logger.js';
import type { OrderAttempt, WordpressStateStore } from './wordpress-state.store.js';
import { SessionTokenCodec } from './session-token.js';

/** WooCommerce and WordPress cap per_page at 100 */
const PAGE_SIZE = 100;
/** a runaway X-WP-TotalPages must not make us fetch forever (100 × 100 = 10 000 products) */
const MAX_PAGES = 100;
/** the JWT plugin's default lifetime, when a token's `exp` cannot be read */
const DEFAULT_TOKEN_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** order meta key that records which idempotency key created the order */
export const IDEMPOTENCY_META_KEY = '_idempotency_key';
/**
 * How far before an unanswered POST the search for its order starts. The search asks for GMT dates
 * (`dates_are_gmt`); a site too old to know that parameter compares local dates, which can lag UTC
 * by up to 12 hours, so the window covers that (and any clock skew) rather than miss the order.
 */
const RECONCILE_MARGIN_MS = 13 * 3600 * 1000;

/** WordPress/plugin error codes meaning "this e-mail already has an account" */
const EMAIL_TAKEN_CODES = new Set([
  'existing_user_email',
  'email_exists',
  'registration-error-email-exists',
  'rest_user_invalid_email',
]);

const isWooId = (id: string) => /^\d{1,18}$/.test(id) && id !== '0';
/** how many pages of a customer's orders a lookup by a number other than the id reads at most */
const ORDER_NUMBER_PAGES = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `exp` of a JWT without verifying it (the site does that on every call). */
export function jwtExpiry(token: string): Date | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

/**
 * The StoreBackend over a WordPress + WooCommerce site (SPEC section 7): WooCommerce REST v3 for the
 * shop, WordPress REST for content and users, the JWT Authentication plugin for sessions and the
 * shop's custom/v1 endpoints for what WordPress does not offer (see docs/wordpress.md).
 */
export class WordpressBackend implements StoreBackend {
  readonly name = 'wordpress' as const;
  private readonly sessions: SessionTokenCodec;
  /** one catalogue download at a time: products and categories (which counts them) share it */
  private catalogueInFlight: Promise<ProductRecord[]> | null = null;

  constructor(
    private readonly settings: WordpressSettings,
    private readonly http: WordpressHttpClient,
    private readonly state: WordpressStateStore,
    private readonly logger: WordpressLogger,
    /** releases what the factory opened for this backend (its own Redis connection) */
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {
    this.sessions = new SessionTokenCodec(settings.consumerSecret);
  }

  // --- lifecycle -----------------------------------------------------------------------------

  async init(): Promise<void> {
    if (!this.settings.url.startsWith('https:')) {
      this.logger.warn(
        { upstream: 'wordpress' },
        'WORDPRESS_URL is plain http: WooCommerce calls are OAuth 1.0a signed; use https in production',
      );
    }
    if (!this.settings.registerUser || !this.settings.registerPassword) {
      this.logger.warn(
        { upstream: 'wordpress' },
        'WP_REGISTER_USER / WP_REGISTER_PASSWORD unset: registration will be refused by the site',
      );
    }
  }

  async ping(): Promise<void> {
    await this.http.request({
      method: 'GET',
      route: '/wc/v3/products',
      query: { per_page: 1, _fields: 'id' },
      auth: WC,
    });
  }

  async close(): Promise<void> {
    this.http.shutdown();
    await this.onClose();
  }

  getBreakerState(): BreakerState {
    return this.http.breakerState;
  }

  onBreakerStateChange(listener: (state: BreakerState) => void): () => void {
    return this.http.onBreakerStateChange(listener);
  }

  // --- catalogue -----------------------------------------------------------------------------

  listProducts(): Promise<ProductRecord[]> {
    this.catalogueInFlight ??= this.fetchCatalogue().finally(() => {
      this.catalogueInFlight = null;
    });
    return this.catalogueInFlight;
  }

  private async fetchCatalogue(): Promise<ProductRecord[]> {
    const limit = pLimit(this.settings.concurrency);
    const products = await this.getAllPages('/wc/v3/products', { status: 'publish', per_page: PAGE_SIZE }, WC, limit);
    const parsed = dedupeById(parseList(wcProduct, products, this.logger, 'product'));
    return this.withVariations(parsed, limit);
  }

  async getProductsByIds(ids: string[]): Promise<ProductRecord[]> {
    const wanted = [...new Set(ids.filter(isWooId))];
    if (wanted.length === 0) return [];
    const limit = pLimit(this.settings.concurrency);
    const chunks: string[][] = [];
    for (let i = 0; i < wanted.length; i += PAGE_SIZE) chunks.push(wanted.slice(i, i + PAGE_SIZE));
    const pages = await Promise.all(
      chunks.map((chunk) =>
        limit(() =>
          this.http.request({
            method: 'GET',
            route: '/wc/v3/products',
            query: { include: chunk, per_page: PAGE_SIZE, status: 'publish' },
            auth: WC,
          }),
        ),
      ),
    );
    const parsed = dedupeById(pages.flatMap((page) => parseList(wcProduct, page.data, this.logger, 'product')));
    return this.withVariations(parsed, limit);
  }

  async getProductBySlug(slug: string): Promise<ProductRecord | null> {
    if (!slug.trim()) return null;
    const page = await this.http.request({
      method: 'GET',
      route: '/wc/v3/products',
      query: { slug: slug.trim(), status: 'publish', per_page: 1 },
      auth: WC,
    });
    const [product] = parseList(wcProduct, page.data, this.logger, 'product');
    if (!product) return null;
    const [record] = await this.withVariations([product], pLimit(this.settings.concurrency));
    return record ?? null;
  }

  /**
   * WooCommerce's `count` includes hidden products, so the visible ones are counted from the
   * catalogue (downloaded once when products and categories are loaded together).
   */
  async listCategories(): Promise<CategoryRecord[]> {
    const [raw, products] = await Promise.all([
      this.getAllPages(
        '/wc/v3/products/categories',
        { per_page: PAGE_SIZE, hide_empty: true },
        WC,
        pLimit(this.settings.concurrency),
      ),
      this.listProducts(),
    ]);
    const visibleCount = new Map<string, number>();
    for (const product of products) {
      if (!product.visible) continue;
      for (const category of product.categories)
        visibleCount.set(category.id, (visibleCount.get(category.id) ?? 0) + 1);
    }
    return dedupeById(parseList(wcCategory, raw, this.logger, 'category'))
      .map((category) => ({ ...mapCategory(category), productCount: visibleCount.get(category.id) ?? 0 }))
      .filter((category) => category.productCount > 0);
  }

  /** Attaches the variations of variable products, fetched with bounded concurrency. */
  private async withVariations(products: WcProduct[], limit: ReturnType<typeof pLimit>): Promise<ProductRecord[]> {
    const variations = await Promise.all(
      products.map((product) =>
        product.type === 'variable' && product.variations.length > 0
          ? this.getAllPages(`/wc/v3/products/${product.id}/variations`, { per_page: PAGE_SIZE }, WC, limit).then(
              (raw) => parseList(wcVariation, raw, this.logger, 'variation'),
            )
          : Promise.resolve([] as WcVariation[]),
      ),
    );
    return products.map((product, index) => mapProduct(product, variations[index] ?? []));
  }

  /** Fetches page 1, reads X-WP-TotalPages, then the other pages in parallel (bounded). */
  private async getAllPages(
    route: string,
    query: Record<string, QueryValue>,
    auth: WordpressAuth,
    limit: ReturnType<typeof pLimit>,
  ): Promise<unknown[]> {
    const first = await limit(() => this.http.request({ method: 'GET', route, query: { ...query, page: 1 }, auth }));
    const totalPages = Math.min(first.totalPages ?? 1, MAX_PAGES);
    if (first.totalPages !== null && first.totalPages > MAX_PAGES) {
      this.logger.warn({ upstream: 'wordpress', route, totalPages: first.totalPages }, 'wordpress list truncated');
    }
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) =>
        limit(() => this.http.request({ method: 'GET', route, query: { ...query, page: i + 2 }, auth })),
      ),
    );
    return [first, ...rest].flatMap((page) => (Array.isArray(page.data) ? (page.data as unknown[]) : []));
  }

  // --- content -------------------------------------------------------------------------------

  async listPosts(page: number, pageSize: number): Promise<Paged<PostRecord>> {
    const perPage = clamp(pageSize, 1, PAGE_SIZE);
    try {
      const answer = await this.http.request({
        method: 'GET',
        route: '/wp/v2/posts',
        query: { page: Math.max(1, Math.trunc(page)), per_page: perPage },
        auth: NONE,
      });
      const items = parseList(wpPost, answer.data, this.logger, 'post').map(mapPost);
      return { items, totalCount: answer.total ?? items.length };
    } catch (error) {
      // WordPress answers 400 for a page past the end; the caller still wants the total
      if (!isUpstreamResponseError(error, 400)) throw error;
      const count = await this.http.request({
        method: 'GET',
        route: '/wp/v2/posts',
        query: { per_page: 1, _fields: 'id' },
        auth: NONE,
      });
      return { items: [], totalCount: count.total ?? 0 };
    }
  }

  async getPostBySlug(slug: string): Promise<PostRecord | null> {
    if (!slug.trim()) return null;
    const answer = await this.http.request({
      method: 'GET',
      route: '/wp/v2/posts',
      query: { slug: slug.trim() },
      auth: NONE,
    });
    const [post] = parseList(wpPost, answer.data, this.logger, 'post');
    return post ? mapPost(post) : null;
  }

  async getPrivacyPolicy(): Promise<PageRecord | null> {
    let answer;
    try {
      answer = await this.http.request({ method: 'GET', route: '/wp/v2/privacy-policy', auth: NONE });
    } catch (error) {
      // sites without the privacy-policy post type keep it as an ordinary page
      if (!isUpstreamResponseError(error, 404)) throw error;
      answer = await this.http.request({
        method: 'GET',
        route: '/wp/v2/pages',
        query: { slug: 'privacy-policy' },
        auth: NONE,
      });
    }
    const [page] = parseList(wpPost, answer.data, this.logger, 'privacy-policy');
    return page ? mapPage(page) : null;
  }

  async listFaqs(): Promise<FaqRecord[]> {
    const answer = await this.http.request({
      method: 'GET',
      route: '/wp/v2/faq',
      query: { per_page: PAGE_SIZE },
      auth: NONE,
    });
    return parseList(wpFaq, answer.data, this.logger, 'faq').flatMap((faq) => mapFaq(faq) ?? []);
  }

  async listTeamMembers(): Promise<TeamMemberRecord[]> {
    const answer = await this.http.request({
      method: 'GET',
      route: '/wp/v2/team-member',
      query: { _embed: true, per_page: PAGE_SIZE },
      auth: NONE,
    });
    return parseList(wpTeamMember, answer.data, this.logger, 'team-member').map(mapTeamMember);
  }

  async listPartnerReviews(limit: number): Promise<PartnerReviewRecord[]> {
    const answer = await this.http.request({
      method: 'GET',
      route: '/wp/v2/partners_review',
      query: { per_page: clamp(limit, 1, PAGE_SIZE) },
      auth: NONE,
    });
    return parseList(wpPartnerReview, answer.data, this.logger, 'partners_review')
      .map(mapPartnerReview)
      .slice(0, limit);
  }

  // --- customers and sessions ----------------------------------------------------------------

  async register(
    input: NewCustomer,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'email_taken' } | { kind: 'rejected'; message: string }> {
    try {
      await this.http.request({
        method: 'POST',
        route: '/custom/v1/register',
        auth: { kind: 'register' },
        body: {
          username: input.email.split('@')[0],
          name: input.name,
          email: input.email,
          password: input.password,
          company_name: input.companyName,
          company_reg_number: input.companyRegNumber,
          company_vat_number: input.companyVatNumber,
          roles: ['subscriber'],
          meta: { phone: input.phone ?? '' },
        },
      });
    } catch (error) {
      if (!(error instanceof UpstreamResponseError)) throw error;
      if (EMAIL_TAKEN_CODES.has(error.upstreamCode) || error.status === 409) return { kind: 'email_taken' };
      if (error.status === 401 || error.status === 403) {
        // our own credentials were refused: a configuration problem, not the visitor's
        this.logger.error(
          { upstream: 'wordpress', status: error.status, upstreamCode: error.upstreamCode },
          'registration credentials refused by the site',
        );
        return { kind: 'rejected', message: 'Registration is not available at the moment. Please try again later.' };
      }
      return { kind: 'rejected', message: error.upstreamMessage || 'Registration failed' };
    }
    const login = await this.login(input.email, input.password, opts);
    if (login.kind === 'ok') return login;
    this.logger.error({ upstream: 'wordpress' }, 'registered customer could not log in');
    return { kind: 'rejected', message: 'Your account was created, but signing in failed. Please log in.' };
  }

  async login(
    email: string,
    password: string,
    opts: { persistent: boolean },
  ): Promise<{ kind: 'ok'; grant: SessionGrant } | { kind: 'invalid_credentials' }> {
    let answer;
    try {
      answer = await this.http.request({
        method: 'POST',
        route: '/jwt-auth/v1/token',
        auth: NONE,
        body: { username: email, password },
      });
    } catch (error) {
      // every JWT plugin refusal is a 403 (jwt_auth_failed, "[jwt_auth] incorrect_password", ...)
      if (isUpstreamResponseError(error, [400, 401, 403, 404])) return { kind: 'invalid_credentials' };
      throw error;
    }
    const token = parseOne(jwtToken, answer.data, this.logger, 'jwt token');
    if (!token) throw new UpstreamUnavailableError('POST /jwt-auth/v1/token', 'status', answer.status);
    const customer = await this.fetchMe(token.token);
    if (!customer) throw new UpstreamUnavailableError('GET /wp/v2/users/me', 'status', 403);
    const jwtExpiresAt = jwtExpiry(token.token) ?? new Date(Date.now() + DEFAULT_TOKEN_LIFETIME_MS);
    const wanted =
      Date.now() + (opts.persistent ? this.settings.sessionTtlMs.persistent : this.settings.sessionTtlMs.browser);
    const expiresAt = new Date(Math.min(jwtExpiresAt.getTime(), wanted));
    return { kind: 'ok', grant: { token: this.sessions.seal(token.token, expiresAt), expiresAt, customer } };
  }

  async resolveSession(
    token: string,
  ): Promise<{ session: AuthSession; customer: CustomerRecord; expiresAt: Date } | null> {
    const opened = token ? this.sessions.open(token) : null;
    if (!opened || (await this.state.isTokenRevoked(token))) return null;
    const customer = await this.fetchMe(opened.jwt);
    return customer ? { session: { token, customerId: customer.id }, customer, expiresAt: opened.expiresAt } : null;
  }

  async logout(session: AuthSession): Promise<void> {
    // The JWT plugin cannot revoke one token; the gateway refuses it from now until it expires.
    const opened = this.sessions.open(session.token);
    if (opened) await this.state.revokeToken(session.token, opened.expiresAt.getTime() / 1000);
  }

  /** the site's JWT inside a session token the gateway resolved */
  private jwt(session: AuthSession): WordpressAuth {
    const opened = this.sessions.open(session.token);
    if (!opened) throw new UpstreamResponseError('session', 401, 'session_ended', 'Your session has ended.');
    return bearer(opened.jwt);
  }

  async logoutAll(session: AuthSession, opts: { exceptCurrent?: boolean } = {}): Promise<void> {
    await this.http.request({
      method: 'POST',
      route: '/custom/v1/logout-all',
      auth: this.jwt(session),
      body: opts.exceptCurrent ? { keep_current: true } : {},
    });
    if (!opts.exceptCurrent) await this.logout(session);
  }

  /** `GET /wp/v2/users/me?context=edit`: the customer of a token, null when the site refuses it */
  private async fetchMe(token: string): Promise<CustomerRecord | null> {
    try {
      const answer = await this.http.request({
        method: 'GET',
        route: '/wp/v2/users/me',
        query: { context: 'edit' },
        auth: bearer(token),
      });
      const user = parseOne(wpUser, answer.data, this.logger, 'user');
      return user ? mapCustomer(user) : null;
    } catch (error) {
      // 401 rest_not_logged_in, 403 jwt_auth_invalid_token (expired, bad signature, revoked)
      if (error instanceof UpstreamResponseError) return null;
      throw error;
    }
  }

  private async requireMe(session: AuthSession): Promise<CustomerRecord> {
    const opened = this.sessions.open(session.token);
    const customer = opened ? await this.fetchMe(opened.jwt) : null;
    if (!customer)
      throw new UpstreamResponseError('GET /wp/v2/users/me', 403, 'session_ended', 'Your session has ended.');
    return customer;
  }

  // --- account -------------------------------------------------------------------------------

  async updateProfile(
    session: AuthSession,
    input: ProfileUpdate,
  ): Promise<{ kind: 'ok'; customer: CustomerRecord } | { kind: 'email_taken' }> {
    if (!isWooId(session.customerId))
      throw new UpstreamResponseError('PUT /wp/v2/users/{id}', 400, 'invalid_customer', '');
    try {
      await this.http.request({
        method: 'PUT',
        route: `/wp/v2/users/${session.customerId}`,
        auth: this.jwt(session),
        body: { name: input.name, email: input.email },
      });
    } catch (error) {
      // the gateway has validated the address, so "invalid e-mail" here means it belongs to someone else
      if (error instanceof UpstreamResponseError && EMAIL_TAKEN_CODES.has(error.upstreamCode))
        return { kind: 'email_taken' };
      throw error;
    }
    await this.http.request({
      method: 'POST',
      route: '/custom/v1/update-profile',
      auth: this.jwt(session),
      body: {
        company: input.company ?? '',
        phone: input.phone ?? '',
        company_name: input.companyName,
        company_reg_number: input.companyRegNumber,
        company_vat_number: input.companyVatNumber,
      },
    });
    return { kind: 'ok', customer: await this.requireMe(session) };
  }

  async updateAddress(session: AuthSession, address: string): Promise<CustomerRecord> {
    await this.http.request({
      method: 'POST',
      route: '/custom/v1/update-address',
      auth: this.jwt(session),
      body: { address },
    });
    return this.requireMe(session);
  }

  async changePassword(
    session: AuthSession,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'wrong_password' }> {
    try {
      await this.http.request({
        method: 'POST',
        route: '/custom/v1/change-password',
        auth: this.jwt(session),
        body: { current_password: currentPassword, new_password: newPassword },
      });
    } catch (error) {
      if (error instanceof UpstreamResponseError && !error.upstreamCode.startsWith('jwt_auth'))
        return { kind: 'wrong_password' };
      throw error;
    }
    await this.logoutAll(session, { exceptCurrent: true });
    return { kind: 'ok' };
  }

  async requestPasswordReset(email: string): Promise<void> {
    try {
      await this.http.request({
        method: 'POST',
        route: '/custom/v1/request-password-reset',
        auth: NONE,
        body: { email },
      });
    } catch (error) {
      // an unknown e-mail must look exactly like a known one
      if (!(error instanceof UpstreamResponseError)) throw error;
      this.logger.debug(
        { upstream: 'wordpress', status: error.status, upstreamCode: error.upstreamCode },
        'password reset request refused',
      );
    }
  }

  async resetPassword(
    email: string,
    token: string,
    newPassword: string,
  ): Promise<{ kind: 'ok' } | { kind: 'invalid_token' }> {
    try {
      await this.http.request({
        method: 'POST',
        route: '/custom/v1/reset-password',
        auth: NONE,
        body: { email, token, new_password: newPassword },
      });
      return { kind: 'ok' };
    } catch (error) {
      if (error instanceof UpstreamResponseError) return { kind: 'invalid_token' };
      throw error;
    }
  }

  // --- coupons and orders --------------------------------------------------------------------

  async getCouponByCode(code: string): Promise<CouponRecord | null> {
    const wanted = code.trim();
    if (!wanted) return null;
    const answer = await this.http.request({
      method: 'GET',
      route: '/wc/v3/coupons',
      query: { code: wanted },
      auth: WC,
    });
    const coupon = parseList(wcCoupon, answer.data, this.logger, 'coupon').find(
      (c) => c.code.toLowerCase() === wanted.toLowerCase(),
    );
    return coupon ? mapCoupon(coupon) : null;
  }

  /**
   * One WooCommerce order per idempotency key, even when an answer is lost. Under the key's lock:
   * the key's record answers a replay; otherwise an "attempt" marker is written before the POST and
   * kept while the outcome is unknown (no answer, timeout, 5xx, unreadable answer), so the next
   * request for the key (a retry, or another gateway instance) first looks for the order the lost
   * POST may have created (see findAttemptedOrder) and posts again only when there is none.
   */
  async createOrder(draft: OrderDraft, idempotencyKey: string, payloadHash: string): Promise<CreateOrderResult> {
    const known = await this.state.getIdempotency(idempotencyKey);
    if (known) return this.replay(known, payloadHash);
    // long enough for a reconciliation and the POST; a crashed holder frees the key when it expires
    const lockTtlMs = this.settings.timeoutMs * 4 + 5_000;
    const lockExpiresAt = Date.now() + lockTtlMs;
    const lock = await this.state.acquireLock(idempotencyKey, lockTtlMs);
    if (!lock) return this.awaitOtherRequest(idempotencyKey, payloadHash, lockTtlMs);
    try {
      const raced = await this.state.getIdempotency(idempotencyKey);
      if (raced) return this.replay(raced, payloadHash);
      const payload = orderPayload(draft, idempotencyKey);
      const customerId = wooCustomerId(payload);
      const previous = await this.state.getAttempt(idempotencyKey);
      if (previous) {
        const recovered = await this.recoverAttempt(idempotencyKey, previous, payloadHash);
        if (recovered) return recovered;
        // the POST below must be answered (or time out) while we still hold the lock
        if (Date.now() + this.settings.timeoutMs + 5_000 > lockExpiresAt)
          throw new UpstreamUnavailableError('POST /wc/v3/orders', 'timeout');
      }
      const now = Date.now();
      await this.state.markAttempt(
        idempotencyKey,
        { firstAt: previous?.firstAt ?? now, lastAt: now, customerId, payloadHash },
        this.settings.idempotencyTtlSeconds,
      );
      let answer;
      try {
        answer = await this.http.request({ method: 'POST', route: '/wc/v3/orders', auth: WC, body: payload });
      } catch (error) {
        // a refusal WooCommerce explains (its error body) created nothing: the key is free again.
        // Anything else (no answer, timeout, 5xx, a proxy's bare 4xx) may have created the order.
        if (isUpstreamResponseError(error) && error.upstreamCode !== '') {
          await this.state.clearAttempt(idempotencyKey);
        } else {
          this.logger.warn(
            { upstream: 'wordpress', reason: error instanceof UpstreamUnavailableError ? error.reason : 'unknown' },
            'order POST without a definite answer: the next request for its key looks for the order first',
          );
        }
        throw error;
      }
      const order = parseOne(wcOrder, answer.data, this.logger, 'order');
      if (!order) throw new UpstreamUnavailableError('POST /wc/v3/orders', 'status', answer.status);
      await this.recordOrder(idempotencyKey, order.id, payloadHash);
      this.logger.info({ upstream: 'wordpress', orderId: order.id }, 'order created');
      return { kind: 'created', order: mapOrder(order) };
    } finally {
      await this.state.releaseLock(idempotencyKey, lock);
    }
  }

  async findOrderByIdempotencyKey(idempotencyKey: string, payloadHash: string): Promise<CreateOrderResult | null> {
    const known = await this.state.getIdempotency(idempotencyKey);
    return known ? this.replay(known, payloadHash) : null;
  }

  /**
   * A request found the marker of an earlier POST for its key whose answer was lost. The order it
   * created, if any, is recorded for the key and answered as `created` (its first answer reached
   * nobody; this is the one the buyer sees). Null means "nothing was created, post now". Throws
   * UpstreamUnavailableError when that cannot be known: the search failed, or the earlier POST is so
   * recent that the site may still be creating its order. A duplicate is never risked.
   */
  private async recoverAttempt(
    key: string,
    attempt: OrderAttempt,
    payloadHash: string,
  ): Promise<CreateOrderResult | null> {
    const found = await this.findAttemptedOrder(key, attempt);
    if (!found) {
      if (Date.now() - attempt.lastAt < this.settings.orderSettleMs) {
        this.logger.warn(
          { upstream: 'wordpress', sinceAttemptMs: Date.now() - attempt.lastAt },
          'order of an unanswered POST not found yet; not posting again until it has settled',
        );
        throw new UpstreamUnavailableError('POST /wc/v3/orders', 'status');
      }
      this.logger.info({ upstream: 'wordpress' }, 'order of an unanswered POST not found: posting it again');
      return null;
    }
    await this.recordOrder(key, found.id, attempt.payloadHash);
    this.logger.info({ upstream: 'wordpress', orderId: found.id }, 'order of an unanswered POST found and recorded');
    // the key was first used for another cart: that order stands, this request is a conflict
    if (attempt.payloadHash !== payloadHash) return { kind: 'key_conflict' };
    return { kind: 'created', order: mapOrder(found) };
  }

  /**
   * The order WooCommerce holds for this key, or null when it holds none: the attempt's customer's
   * orders (a guest's are those of customer 0) created since the attempt minus a margin, oldest first
   * so orders created meanwhile land on the last page instead of shifting the ones not read yet,
   * every page, matched on the `_idempotency_key` meta. Matching reads the raw JSON: a record our
   * schema would skip must not pass for "no order".
   */
  private async findAttemptedOrder(key: string, attempt: OrderAttempt): Promise<WcOrder | null> {
    const after = new Date(attempt.firstAt - RECONCILE_MARGIN_MS).toISOString().slice(0, 19);
    try {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await this.http.request({
          method: 'GET',
          route: '/wc/v3/orders',
          query: {
            customer: attempt.customerId,
            after,
            dates_are_gmt: true,
            orderby: 'date',
            order: 'asc',
            per_page: PAGE_SIZE,
            page,
          },
          auth: WC,
        });
        if (!Array.isArray(answer.data))
          throw new UpstreamUnavailableError('GET /wc/v3/orders', 'status', answer.status);
        const raw = (answer.data as unknown[]).find(
          (item) => hasIdempotencyKey(item, key) && ownedBy(item, attempt.customerId),
        );
        if (raw) {
          const order = parseOne(wcOrder, raw, this.logger, 'order');
          if (!order) throw new UpstreamUnavailableError('GET /wc/v3/orders', 'status', answer.status);
          return order;
        }
        const lastPage = answer.totalPages !== null ? page >= answer.totalPages : answer.data.length < PAGE_SIZE;
        if (lastPage || answer.data.length === 0) return null;
      }
      // more than MAX_PAGES × 100 candidates: the order may be beyond them
      throw new UpstreamUnavailableError('GET /wc/v3/orders', 'status');
    } catch (error) {
      this.logger.warn(
        {
          upstream: 'wordpress',
          reason: error instanceof UpstreamUnavailableError ? error.reason : 'refused',
          status: error instanceof UpstreamResponseError ? error.status : null,
        },
        'could not look for the order of an unanswered POST; not posting again',
      );
      if (error instanceof UpstreamUnavailableError) throw error;
      throw new UpstreamUnavailableError(
        'GET /wc/v3/orders',
        'status',
        error instanceof UpstreamResponseError ? error.status : null,
      );
    }
  }

  /** the key now points at its order; the attempt marker has served its purpose */
  private async recordOrder(key: string, orderId: string, payloadHash: string): Promise<void> {
    await this.state.saveIdempotency(key, { orderId, payloadHash }, this.settings.idempotencyTtlSeconds);
    try {
      await this.state.clearAttempt(key);
    } catch (error) {
      // harmless: the record is read first, and the marker expires with the key
      this.logger.warn(
        { upstream: 'wordpress', err: error instanceof Error ? error.message : String(error) },
        'order attempt marker not cleared',
      );
    }
  }

  /** Another request holds the key: wait for its order, then answer as a replay. */
  private async awaitOtherRequest(key: string, payloadHash: string, maxWaitMs: number): Promise<CreateOrderResult> {
    const deadline = Date.now() + maxWaitMs;
    let delay = 50;
    while (Date.now() < deadline) {
      await sleep(delay);
      delay = Math.min(delay * 2, 500);
      const record = await this.state.getIdempotency(key);
      if (record) return this.replay(record, payloadHash);
      if (await this.state.acquireLock(key, 1)) {
        // the holder is gone: either it just stored the order, or it failed (then the key is free to retry)
        const stored = await this.state.getIdempotency(key);
        if (stored) return this.replay(stored, payloadHash);
        throw new UpstreamUnavailableError('POST /wc/v3/orders', 'status');
      }
    }
    throw new UpstreamUnavailableError('POST /wc/v3/orders', 'timeout');
  }

  private async replay(
    record: { orderId: string; payloadHash: string },
    payloadHash: string,
  ): Promise<CreateOrderResult> {
    if (record.payloadHash !== payloadHash) return { kind: 'key_conflict' };
    const order = await this.fetchOrder(record.orderId);
    // the first order was deleted in WooCommerce: the key cannot be reused for a new one
    return order ? { kind: 'replayed', order } : { kind: 'key_conflict' };
  }

  async listOrders(session: AuthSession, page: number, pageSize: number): Promise<Paged<OrderRecord>> {
    if (!isWooId(session.customerId)) return { items: [], totalCount: 0 };
    const answer = await this.http.request({
      method: 'GET',
      route: '/wc/v3/orders',
      query: {
        customer: session.customerId,
        page: Math.max(1, Math.trunc(page)),
        per_page: clamp(pageSize, 1, PAGE_SIZE),
      },
      auth: WC,
    });
    // belt and braces: WooCommerce filters by customer, we never show someone else's order
    const items = parseList(wcOrder, answer.data, this.logger, 'order')
      .filter((order) => order.customer_id === session.customerId)
      .map(mapOrder);
    return { items, totalCount: answer.total ?? items.length };
  }

  /**
   * By WooCommerce's order number (the public reference). A plain WooCommerce site numbers orders by
   * their id, so one GET answers; a site whose plugin numbers them otherwise ("GL-5001") is searched
   * through the customer's own orders. An id that is no order's number still finds its order (links
   * made before the number was the reference).
   */
  async getOrder(session: AuthSession, reference: string): Promise<OrderRecord | null> {
    if (!isOrderReference(reference)) return null;
    const byId = await this.fetchOrder(reference);
    const mine = byId && byId.customerId === session.customerId ? byId : null;
    if (mine && mine.number === reference) return mine;
    return (await this.findOrderByNumber(session, reference)) ?? mine;
  }

  /** the customer's order with this number, looked for in their newest ORDER_NUMBER_PAGES × 100 orders */
  private async findOrderByNumber(session: AuthSession, number: string): Promise<OrderRecord | null> {
    if (!isWooId(session.customerId)) return null;
    for (let page = 1; page <= ORDER_NUMBER_PAGES; page += 1) {
      const answer = await this.http.request({
        method: 'GET',
        route: '/wc/v3/orders',
        query: { customer: session.customerId, page, per_page: PAGE_SIZE },
        auth: WC,
      });
      const orders = parseList(wcOrder, answer.data, this.logger, 'order');
      const found = orders.find(
        (order) => order.customer_id === session.customerId && String(order.number ?? order.id) === number,
      );
      if (found) return mapOrder(found);
      if (orders.length < PAGE_SIZE || page >= (answer.totalPages ?? 1)) return null;
    }
    return null;
  }

  private async fetchOrder(id: string): Promise<OrderRecord | null> {
    if (!isWooId(id)) return null;
    try {
      const answer = await this.http.request({ method: 'GET', route: `/wc/v3/orders/${id}`, auth: WC });
      const order = parseOne(wcOrder, answer.data, this.logger, 'order');
      return order ? mapOrder(order) : null;
    } catch (error) {
      if (isUpstreamResponseError(error, [400, 404])) return null;
      throw error;
    }
  }

  // --- contact -------------------------------------------------------------------------------

  async saveContactMessage(message: ContactMessage): Promise<void> {
    await this.http.request({
      method: 'POST',
      route: '/custom/v1/contact-form',
      auth: NONE,
      body: {
        name: message.name,
        email: message.email,
        phone: message.phone ?? '',
        company: message.company,
        subject: message.subject,
        message: message.message,
      },
    });
  }
}

/**
 * The draft's WooCommerce payload, completed from the draft where the payload leaves something out
 * (customer, comment, coupon), with the idempotency key as order meta and status "processing": a
 * wholesale order is paid on invoice, so it is ready for fulfilment the moment it is placed.
 */
export function orderPayload(draft: OrderDraft, idempotencyKey: string): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...draft.payload };
  payload.status ??= 'processing';
  if (draft.customerId && payload.customer_id == null && isWooId(draft.customerId))
    payload.customer_id = Number(draft.customerId);
  const meta: Record<string, unknown>[] = Array.isArray(payload.meta_data)
    ? [...(payload.meta_data as Record<string, unknown>[])]
    : [];
  const comment = draft.comment?.trim();
  if (comment && !meta.some((m) => m.key === ORDER_COMMENT_META_KEY))
    meta.push({ key: ORDER_COMMENT_META_KEY, value: comment });
  meta.push({ key: IDEMPOTENCY_META_KEY, value: idempotencyKey });
  payload.meta_data = meta;
  if (draft.couponCode && !(Array.isArray(payload.coupon_lines) && payload.coupon_lines.length > 0)) {
    payload.coupon_lines = [{ code: draft.couponCode }];
  }
  if (payload.billing && !payload.shipping) {
    const { email: _email, phone: _phone, ...shipping } = payload.billing as Record<string, unknown>;
    payload.shipping = shipping;
  }
  return payload;
}

/** the customer WooCommerce files the order under: payload.customer_id, "0" for a guest */
function wooCustomerId(payload: Record<string, unknown>): string {
  const id = String(payload.customer_id ?? '0');
  return isWooId(id) ? id : '0';
}

function hasIdempotencyKey(order: unknown, key: string): boolean {
  const meta = (order as { meta_data?: unknown } | null)?.meta_data;
  return (
    Array.isArray(meta) &&
    meta.some(
      (m) =>
        m !== null &&
        typeof m === 'object' &&
        (m as { key?: unknown }).key === IDEMPOTENCY_META_KEY &&
        (m as { value?: unknown }).value === key,
    )
  );
}

/** a key reused by someone else must never hand them this customer's order */
function ownedBy(order: unknown, customerId: string): boolean {
  return String((order as { customer_id?: unknown } | null)?.customer_id ?? '0') === customerId;
}

const WC: WordpressAuth = { kind: 'woocommerce' };
const NONE: WordpressAuth = { kind: 'none' };
const bearer = (token: string): WordpressAuth => ({ kind: 'bearer', token });

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(Number.isFinite(value) ? value : min)));
}

/** pages can shift while they are read (a product added meanwhile): keep the first copy of each id */
function dedupeById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
