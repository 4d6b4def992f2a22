import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardProduct,
  type ProductView,
} from '../../components/product-card';
import { preloadImages } from '../../lib/preload-images';
import './product-listing.css';

/**
 * The images a listing's answer will show (each card's first image), loaded ahead: for the next page,
 * which the catalogue prefetches, so a page change paints its cards with their images and without a
 * burst of image loading right after (lib/preload-images.ts).
 */
export function preloadListingImages(data: { products: { items: readonly ProductCardProduct[] } }): void {
  preloadImages(data.products.items.map((product) => product.images[0]?.src));
}

interface ProductListingProps {
  products: ProductCardProduct[] | null;
  loading: boolean;
  error: boolean;
  view: ProductView;
  empty?: ReactNode;
}

/**
 * The products of a page, or their skeletons while the first answer loads, the error or the empty
 * state. The grid is a plain element with static CSS (product-listing.css): a page change draws it.
 */
export function ProductListing({ products, loading, error, view, empty }: ProductListingProps) {
  // the list view is one column at every width
  const grid = view === 'list' ? 'product-listing' : 'product-listing product-listing--grid';
  if (loading && !products) {
    return (
      <div className={grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 6 }, (_, i) => (
          <ProductCardSkeleton key={i} view={view} />
        ))}
      </div>
    );
  }
  if (error && !products) {
    return (
      <Text color="fg.error" fontWeight="600" role="alert" py="10" textAlign="center">
        Failed to fetch products
      </Text>
    );
  }
  if (!products || products.length === 0) {
    return (
      <Stack
        align="center"
        textAlign="center"
        gap="3"
        py="16"
        bg="bg.panel"
        borderRadius="card"
        borderWidth="1px"
        borderColor="border"
      >
        <Box color="brand.300">
          <PackageSearch size={48} aria-hidden="true" />
        </Box>
        {empty ?? (
          <>
            <Heading as="h2" size="lg">
              No products found
            </Heading>
            <Text color="fg.muted">Try adjusting your filters or search term</Text>
          </>
        )}
      </Stack>
    );
  }
  return (
    <div className={loading ? `${grid} product-listing--loading` : grid} data-testid="product-listing">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} view={view} />
      ))}
    </div>
  );
}
