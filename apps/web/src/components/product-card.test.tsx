import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop, TEST_CUSTOMER } from '../lib/session/testing';
import { money, productCard } from '../test/fixtures';
import { chakraVariables, markupClasses, stylesheetClasses, themeVariables } from '../test/static-css';
import { ProductCard, ProductCardSkeleton } from './product-card';

// The card is styled by product-card.css, not by Chakra style props (see the component).
const STYLESHEET = readFileSync(join(__dirname, 'product-card.css'), 'utf8');
// and its buttons by shop-button.css (Chakra's button recipe as static rules)
const BUTTON_STYLESHEET = readFileSync(join(__dirname, 'shop-button.css'), 'utf8');

const OUT_OF_STOCK = productCard({ id: 'p2', slug: 'berry', name: 'Berry Gummies', inStock: false });
const PRICED = productCard({ price: money('14.5'), fromPrice: money('12.9') });

describe('ProductCard', () => {
  it('shows an out-of-stock product with its overlay and without a way to order', async () => {
    renderWithShop(<ProductCard product={OUT_OF_STOCK} />);
    const card = await screen.findByRole('article', { name: 'Berry Gummies' });
    expect(within(card).getByTestId('out-of-stock-overlay')).toHaveTextContent('Out of Stock');
    expect(within(card).getByRole('heading', { level: 3, name: 'Berry Gummies' })).toBeInTheDocument();
    expect(within(card).getByText('Gummies')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Details/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Log In to Add' })).toBeDisabled();
  });

  it('shows the short description in the list view only', async () => {
    const { unmount } = renderWithShop(<ProductCard product={productCard()} view="list" />);
    expect(await screen.findByText('Refreshing mint gummies.')).toBeInTheDocument();
    unmount();
    renderWithShop(<ProductCard product={productCard()} />);
    await screen.findByRole('article', { name: 'Mint Gummies' });
    expect(screen.queryByText('Refreshing mint gummies.')).not.toBeInTheDocument();
  });

  it('shows an approved buyer the price and the lowest price they can pay, excluding VAT', async () => {
    renderWithShop(<ProductCard product={PRICED} />, { customer: TEST_CUSTOMER });
    expect(await screen.findByTestId('product-price')).toHaveTextContent('€14.50');
    expect(screen.getByTestId('product-from-price')).toHaveTextContent('from €12.90 excl. VAT');
    expect(screen.getByRole('button', { name: 'Add Mint Gummies to cart' })).toBeEnabled();
  });
});

describe('product-card.css', () => {
  it('has a rule for every class the cards and skeletons render, and none for a class they never use', async () => {
    const used = new Set<string>();
    const buttons = new Set<string>();
    const renders = [
      { ui: <ProductCard product={OUT_OF_STOCK} />, priced: false },
      { ui: <ProductCard product={PRICED} view="list" />, priced: true },
      { ui: <ProductCard product={productCard()} />, priced: false },
      { ui: <ProductCardSkeleton />, priced: false },
      { ui: <ProductCardSkeleton view="list" />, priced: false },
    ];
    for (const { ui, priced } of renders) {
      const { container, unmount } = renderWithShop(ui, priced ? { customer: TEST_CUSTOMER } : {});
      await screen.findByTestId(/^product-card/);
      // the price line appears once the session is known
      if (priced) await screen.findByTestId('product-price');
      for (const name of markupClasses(container, 'product-card')) used.add(name);
      for (const name of markupClasses(container, 'shop-button')) buttons.add(name);
      unmount();
    }
    const buttonRules = stylesheetClasses(BUTTON_STYLESHEET, 'shop-button');
    expect([...buttons].filter((name) => !buttonRules.has(name))).toEqual([]);
    expect(buttons).toContain('shop-button--outline');
    const defined = stylesheetClasses(STYLESHEET, 'product-card');
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    expect([...defined].filter((name) => !used.has(name))).toEqual([]);
    // the views and states that depend on a class of their own
    for (const name of ['product-card--list', 'product-card__overlay', 'product-card__price', 'product-card__summary'])
      expect(used).toContain(name);
  });

  it('uses only CSS variables that the Chakra theme defines', () => {
    const referenced = chakraVariables(STYLESHEET);
    expect(referenced).toContain('--chakra-colors-brand-800');
    const defined = themeVariables();
    expect(referenced.filter((name) => !defined.has(name))).toEqual([]);
  });
});
