import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CartProbe, TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import { QuickOrderPreviewQuery, QuickOrderSuggestionsQuery } from './quick-order-documents';
import { padRequest, QuickOrderPad } from './quick-order-pad';

afterEach(() => localStorage.clear());

const money = (amount: string) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });

const suggestionsMock = {
  request: { query: QuickOrderSuggestionsQuery, variables: () => true },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        items: [
          {
            __typename: 'Product',
            id: '1',
            name: 'Peach Rings',
            sku: 'GL-GUM-001',
            type: 'SIMPLE',
            inStock: true,
            variations: [],
          },
          {
            __typename: 'Product',
            id: '2',
            name: 'Sour Worms',
            sku: 'GL-GUM-002',
            type: 'SIMPLE',
            inStock: true,
            variations: [],
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const product = {
  __typename: 'Product',
  id: '1',
  slug: 'peach-rings',
  name: 'Peach Rings',
  sku: 'GL-GUM-001',
  type: 'SIMPLE',
  inStock: true,
  price: money('2.50'),
  images: [],
  attributes: [],
  variations: [],
};

const variableProduct = {
  __typename: 'Product',
  id: '7',
  slug: 'calm-focus-gummies',
  name: 'Calm & Focus Gummies',
  sku: 'GL-CBD-010',
  type: 'VARIABLE',
  inStock: true,
  price: money('14.50'),
  images: [],
  attributes: [],
  variations: [
    {
      __typename: 'Variation',
      id: '71',
      sku: 'GL-CBD-010-30',
      inStock: true,
      price: money('14.50'),
      attributes: [
        { __typename: 'VariationAttribute', name: 'Strength', option: '10 mg' },
        { __typename: 'VariationAttribute', name: 'Pack', option: '30 pcs' },
      ],
      image: null,
    },
  ],
};

/** the SKUs the preview was asked about, in order */
let asked: string[] = [];
afterEach(() => {
  asked = [];
});

/** the shop's answer for whatever the pad sends: the two known SKUs match, anything else is not sold */
const previewMock = {
  request: { query: QuickOrderPreviewQuery, variables: () => true },
  result: (variables: { lines: { sku: string; quantity: number }[] }) => {
    asked.push(...variables.lines.map((line) => line.sku));
    const lines = [];
    const problems = [];
    for (const [index, { sku, quantity }] of variables.lines.entries()) {
      const rows = [index + 1];
      if (sku === 'GL-GUM-001') {
        lines.push({
          __typename: 'QuickOrderLine',
          sku,
          rows,
          productId: '1',
          variationId: null,
          requestedQuantity: quantity,
          quantity: 12,
          correction: 'Sold in cases of 12: 10 rounded up to 12',
          unitPrice: money('2.10'),
          tierMinQuantity: 12,
          product,
        });
      } else if (sku === 'GL-CBD-010-30') {
        lines.push({
          __typename: 'QuickOrderLine',
          sku,
          rows,
          productId: '7',
          variationId: '71',
          requestedQuantity: quantity,
          quantity,
          correction: null,
          unitPrice: money('14.50'),
          tierMinQuantity: null,
          product: variableProduct,
        });
      } else {
        problems.push({
          __typename: 'QuickOrderProblem',
          rows,
          sku,
          quantity,
          reason: 'UNKNOWN_SKU',
          message: 'No product with this SKU is sold in the shop',
        });
      }
    }
    return {
      data: { quickOrderPreview: { __typename: 'QuickOrderPreview', lines, problems, userErrors: [] } },
    };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPad() {
  return renderWithShop(
    <>
      <QuickOrderPad canSeePrices />
      <CartProbe />
    </>,
    {
      customer: TEST_CUSTOMER,
      mocks: [suggestionsMock, previewMock],
    },
  );
}

describe('QuickOrderPad keyboard', () => {
  it('Enter in the SKU field goes to the quantity; Enter in the quantity adds a row and focuses it', async () => {
    const user = userEvent.setup();
    renderPad();
    const sku = screen.getByRole('combobox', { name: 'Row 1: SKU or product name' });
    await user.click(sku);
    await user.keyboard('NOPE{Escape}{Enter}');
    const quantity = screen.getByRole('textbox', { name: 'Row 1: quantity' });
    expect(quantity).toHaveFocus();
    // the quantity is selected on arrival: typing replaces it
    await user.keyboard('10{Enter}');
    expect(quantity).toHaveValue('10');
    const second = await screen.findByRole('combobox', { name: 'Row 2: SKU or product name' });
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.getAllByTestId('pad-row')).toHaveLength(2);
    // and so on: Enter in the new row's SKU field goes to its quantity
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Row 2: quantity' })).toHaveFocus());
  });

  it('offers suggestions as an ARIA combobox: arrows move the highlight, Enter takes it and goes to the quantity', async () => {
    const user = userEvent.setup();
    renderPad();
    const sku = screen.getByRole('combobox', { name: 'Row 1: SKU or product name' });
    expect(sku).toHaveAttribute('aria-expanded', 'false');
    await user.click(sku);
    await user.keyboard('GL-GU');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions for Row 1: SKU or product name' });
    await waitFor(() => expect(sku).toHaveAttribute('aria-expanded', 'true'));
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['GL-GUM-001 Peach Rings', 'GL-GUM-002 Sour Worms']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(sku).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(sku).toHaveValue('GL-GUM-001');
    expect(sku).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Row 1: quantity' })).toHaveFocus();
  });

  it('shows what the shop makes of a row and adds the matched lines to the cart', async () => {
    const user = userEvent.setup();
    renderPad();
    await user.click(screen.getByRole('combobox', { name: 'Row 1: SKU or product name' }));
    await user.keyboard('GL-GUM-001{Escape}{Enter}10');
    const status = screen.getAllByTestId('pad-status')[0]!;
    await within(status).findByText('Sold in cases of 12: 10 rounded up to 12');
    expect(within(status).getByText('€2.10 each')).toBeInTheDocument();
    expect(within(status).getByText('Tier price from 12')).toBeInTheDocument();
    await user.click(screen.getByTestId('pad-add-all'));
    // a logged-in buyer's cart is the server's (the provider's), not browser storage
    await waitFor(() => {
      const items = JSON.parse(screen.getByTestId('cart-items').textContent ?? '[]') as {
        id: string;
        quantity: number;
      }[];
      expect(items).toEqual([expect.objectContaining({ id: '1', quantity: 12 })]);
    });
  });
});

describe('QuickOrderPad row status', () => {
  /** until the pad has had the shop's answer about `sku` and shows it (no "Checking…" left) */
  async function answered(sku: string) {
    await waitFor(() => expect(asked).toContain(sku));
    await waitFor(() => expect(screen.queryByText('Checking…')).toBeNull());
    // a render or two for anything the answer would show
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('does not call a name being typed an unknown SKU, but does once the buyer commits it', async () => {
    const user = userEvent.setup();
    renderPad();
    const sku = screen.getByRole('combobox', { name: 'Row 1: SKU or product name' });
    const status = screen.getAllByTestId('pad-status')[0]!;
    await user.click(sku);
    await user.keyboard('oil');
    await answered('oil');
    expect(within(status).queryByTestId('pad-problem')).toBeNull();

    // Enter: the buyer means "oil"
    await user.keyboard('{Escape}{Enter}');
    await within(status).findByText('No product with this SKU is sold in the shop');

    // typing again is a search again, whatever the list is doing
    await user.click(sku);
    await user.keyboard('{End}y');
    await answered('oily');
    expect(within(status).queryByTestId('pad-problem')).toBeNull();

    // leaving the field commits it too
    await user.tab();
    await within(status).findByText('No product with this SKU is sold in the shop');
  });

  it('names the variation of a matched line, not only its product', async () => {
    const user = userEvent.setup();
    renderPad();
    await user.click(screen.getByRole('combobox', { name: 'Row 1: SKU or product name' }));
    await user.keyboard('GL-CBD-010-30{Escape}{Enter}');
    const status = screen.getAllByTestId('pad-status')[0]!;
    await within(status).findByText('Calm & Focus Gummies', { exact: true });
    expect(within(status).getByTestId('pad-variant')).toHaveTextContent(/^10 mg \/ 30 pcs$/);
    expect(within(status).getByText('€14.50 each')).toBeInTheDocument();
  });
});

describe('padRequest', () => {
  it('sends the rows with a SKU, an unreadable quantity as 0 (the shop explains it)', () => {
    expect(
      padRequest([
        { key: 1, sku: ' GL-1 ', quantity: '3' },
        { key: 2, sku: '', quantity: '1' },
        { key: 3, sku: 'GL-2', quantity: '' },
      ]),
    ).toEqual({
      lines: [
        { sku: 'GL-1', quantity: 3 },
        { sku: 'GL-2', quantity: 0 },
      ],
      keys: [1, 3],
    });
  });
});
