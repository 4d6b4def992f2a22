import { CART_STORAGE_KEY } from '@shop/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../session/testing';
import { setHydrating } from '../hydration';
import { useCart } from './index';

const STORED = {
  items: [
    {
      id: 'p1',
      title: 'Mint Gummies',
      priceCents: 1250,
      quantity: 3,
      image: '/media/mint.jpg',
      attribute: null,
      parentProductId: null,
      productSlug: 'mint-gummies',
    },
  ],
};

/** what a renderer shows in its first render and what it shows now */
const firstRenders: number[] = [];
function CartCount() {
  const { totalItems } = useCart();
  if (firstRenders.length === 0) firstRenders.push(totalItems);
  return <output data-testid="count">{totalItems}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
  setHydrating(false);
  firstRenders.length = 0;
  localStorage.clear();
});

describe('the cart on a server-rendered page', () => {
  it('renders the empty cart of the server first, then the stored cart, and keeps the stored cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(STORED));
    const written: string[] = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === CART_STORAGE_KEY) written.push(value);
      setItem.call(this, key, value);
    });
    setHydrating(true);
    renderWithShop(<CartCount />);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    expect(firstRenders).toEqual([0]);
    // the placeholder was never written over what the visitor had in the cart (other tabs would follow it)
    expect(written.map((json) => JSON.parse(json).items.length)).not.toContain(0);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).items).toHaveLength(1);
  });

  it('does not render the cart consumers again when the stored cart is the empty one the server rendered', async () => {
    let renders = 0;
    function Counted() {
      const { totalItems } = useCart();
      renders += 1;
      return <output data-testid="count">{totalItems}</output>;
    }
    setHydrating(true);
    renderWithShop(<Counted />);
    expect(await screen.findByTestId('count')).toHaveTextContent('0');
    const afterMount = renders;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(afterMount);
    expect(renders).toBe(1);
  });

  it('reads the stored cart at once when the page was rendered in the browser', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(STORED));
    renderWithShop(<CartCount />);
    expect(firstRenders).toEqual([3]);
    expect(screen.getByTestId('count')).toHaveTextContent('3');
  });
});
