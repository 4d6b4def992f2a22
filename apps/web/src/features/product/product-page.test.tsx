import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { money, productCard } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import ProductPage, { ProductPageQuery } from './product-page';
import { RelatedProductsQuery } from './related-products';

const variable = {
  ...productCard({
    id: 'p9',
    slug: 'vape-pen',
    name: 'Vape Pen',
    type: 'VARIABLE',
    price: money('10'),
    attributes: [{ name: 'Flavour', options: ['Mint', 'Berry'] }],
  }),
  description: '<p>Smooth <script>alert(1)</script>pen</p>',
  priceRange: { __typename: 'PriceRange', min: money('10'), max: money('12') },
  variations: [
    {
      __typename: 'Variation',
      id: 'v1',
      inStock: true,
      price: money('10'),
      attributes: [{ __typename: 'VariationAttribute', name: 'Flavour', option: 'Mint' }],
      image: { __typename: 'Image', src: '/media/mint-pen.jpg', alt: 'Mint pen' },
      priceTiers: [],
      minQuantity: 1,
      quantityStep: 1,
    },
    {
      __typename: 'Variation',
      id: 'v2',
      inStock: true,
      price: money('12'),
      attributes: [{ __typename: 'VariationAttribute', name: 'Flavour', option: 'Berry' }],
      image: { __typename: 'Image', src: '/media/berry-pen.jpg', alt: 'Berry pen' },
      priceTiers: [],
      minQuantity: 1,
      quantityStep: 1,
    },
  ],
  benefits: ['Calm'],
  ingredients: [],
  specifications: [{ __typename: 'Specification', label: 'Volume', value: '1 ml' }],
  priceTiers: [],
  minQuantity: 1,
  quantityStep: 1,
};

// a simple product sold in cases of 12, with quantity breaks (issue 18)
const cases = {
  ...variable,
  type: 'SIMPLE',
  attributes: [],
  variations: [],
  price: money('12.50'),
  priceRange: { __typename: 'PriceRange', min: money('12.50'), max: money('12.50') },
  priceTiers: [
    { __typename: 'PriceTier', minQuantity: 24, price: money('11.50') },
    { __typename: 'PriceTier', minQuantity: 96, price: money('10.90') },
  ],
  minQuantity: 12,
  quantityStep: 12,
};

function mocks(product: unknown) {
  return [
    { request: { query: ProductPageQuery, variables: { slug: 'vape-pen' } }, result: { data: { product } }, delay: 20 },
    { request: { query: RelatedProductsQuery, variables: () => true }, result: { data: { relatedProducts: [] } } },
  ];
}

describe('product page', () => {
  it('shows "Product Not Found" with a link to all products', async () => {
    renderScreen(<ProductPage />, { path: '/products/:productSlug', route: '/products/vape-pen', mocks: mocks(null) });
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
  });

  it('hides price and description from anonymous visitors', async () => {
    const anonymous = {
      ...variable,
      price: null,
      priceRange: null,
      description: null,
      variations: variable.variations.map((v) => ({ ...v, price: null })),
      priceTiers: null,
    };
    renderScreen(<ProductPage />, {
      path: '/products/:productSlug',
      route: '/products/vape-pen',
      mocks: mocks(anonymous),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vape Pen' })).toBeInTheDocument();
    expect(screen.getByText('Price hidden (please log in)')).toBeInTheDocument();
    expect(screen.getByText('Description hidden (please log in)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In to Add' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('tab', { name: 'Benefits' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Ingredients' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Specifications' })).toBeInTheDocument();
  });

  it('switches price and image with the chosen variant and sanitises the description', async () => {
    const user = userEvent.setup();
    renderScreen(<ProductPage />, {
      path: '/products/:productSlug',
      route: '/products/vape-pen',
      mocks: mocks(variable),
      loggedIn: true,
    });
    expect(await screen.findByText('€10.00 – €12.00')).toBeInTheDocument();
    expect(screen.getByTestId('product-description').innerHTML).not.toContain('script');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Flavour' }), 'Berry');
    expect(screen.getByTestId('product-price')).toHaveTextContent('€12.00');
    expect(screen.getByRole('img', { name: 'Berry pen' })).toHaveAttribute('src', '/media/berry-pen.jpg');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByText('Added to cart')).toBeInTheDocument());
  });

  it('shows the tier table to buyers and steps the quantity by the case pack', async () => {
    const user = userEvent.setup();
    renderScreen(<ProductPage />, {
      path: '/products/:productSlug',
      route: '/products/vape-pen',
      mocks: mocks(cases),
      loggedIn: true,
    });
    const table = await screen.findByRole('table', { name: 'Quantity prices' });
    expect(table).toHaveTextContent('12+€12.50');
    expect(table).toHaveTextContent('24+€11.50');
    expect(table).toHaveTextContent('96+€10.90');
    expect(screen.getByTestId('quantity-rules')).toHaveTextContent('Sold in cases of 12');
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('24');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('12');
  });

  it("shows the chosen variation's own tiers and steps by its case pack", async () => {
    const user = userEvent.setup();
    const berryCases = {
      ...variable,
      variations: [
        variable.variations[0],
        {
          ...variable.variations[1],
          priceTiers: [{ __typename: 'PriceTier', minQuantity: 12, price: money('11') }],
          minQuantity: 6,
          quantityStep: 6,
        },
      ],
    };
    renderScreen(<ProductPage />, {
      path: '/products/:productSlug',
      route: '/products/vape-pen',
      mocks: mocks(berryCases),
      loggedIn: true,
    });
    await screen.findByRole('combobox', { name: 'Flavour' });
    expect(screen.queryByRole('table', { name: 'Quantity prices' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Flavour' }), 'Berry');
    const table = await screen.findByRole('table', { name: 'Quantity prices' });
    expect(table).toHaveTextContent('6+€12.00');
    expect(table).toHaveTextContent('12+€11.00');
    expect(screen.getByTestId('quantity-rules')).toHaveTextContent('Sold in cases of 6');
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('6');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Flavour' }), 'Mint');
    expect(screen.queryByRole('table', { name: 'Quantity prices' })).not.toBeInTheDocument();
  });

  it('asks for a variant before adding', async () => {
    const user = userEvent.setup();
    renderScreen(<ProductPage />, {
      path: '/products/:productSlug',
      route: '/products/vape-pen',
      mocks: mocks(variable),
      loggedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please select a variant')).toBeInTheDocument();
  });

  it('shows the out-of-stock state', async () => {
    renderScreen(<ProductPage />, {
      path: '/products/:productSlug',
      route: '/products/vape-pen',
      mocks: mocks({ ...variable, inStock: false }),
      loggedIn: true,
    });
    expect(await screen.findByText('This product is currently unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
