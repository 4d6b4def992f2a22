import { describe, expect, it } from 'vitest';
import { readReorderNavigationState } from './reorder-state';

describe('readReorderNavigationState', () => {
  it('reads what Order again passes to /cart', () => {
    expect(
      readReorderNavigationState({
        reorder: { orderNumber: '1001', added: 2, skipped: [{ name: 'Mint Gummies', message: 'Out of stock' }] },
      }),
    ).toEqual({ orderNumber: '1001', added: 2, skipped: [{ name: 'Mint Gummies', message: 'Out of stock' }] });
  });

  it('ignores other navigation state and malformed entries (the state survives reloads and can be anything)', () => {
    expect(readReorderNavigationState(null)).toBeNull();
    expect(readReorderNavigationState({ couponCode: 'X' })).toBeNull();
    expect(readReorderNavigationState({ reorder: { orderNumber: 1001, added: 1, skipped: [] } })).toBeNull();
    expect(
      readReorderNavigationState({ reorder: { orderNumber: '1', added: 0, skipped: [{ name: 'A' }, 'x', null] } })
        ?.skipped,
    ).toEqual([]);
  });
});
