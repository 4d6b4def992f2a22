import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../components/product-card';
import { graphql } from '../../gql';

export const RelatedProductsQuery = graphql(`
  query RelatedProducts($productId: ID!, $limit: Int) {
    relatedProducts(productId: $productId, limit: $limit) {
      ...ProductCard
    }
  }
`);

/** Up to 10 related products; 3 skeletons while loading; failures are only logged (section hidden). */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data, loading, error } = useQuery(RelatedProductsQuery, { variables: { productId, limit: 10 } });
  useEffect(() => {
    if (error) console.error('Failed to fetch related products', error);
  }, [error]);
  if (error && !data) return null;
  const products = data?.relatedProducts ?? [];
  if (!loading && products.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-heading" gap="6">
      <Heading as="h2" id="related-heading" size="2xl">
        Related Products
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {loading && !data
          ? Array.from({ length: 3 }, (_, i) => <ProductCardSkeleton key={i} />)
          : products.slice(0, 10).map((product) => <ProductCard key={product.id} product={product} />)}
      </SimpleGrid>
    </Stack>
  );
}
