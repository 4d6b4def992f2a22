import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CUSTOMER, renderWithShop } from '../../lib/session/testing';
import { CsvUpload } from './csv-upload';
import { QuickOrderPreviewQuery } from './quick-order-documents';
import { viewport } from '../../test/viewport';

afterEach(() => {
  localStorage.clear();
});

const money = (amount: string) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });

const line = (id: string, sku: string, name: string, quantity: number, price: string) => ({
  __typename: 'QuickOrderLine',
  sku,
  rows: [Number(id)],
  productId: id,
  variationId: null,
  requestedQuantity: quantity,
  quantity,
  correction: null,
  unitPrice: money(price),
  tierMinQuantity: null,
  product: {
    __typename: 'Product',
    id,
    slug: `product-${id}`,
    name,
    sku,
    type: 'SIMPLE',
    inStock: true,
    price: money(price),
    images: [],
    attributes: [],
    variations: [],
  },
});

/** the line as a variation of its product, told apart by `options` */
const variantLine = (matched: ReturnType<typeof line>, options: string[]) => ({
  ...matched,
  variationId: `${matched.productId}-v`,
  product: {
    ...matched.product,
    type: 'VARIABLE',
    variations: [
      {
        __typename: 'Variation',
        id: `${matched.productId}-v`,
        sku: matched.sku,
        inStock: true,
        price: matched.unitPrice,
        attributes: options.map((option, index) => ({ __typename: 'VariationAttribute', name: `a${index}`, option })),
        image: null,
      },
    ],
  },
});

const previewMock = {
  request: { query: QuickOrderPreviewQuery, variables: () => true },
  result: {
    data: {
      quickOrderPreview: {
        __typename: 'QuickOrderPreview',
        lines: [
          line('1', 'GL-GUM-001', 'Peach Rings Extra Sour Family Pack', 24, '2.50'),
          variantLine(line('2', 'GL-GUM-002-10MG', 'Sour Worms', 6, '1234.00'), ['10 mg', '30 pcs']),
        ],
        problems: [],
        userErrors: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function uploadFile() {
  const user = userEvent.setup({ delay: null });
  renderWithShop(<CsvUpload canSeePrices />, { customer: TEST_CUSTOMER, mocks: [previewMock] });
  const file = new File(['GL-GUM-001,24\nGL-GUM-002-10MG,6\n'], 'weekly.csv', { type: 'text/csv' });
  await user.upload(screen.getByTestId('csv-file'), file);
  return within(await screen.findByTestId('csv-lines'));
}

const headers = (table: ReturnType<typeof within>) =>
  table.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent);

describe('CsvUpload preview', () => {
  it('at 390 px: Product, Quantity and Unit price only, the SKU under the name', async () => {
    viewport(390);
    const table = await uploadFile();
    expect(headers(table)).toEqual(['Product', 'Quantity', 'Unit price']);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Peach Rings Extra Sour Family Pack')).toBeInTheDocument();
    expect(first.getByTestId('csv-line-sku')).toHaveTextContent('GL-GUM-001');
    expect(first.getByTestId('csv-line-quantity')).toHaveTextContent(/^24$/);
    expect(first.getByTestId('csv-line-price')).toHaveTextContent(/^€2\.50$/);
    // a variation is named with its options, as on the pad
    expect(within(rows[1]!).getByTestId('csv-line-variant')).toHaveTextContent('– 10 mg / 30 pcs');
    expect(within(rows[0]!).queryByTestId('csv-line-variant')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('csv-line-quantity')).toHaveTextContent(/^6$/);
    expect(within(rows[1]!).getByTestId('csv-line-price')).toHaveTextContent(/^€1,234\.00$/);
    expect(screen.getByTestId('csv-add')).toHaveTextContent('Add 2 lines to cart');
  });

  it('at 1366 px: the SKU in a column of its own', async () => {
    viewport(1366);
    const table = await uploadFile();
    expect(headers(table)).toEqual(['SKU', 'Product', 'Quantity', 'Unit price']);
    const first = within(table.getAllByRole('row')[1]!);
    expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'GL-GUM-001',
      'Peach Rings Extra Sour Family Pack',
      '24',
      '€2.50',
    ]);
    expect(table.queryByTestId('csv-line-sku')).not.toBeInTheDocument();
  });
});
