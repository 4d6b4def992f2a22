/**
 * What every port of the WordPress adapter shares: the settings, the HTTP client (retries, breaker),
 * the state store (Redis or memory), the logger, the session-token codec and paging helpers.
 */
import type pLimit from 'p-limit';
import { SessionTokenCodec } from './session-token.js';
import type { QueryValue, WordpressAuth, WordpressHttpClient } from './wordpress-http.client.js';
import type { WordpressSettings } from './wordpress.config.js';
import type { WordpressLogger } from './wordpress.logger.js';
import type { WordpressStateStore } from './wordpress-state.store.js';

/** WooCommerce and WordPress cap per_page at 100 */
export const PAGE_SIZE = 100;
/** a runaway X-WP-TotalPages must not make us fetch forever (100 × 100 = 10 000 products) */
export const MAX_PAGES = 100;

export const isWooId = (id: string) => /^\d{1,18}$/.test(id) && id !== '0';

export const WC: WordpressAuth = { kind: 'woocommerce' };
export const NONE: WordpressAuth = { kind: 'none' };
export const bearer = (token: string): WordpressAuth => ({ kind: 'bearer', token });

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(Number.isFinite(value) ? value : min)));
}

/** pages can shift while they are read (a product added meanwhile): keep the first copy of each id */
export function dedupeById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

export class WordpressSite {
  readonly sessions: SessionTokenCodec;

  constructor(
    readonly settings: WordpressSettings,
    readonly http: WordpressHttpClient,
    readonly state: WordpressStateStore,
    readonly logger: WordpressLogger,
  ) {
    this.sessions = new SessionTokenCodec(settings.consumerSecret);
  }

  /** Fetches page 1, reads X-WP-TotalPages, then the other pages in parallel (bounded). */
  async getAllPages(
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
}
