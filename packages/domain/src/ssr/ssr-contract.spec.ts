import { describe, expect, it } from 'vitest';
import { ssrPageUrl, ssrRouteFor } from './ssr-contract.js';

describe('ssrPageUrl', () => {
  it('keeps only the parameters the page reads, in a fixed order', () => {
    expect(ssrPageUrl('/products', '?utm_source=mail&sort=price-asc&fbclid=x&page=2')).toBe(
      '/products?page=2&sort=price-asc',
    );
    expect(ssrPageUrl('/products', '?page=2&sort=price-asc')).toBe(ssrPageUrl('/products', '?sort=price-asc&page=2'));
    expect(ssrPageUrl('/categories/vapes', '?q=mint&utm=7')).toBe('/categories/vapes?q=mint');
  });

  it('drops every parameter of pages that read none', () => {
    expect(ssrPageUrl('/', '?utm_campaign=spring&x=1')).toBe('/');
    expect(ssrPageUrl('/products/mint-vape', '?page=3')).toBe('/products/mint-vape');
  });

  it('takes the first of repeated values and keeps values encoded', () => {
    expect(ssrPageUrl('/products', '?q=a%26b&q=other')).toBe('/products?q=a%26b');
  });

  it('is undefined for pages that are not rendered on the server', () => {
    expect(ssrPageUrl('/checkout', '?utm=1')).toBeUndefined();
    expect(ssrRouteFor('/account/login')).toBeUndefined();
    expect(ssrRouteFor('/products/x/y')).toBeUndefined();
  });
});

describe('the cart page', () => {
  it('is rendered on the server for logged-in buyers only', () => {
    expect(ssrPageUrl('/cart', '?utm=1')).toBe('/cart');
    expect(ssrRouteFor('/cart')?.buyersOnly).toBe(true);
    expect(ssrRouteFor('/products')?.buyersOnly).toBeUndefined();
  });
});
