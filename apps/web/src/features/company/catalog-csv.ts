import { centsToDecimal, toCents } from '@shop/domain';

export interface CatalogCsvProduct {
  name: string;
  slug: string;
  inStock: boolean;
  categories: readonly { name: string }[];
  price?: { amount: string } | null;
}

function cell(value: string): string {
  // Quote every cell; a leading =,+,-,@ is prefixed so spreadsheets never evaluate it as a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The catalogue as CSV; the price column only for a logged-in buyer. */
export function buildCatalogCsv(
  products: readonly CatalogCsvProduct[],
  options: { withPrices: boolean; origin: string },
): string {
  const header = ['Product', 'Category', ...(options.withPrices ? ['Price (EUR)'] : []), 'Availability', 'Link'];
  const rows = products.map((product) => [
    product.name,
    product.categories.map((c) => c.name).join(', '),
    ...(options.withPrices ? [product.price ? centsToDecimal(toCents(product.price.amount)) : ''] : []),
    product.inStock ? 'In stock' : 'Out of stock',
    `${options.origin}/products/${product.slug}`,
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadFile(content: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\uFEFF', content], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
