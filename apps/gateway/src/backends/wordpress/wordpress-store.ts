/**
 * The StoreBackend over a WordPress + WooCommerce site (SPEC section 7): WooCommerce REST v3 for the
 * shop, WordPress REST for content and users, the JWT Authentication plugin for sessions and the
 * shop's custom/v1 endpoints for what WordPress does not offer (see docs/wordpress.md). One file
 * per port over one shared WordpressSite; this file holds the lifecycle and puts the ports together.
 */
import { MemoryCartStore } from '../cart-stores.js';
import type { CartStore, StoreBackend, StoreLifecycle } from '../port.js';
import { WordpressCatalogue } from './catalogue-source.js';
import { WordpressContact } from './contact-inbox.js';
import { WordpressContent } from './content-source.js';
import { WordpressCoupons } from './coupon-source.js';
import { WordpressIdentity } from './customer-identity.js';
import { WordpressOrders } from './order-store.js';
import { WC, WordpressSite } from './site.js';
import type { BreakerState, WordpressHttpClient } from './wordpress-http.client.js';
import type { WordpressSettings } from './wordpress.config.js';
import type { WordpressLogger } from './wordpress.logger.js';
import type { WordpressStateStore } from './wordpress-state.store.js';

class WordpressLifecycle implements StoreLifecycle {
  constructor(
    private readonly site: WordpressSite,
    private readonly onClose: () => Promise<void>,
  ) {}

  async init(): Promise<void> {
    if (!this.site.settings.url.startsWith('https:')) {
      this.site.logger.warn(
        { upstream: 'wordpress' },
        'WORDPRESS_URL is plain http: WooCommerce calls are OAuth 1.0a signed; use https in production',
      );
    }
    if (!this.site.settings.registerUser || !this.site.settings.registerPassword) {
      this.site.logger.warn(
        { upstream: 'wordpress' },
        'WP_REGISTER_USER / WP_REGISTER_PASSWORD unset: registration will be refused by the site',
      );
    }
  }

  async ping(): Promise<void> {
    await this.site.http.request({
      method: 'GET',
      route: '/wc/v3/products',
      query: { per_page: 1, _fields: 'id' },
      auth: WC,
    });
  }

  async close(): Promise<void> {
    this.site.http.shutdown();
    await this.onClose();
  }

  getBreakerState(): BreakerState {
    return this.site.http.breakerState;
  }

  onBreakerStateChange(listener: (state: BreakerState) => void): () => void {
    return this.site.http.onBreakerStateChange(listener);
  }
}

export class WordpressBackend implements StoreBackend {
  readonly name = 'wordpress' as const;
  readonly lifecycle: WordpressLifecycle;
  readonly catalogue: WordpressCatalogue;
  readonly content: WordpressContent;
  readonly identity: WordpressIdentity;
  readonly coupons: WordpressCoupons;
  readonly orders: WordpressOrders;
  readonly contact: WordpressContact;
  /** logged-in buyers' server carts: the gateway's (Redis, else memory), never WooCommerce's */
  readonly carts: CartStore;

  constructor(
    settings: WordpressSettings,
    http: WordpressHttpClient,
    state: WordpressStateStore,
    logger: WordpressLogger,
    /** releases what the factory opened for this backend */
    onClose: () => Promise<void> = async () => undefined,
    carts: CartStore = new MemoryCartStore(),
  ) {
    this.carts = carts;
    const site = new WordpressSite(settings, http, state, logger);
    this.lifecycle = new WordpressLifecycle(site, onClose);
    this.catalogue = new WordpressCatalogue(site);
    this.content = new WordpressContent(site);
    this.identity = new WordpressIdentity(site);
    this.coupons = new WordpressCoupons(site);
    this.orders = new WordpressOrders(site);
    this.contact = new WordpressContact(site);
  }

  getBreakerState(): BreakerState {
    return this.lifecycle.getBreakerState();
  }

  onBreakerStateChange(listener: (state: BreakerState) => void): () => void {
    return this.lifecycle.onBreakerStateChange(listener);
  }
}
