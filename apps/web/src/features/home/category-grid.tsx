import { Button, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PRESENTATION_TIMINGS_S, visibleCategories } from '@shop/domain';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { staggeredEntrance } from '../../components/presentation';
import { ProductImage } from '../../components/product-image';
import { graphql } from '../../gql';

export const CategoryGridQuery = graphql(`
  query CategoryGrid {
    categories {
      id
      name
      slug
      description
      image {
        src
        alt
      }
    }
  }
`);

function CategoryCardSkeleton() {
  return (
    <Stack
      bg="bg.panel"
      borderRadius="card"
      borderWidth="1px"
      borderColor="border"
      overflow="hidden"
      data-testid="category-skeleton"
    >
      <Skeleton aspectRatio={4 / 3} borderRadius="0" />
      <Stack p="5" gap="3">
        <Skeleton h="5" w="40%" />
        <SkeletonText noOfLines={2} />
        <Skeleton h="9" w="32" />
      </Stack>
    </Stack>
  );
}

export function CategoryGrid() {
  const { data, loading, error } = useQuery(CategoryGridQuery);

  let body;
  if (loading && !data) {
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {Array.from({ length: 4 }, (_, i) => (
          <CategoryCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  } else if (error && !data) {
    body = (
      <Text color="fg.error" fontWeight="600" role="alert">
        Failed to fetch categories
      </Text>
    );
  } else {
    const categories = visibleCategories(data?.categories ?? []);
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {categories.map((category, index) => (
          <Stack
            key={category.id}
            css={staggeredEntrance(index, PRESENTATION_TIMINGS_S.categoryCardStep)}
            as="article"
            bg="bg.panel"
            borderRadius="card"
            borderWidth="1px"
            borderColor="border"
            overflow="hidden"
            data-testid="category-card"
          >
            <ProductImage
              src={category.image?.src}
              alt={category.image?.alt || category.name}
              ratio={4 / 3}
              borderRadius="0"
            />
            <Stack p="5" gap="3" flex="1">
              <Heading as="h3" size="lg">
                {category.name}
              </Heading>
              <Text color="fg.muted" fontSize="sm" lineClamp={3} flex="1">
                {category.description}
              </Text>
              <Button asChild variant="outline" colorPalette="brand" alignSelf="start" size="sm">
                <RouterLink to={`/categories/${category.slug}`} aria-label={`View Products: ${category.name}`}>
                  View Products <ArrowRight aria-hidden="true" />
                </RouterLink>
              </Button>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack as="section" aria-labelledby="categories-heading" gap="8">
      <Stack gap="2" textAlign="center" align="center">
        <Text color="gold.700" fontWeight="600" textTransform="uppercase" letterSpacing="0.12em" fontSize="sm">
          Our range
        </Text>
        <Heading as="h2" id="categories-heading" size={{ base: '2xl', md: '3xl' }}>
          Shop by Category
        </Heading>
      </Stack>
      {body}
    </Stack>
  );
}
