import { addServerCartLines } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { MemoryCartStore } from '../backends/cart-stores.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { CartService } from './cart.service.js';
import type { CheckoutService } from './checkout.service.js';

const buyer = { session: { customerId: '7' }, customer: null } as unknown as Parameters<CartService['addLines']>[2];

function service(store: MemoryCartStore) {
  return new CartService(store, {} as CheckoutService, {} as CatalogService);
}

describe('CartService (one gateway of several)', () => {
  it('keeps a line another replica stored between two adds of this one (its remembered copy is behind)', async () => {
    const store = new MemoryCartStore();
    const carts = service(store);
    await carts.addLines([{ productId: '1', quantity: 1 }], null, buyer);
    // another gateway adds a line straight into the shared store
    const seen = await store.getCart('7');
    const other = addServerCartLines(seen, [{ productId: '2', quantity: 5 }]);
    if (other.kind !== 'ok') throw new Error('the other replica could not add');
    expect(await store.compareAndSetCart('7', seen.version, other.cart)).toBe(true);

    const { cart } = await carts.addLines([{ productId: '1', quantity: 2 }], null, buyer);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['1', 3],
      ['2', 5],
    ]);
    expect((await store.getCart('7')).lines.map((l) => l.productId)).toEqual(['1', '2']);
  });

  it('answers a repeated key from the stored cart, not from its own older copy', async () => {
    const store = new MemoryCartStore();
    const carts = service(store);
    await carts.addLines([{ productId: '1', quantity: 1 }], 'merge-key-0001', buyer);
    const seen = await store.getCart('7');
    const other = addServerCartLines(seen, [{ productId: '3', quantity: 1 }]);
    if (other.kind !== 'ok') throw new Error('the other replica could not add');
    await store.compareAndSetCart('7', seen.version, other.cart);

    const { cart } = await carts.addLines([{ productId: '1', quantity: 1 }], 'merge-key-0001', buyer);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['1', 1],
      ['3', 1],
    ]);
  });

  it('queues one buyer’s concurrent adds in this gateway: none is lost', async () => {
    const store = new MemoryCartStore();
    const carts = service(store);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => carts.addLines([{ productId: String(100 + i), quantity: 1 }], null, buyer)),
    );
    expect((await store.getCart('7')).lines).toHaveLength(20);
  });
});
