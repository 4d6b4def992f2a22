import type {
  CartStore,
  CatalogueSource,
  ContactInbox,
  ContentSource,
  CouponSource,
  CustomerIdentity,
  OrderStore,
  StoreBackend,
  StoreLifecycle,
} from '../../src/backends/port.js';

/** every port method side by side, so a test names just the few it needs */
type StoreMethods = StoreLifecycle &
  CatalogueSource &
  ContentSource &
  CustomerIdentity &
  CouponSource &
  OrderStore &
  ContactInbox &
  CartStore;

/** properties Nest and other modules probe for; a real port does not have them either */
const NOT_STORE_METHODS = new Set([
  'then',
  'isEmpty',
  'onModuleInit',
  'onApplicationBootstrap',
  'onModuleDestroy',
  'beforeApplicationShutdown',
  'onApplicationShutdown',
  'getBreakerState',
]);

/** A port whose methods come from `methods`; any other method throws when called. */
function port<T extends object>(methods: Partial<StoreMethods>): T {
  return new Proxy(methods, {
    get(target, prop) {
      if (prop in target) return target[prop as keyof StoreMethods];
      if (typeof prop === 'symbol' || NOT_STORE_METHODS.has(prop)) return undefined;
      return async () => {
        throw new Error(`empty store backend: ${String(prop)} not implemented`);
      };
    },
  }) as unknown as T;
}

/**
 * An empty StoreBackend (no products, no categories, no sessions) for tests about the gateway's own
 * plumbing (lifecycle, error formatting, static files) where the real store would only add start-up
 * time. Methods not given throw. (Not to be confused with the WordPress adapter wired to the WordPress
 * stub that backends/wordpress/testing provides.)
 */
export function emptyStoreBackend(methods: Partial<StoreMethods> = {}): StoreBackend & { closed: number } {
  const state = { closed: 0 };
  const all: Partial<StoreMethods> = {
    init: async () => undefined,
    ping: async () => undefined,
    close: async () => {
      state.closed += 1;
    },
    resolveSession: async () => null,
    listProducts: async () => [],
    listCategories: async () => [],
    ...methods,
  };
  return {
    name: 'embedded',
    lifecycle: port<StoreLifecycle>(all),
    catalogue: port<CatalogueSource>(all),
    content: port<ContentSource>(all),
    identity: port<CustomerIdentity>(all),
    coupons: port<CouponSource>(all),
    orders: port<OrderStore>(all),
    contact: port<ContactInbox>(all),
    carts: port<CartStore>(all),
    get closed() {
      return state.closed;
    },
  };
}
