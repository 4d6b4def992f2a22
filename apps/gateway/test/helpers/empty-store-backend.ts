import type { StoreBackend } from '../../src/backends/port.js';

/** properties Nest and other modules probe for; a real store does not have them either */
const NOT_STORE_METHODS = new Set([
  'then',
  'outbox',
  'onModuleInit',
  'onApplicationBootstrap',
  'onModuleDestroy',
  'beforeApplicationShutdown',
  'onApplicationShutdown',
  'getBreakerState',
]);

/**
 * An empty StoreBackend (no products, no categories, no sessions) for tests about the gateway's own
 * plumbing (lifecycle, error formatting, static files) where the real store would only add start-up
 * time. Methods not given throw. (Not to be confused with the WordPress adapter wired to the WordPress
 * stub that backends/wordpress/testing provides.)
 */
export function emptyStoreBackend(methods: Partial<StoreBackend> = {}): StoreBackend & { closed: number } {
  const state = { closed: 0 };
  const base: Partial<StoreBackend> = {
    name: 'embedded',
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
  return new Proxy(base, {
    get(target, prop) {
      if (prop === 'closed') return state.closed;
      if (prop in target) return target[prop as keyof StoreBackend];
      if (typeof prop === 'symbol' || NOT_STORE_METHODS.has(prop)) return undefined;
      return async () => {
        throw new Error(`empty store backend: ${String(prop)} not implemented`);
      };
    },
  }) as StoreBackend & { closed: number };
}
