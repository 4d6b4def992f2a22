import {
  Badge,
  Box,
  Button,
  Center,
  Flex,
  Heading,
  HStack,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { toCents } from '@shop/domain';
import { Eye, ShoppingCart } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import type { ProductCardFragment } from '../gql/graphql';
import { useAddToCart } from '../lib/cart';
import { formatMoney } from '../lib/money';
import { priceHiddenLabel, useSession } from '../lib/session';
import { ProductImage } from './product-image';

export const ProductCardFields = graphql(`
  fragment ProductCard on Product {
    id
    slug
    name
    type
    shortDescription
    inStock
    price {
      amount
      currencyCode
    }
    fromPrice {
      amount
      currencyCode
    }
    images {
      src
      alt
    }
    categories {
      id
      name
      slug
    }
    attributes {
      name
      options
    }
    variations {
      id
    }
  }
`);

export type ProductCardProduct = ProductCardFragment;
export type ProductView = 'grid' | 'list';

/**
 * One product of a listing. Memoised: Apollo hands the same object for the same product, so a listing
 * drawn again (loading state, another page's paging) renders only the cards that changed.
 */
export const ProductCard = memo(function ProductCard({
  product,
  view = 'grid',
}: {
  product: ProductCardProduct;
  view?: ProductView;
}) {
  const session = useSession();
  const seesPrices = session.canSeePrices;
  const addToCart = useAddToCart();
  const price = formatMoney(product.price);
  // the lowest price the buyer can pay (quantity tiers, variations, the buyer's group) when it is below
  // the card's price: "from €X excl. VAT"; prices are always excluding VAT (the B2B convention)
  const fromPrice =
    product.fromPrice && product.price && toCents(product.fromPrice.amount) < toCents(product.price.amount)
      ? formatMoney(product.fromPrice)
      : null;
  const category = product.categories[0]?.name;
  const outOfStock = !product.inStock;
  const image = product.images[0];
  const list = view === 'list';

  return (
    <Flex
      as="article"
      aria-label={product.name}
      direction={list ? { base: 'column', sm: 'row' } : 'column'}
      bg="bg.panel"
      borderRadius="card"
      borderWidth="1px"
      borderColor="border"
      overflow="hidden"
      h="100%"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      data-testid="product-card"
    >
      <Box position="relative" w={list ? { base: '100%', sm: '220px' } : '100%'} flexShrink={0}>
        <ProductImage src={image?.src} alt={image?.alt || product.name} borderRadius="0" />
        {outOfStock && (
          <Center position="absolute" inset="0" bg="blackAlpha.600" data-testid="out-of-stock-overlay">
            <Badge size="lg" bg="white" color="fg" px="3" py="1" fontWeight="700">
              Out of Stock
            </Badge>
          </Center>
        )}
      </Box>
      <Stack gap="3" p="5" flex="1">
        {category && (
          <Text fontSize="xs" fontWeight="600" color="gold.700" textTransform="uppercase" letterSpacing="0.08em">
            {category}
          </Text>
        )}
        <Heading as="h3" size="md" lineHeight="1.3" lineClamp={2}>
          {product.name}
        </Heading>
        {list && product.shortDescription && (
          <Text color="fg.muted" fontSize="sm" lineClamp={3}>
            {product.shortDescription}
          </Text>
        )}
        <Box mt="auto" pt="1">
          {seesPrices && price ? (
            <>
              <Text fontSize="xl" fontWeight="700" color="brand.800" data-testid="product-price">
                {price}
              </Text>
              <Text fontSize="sm" color="fg.muted" data-testid="product-from-price">
                {fromPrice ? `from ${fromPrice} excl. VAT` : 'excl. VAT'}
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted" fontStyle="italic" data-testid="price-hidden">
              {priceHiddenLabel(session)}
            </Text>
          )}
        </Box>
        <HStack gap="2" flexWrap="wrap">
          {outOfStock ? (
            <Button variant="outline" size="sm" disabled aria-disabled="true" flex="1">
              <Eye aria-hidden="true" /> Details
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm" flex="1" colorPalette="brand">
              <RouterLink to={`/products/${product.slug}`} aria-label={`Details: ${product.name}`}>
                <Eye aria-hidden="true" /> Details
              </RouterLink>
            </Button>
          )}
          {seesPrices ? (
            <Button
              size="sm"
              flex="1"
              colorPalette="brand"
              disabled={outOfStock}
              onClick={() => addToCart(product)}
              aria-label={`Add ${product.name} to cart`}
            >
              <ShoppingCart aria-hidden="true" /> Add
            </Button>
          ) : outOfStock || session.isLoggedIn ? (
            // a logged-in buyer who is not approved cannot order: the account page says why
            <Button size="sm" flex="1" colorPalette="brand" disabled>
              {session.isLoggedIn ? 'After Approval' : 'Log In to Add'}
            </Button>
          ) : (
            <Button asChild size="sm" flex="1" colorPalette="brand">
              <RouterLink to="/account/login">Log In to Add</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Flex>
  );
});

export function ProductCardSkeleton({ view = 'grid' }: { view?: ProductView }) {
  return (
    <Flex
      direction={view === 'list' ? { base: 'column', sm: 'row' } : 'column'}
      bg="bg.panel"
      borderRadius="card"
      borderWidth="1px"
      borderColor="border"
      overflow="hidden"
      data-testid="product-card-skeleton"
    >
      <Skeleton aspectRatio="1" w={view === 'list' ? { base: '100%', sm: '220px' } : '100%'} borderRadius="0" />
      <Stack gap="3" p="5" flex="1">
        <Skeleton h="3" w="24" />
        <SkeletonText noOfLines={2} />
        <Skeleton h="6" w="20" />
        <Skeleton h="8" />
      </Stack>
    </Flex>
  );
}
