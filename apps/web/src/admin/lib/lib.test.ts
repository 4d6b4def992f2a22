import { describe, expect, it, vi } from 'vitest';
import { uploadMedia } from './media';
import { suggestSlug } from './slug';
import { applyUserErrors } from './user-errors';
import { ordersCsvHref } from '../features/orders/order-statuses';

describe('console helpers', () => {
  it('suggests slugs from names', () => {
    expect(suggestSlug('CBD Oil 10% – Full Spectrum')).toBe('cbd-oil-10-full-spectrum');
    expect(suggestSlug('  Crème brûlée gummies! ')).toBe('creme-brulee-gummies');
  });

  it("puts userErrors next to the form's fields and returns the rest", () => {
    const setError = vi.fn();
    const rest = applyUserErrors(
      [
        { field: ['input', 'slug'], message: 'This slug is taken.' },
        { field: ['input', 'variations', '1', 'price'], message: 'Too low.' },
        { field: null, message: 'The store is read-only.' },
      ],
      setError,
      ['slug', 'variations'],
    );
    expect(setError).toHaveBeenCalledWith(
      'slug',
      { type: 'server', message: 'This slug is taken.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'variations.1.price',
      expect.objectContaining({ message: 'Too low.' }),
      expect.anything(),
    );
    expect(rest).toEqual(['The store is read-only.']);
  });

  it('links the CSV export with the same filter as the list', () => {
    expect(ordersCsvHref({ status: 'pending', search: 'ada & co', from: '2026-11-01', to: '' })).toBe(
      '/admin/orders.csv?status=pending&search=ada+%26+co&from=2026-11-01&to=',
    );
  });

  it('uploads an image as multipart field "file" with the alt text and the CSRF header', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({ id: 'm1', src: '/media/m1.webp', width: 800, height: 600, variants: [] }, { status: 201 }),
    );
    const file = new File(['x'], 'oil.png', { type: 'image/png' });
    await expect(uploadMedia(file, 'A bottle', fetcher)).resolves.toMatchObject({ id: 'm1', src: '/media/m1.webp' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/media');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['apollo-require-preflight']).toBe('true');
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('oil.png');
    expect(body.get('alt')).toBe('A bottle');
  });

  it("reports the server's reason when an upload is refused", async () => {
    const fetcher = vi.fn(async () => Response.json({ message: 'The file is larger than 10 MB.' }, { status: 413 }));
    await expect(uploadMedia(new File(['x'], 'big.jpg'), '', fetcher)).rejects.toThrow(
      'Could not upload big.jpg: The file is larger than 10 MB.',
    );
  });
});
