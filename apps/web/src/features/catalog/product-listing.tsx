import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardProduct,
  type ProductView,
} from '../../components/product-card';
import { preloadImages } from '../../lib/preload-images';

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

export function ProductListing({ products, loading, error, view, empty }: ProductListingProps) {
  const columns = view === 'list' ? 1 : { base: 1, sm: 2, xl: 3 };
  if (loading && !products) {
    return (
      <SimpleGrid columns={columns} gap="6" aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 6 }, (_, i) => (
          <ProductCardSkeleton key={i} view={view} />
        ))}
      </SimpleGrid>
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
    <SimpleGrid
      columns={columns}
      gap="6"
      opacity={loading ? 0.6 : 1}
      transition="opacity 0.2s"
      data-testid="product-listing"
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} view={view} />
      ))}
    </SimpleGrid>
  );
}
