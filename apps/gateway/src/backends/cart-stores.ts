/**
 * Cart stores for an adapter without tables of its own (WordPress: carts are the gateway's, never
 * WooCommerce's): Redis when configured, shared by every gateway replica, else process memory (one
 * instance only). The embedded store keeps carts in its `carts` table (embedded/cart-store.ts).
 */
import type { Redis } from 'ioredis';
import { emptyServerCart, parseServerCart, type ServerCart } from '@shop/domain';
import type { CartStore } from './port.js';

/** a cart left untouched this long is forgotten (Redis only; the database keeps carts) */
export const CART_TTL_SECONDS = 90 * 24 * 3600;

// compare-and-set in one step: the version lives in the hash beside the JSON
const CAS_SCRIPT = `
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if current ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'data', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1`;

export class RedisCartStore implements CartStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(customerId: string): string {
    return `${this.prefix}cart:${customerId}`;
  }

  async getCart(customerId: string): Promise<ServerCart> {
    const raw = await this.redis.hget(this.key(customerId), 'data');
    return raw ? parseServerCart(raw) : emptyServerCart;
  }

  async compareAndSetCart(customerId: string, expectedVersion: number, next: ServerCart): Promise<boolean> {
    const result = await this.redis.eval(
      CAS_SCRIPT,
      1,
      this.key(customerId),
      String(expectedVersion),
      String(next.version),
      JSON.stringify(next),
      String(CART_TTL_SECONDS),
    );
    return result === 1;
  }
}

export class MemoryCartStore implements CartStore {
  private readonly carts = new Map<string, string>();

  getCart(customerId: string): Promise<ServerCart> {
    const raw = this.carts.get(customerId);
    return Promise.resolve(raw ? parseServerCart(raw) : emptyServerCart);
  }

  compareAndSetCart(customerId: string, expectedVersion: number, next: ServerCart): Promise<boolean> {
    const raw = this.carts.get(customerId);
    const current = raw ? parseServerCart(raw).version : 0;
    if (current !== expectedVersion) return Promise.resolve(false);
    this.carts.set(customerId, JSON.stringify(next));
    return Promise.resolve(true);
  }
}
