import {
  Badge,
  Box,
  Button,
  Container,
  Field,
  Grid,
  Heading,
  HStack,
  NativeSelect,
  Separator,
  Skeleton,
  SkeletonText,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { attributeOptionsLabel, findVariation, firstOrderableQuantity, VAT_TEXTS } from '@shop/domain';
import { CheckCircle2, PackageX, ShoppingCart } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ProductImage } from '../../components/product-image';
import { graphql } from '../../gql';
import { useAddToCart } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { usePageMeta } from '../../lib/page-meta';
import { useServerStatus } from '../../lib/server-page';
import { priceHiddenLabel, useSession } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { ProductTabs } from './product-tabs';
import { QuantityStepper } from './quantity-stepper';
import { RelatedProducts } from './related-products';

export const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    product(slug: $slug) {
      ...ProductCard
      sku
      description
      priceRange {
        min {
          amount
          currencyCode
        }
        max {
          amount
          currencyCode
        }
      }
      variations {
        id
        sku
        inStock
        price {
          amount
          currencyCode
        }
        priceTiers {
          minQuantity
          price {
            amount
            currencyCode
          }
        }
        minQuantity
        quantityStep
        attributes {
          name
          option
        }
        image {
          src
          alt
        }
      }
      benefits
      ingredients
      specifications {
        label
        value
      }
      priceTiers {
        minQuantity
        price {
          amount
          currencyCode
        }
      }
      minQuantity
      quantityStep
    }
  }
`);

function ProductNotFound({ failed }: { failed: boolean }) {
  useServerStatus(failed ? 500 : 404);
  usePageMeta(
    failed ? 'Error' : 'Product Not Found',
    "The product you're looking for doesn't exist or has been removed.",
  );
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        bg="bg.panel"
        borderRadius="card"
        borderWidth="1px"
        borderColor="border"
        p={{ base: '8', md: '12' }}
      >
        <Box color="brand.300">
          <PackageX size={56} aria-hidden="true" />
        </Box>
        <Heading as="h1" size="2xl">
          {failed ? 'Error' : 'Product Not Found'}
        </Heading>
        <Text color="fg.muted">The product you&apos;re looking for doesn&apos;t exist or has been removed.</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/products">Browse All Products</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function ProductSkeleton() {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py="10" aria-busy="true" aria-label="Loading product">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="10">
        <Skeleton aspectRatio="1" borderRadius="card" />
        <Stack gap="4">
          <Skeleton h="4" w="24" />
          <Skeleton h="10" w="80%" />
          <Skeleton h="8" w="32" />
          <SkeletonText noOfLines={4} />
          <Skeleton h="12" w="48" />
        </Stack>
      </Grid>
    </Container>
  );
}

export default function ProductPage() {
  const { productSlug = '' } = useParams();
  const session = useSession();
  const seesPrices = session.canSeePrices;
  const addToCart = useAddToCart();
  const { data, loading, error } = useQuery(ProductPageQuery, { variables: { slug: productSlug } });
  const product = data?.product ?? null;

  const [selected, setSelected] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  // A different product: start over.
  const lastSlug = useRef(productSlug);
  if (lastSlug.current !== productSlug) {
    lastSlug.current = productSlug;
    setSelected({});
    setQuantity(1);
  }
  const variation = useMemo(() => (product ? findVariation(product, selected) : null), [product, selected]);
  // the chosen variation's tiers and quantity rules (its own, else the product's: the gateway resolves
  // that), else the product's
  const rules = variation ?? product;
  const tiers = variation ? variation.priceTiers : product?.priceTiers;
  // a product sold by the case (or with a minimum) starts at its first orderable quantity, in whole cases
  const first = rules ? firstOrderableQuantity(rules) : 1;
  const step = rules?.quantityStep ?? 1;
  if (quantity < first) setQuantity(first);
  else if (step > 1 && quantity % step !== 0) setQuantity(Math.ceil(quantity / step) * step);
  const hasSelection = Object.values(selected).some(Boolean);
  useEffect(() => {
    if (product && hasSelection && !variation && product.variations.length > 0) {
      console.info('No variation matches the chosen options; showing the base product', selected);
    }
  }, [product, hasSelection, variation, selected]);

  useEffect(() => {
    if (error) {
      console.error('Failed to load product details', error);
      toastError({ title: 'Failed to load product details. Please try again later.' });
    }
  }, [error]);

  usePageMeta(
    product?.name ?? 'Product',
    product?.shortDescription || `${product?.name ?? 'Product'}: wholesale CBD product for licensed retailers.`,
  );

  if (loading && !data) return <ProductSkeleton />;
  if (!product) return <ProductNotFound failed={Boolean(error)} />;

  const image = variation?.image ?? product.images[0] ?? null;
  const price = formatMoney(variation?.price ?? product.price);
  const range =
    !variation && product.priceRange && product.priceRange.min.amount !== product.priceRange.max.amount
      ? `${formatMoney(product.priceRange.min)} – ${formatMoney(product.priceRange.max)}`
      : null;
  const category = product.categories[0];
  const inStock = product.inStock;
  const variationUnavailable = Boolean(variation && !variation.inStock);
  const selectedAttribute = Object.entries(selected).filter(([, v]) => v);

  const onAdd = () =>
    addToCart(product, {
      variation: variation ?? null,
      attribute:
        !variation && selectedAttribute.length > 0 && selectedAttribute.length === product.attributes.length
          ? {
              name: selectedAttribute.map(([n]) => n).join(', '),
              value: selectedAttribute.map(([, v]) => v).join(' / '),
            }
          : null,
      quantity,
    });

  return (
    <Box>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} pt={{ base: '6', md: '8' }}>
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Products', to: '/products' },
            ...(category
              ? [{ label: category.name, to: `/products?category=${encodeURIComponent(category.slug)}` }]
              : []),
            { label: product.name },
          ]}
        />
      </Container>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
          <Box position="relative" data-testid="product-image" data-src={image?.src ?? ''}>
            <ProductImage src={image?.src} alt={image?.alt || product.name} eager borderRadius="card" />
            {!product.inStock && (
              <Badge position="absolute" top="4" left="4" size="lg" bg="white" color="fg" fontWeight="700">
                Out of Stock
              </Badge>
            )}
          </Box>
          <Stack gap="5">
            {category && (
              <Text fontSize="sm" fontWeight="600" color="gold.700" textTransform="uppercase" letterSpacing="0.08em">
                {category.name}
              </Text>
            )}
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="-0.02em">
              {product.name}
            </Heading>
            {(variation?.sku ?? product.sku) ? (
              <Text fontSize="sm" color="fg.muted" data-testid="product-sku">
                SKU:{' '}
                <Text as="span" fontFamily="mono" color="fg">
                  {variation?.sku ?? product.sku}
                </Text>
              </Text>
            ) : null}
            {seesPrices && price ? (
              <Stack gap="1">
                <Text fontSize="3xl" fontWeight="700" color="brand.800" data-testid="product-price">
                  {range ?? price}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {VAT_TEXTS.pricesExclVat}
                </Text>
              </Stack>
            ) : (
              <Text color="fg.muted" fontStyle="italic" data-testid="price-hidden">
                {priceHiddenLabel(session)}
              </Text>
            )}
            {seesPrices && tiers && tiers.length > 0 ? (
              <Table.Root size="sm" maxW="xs" aria-label="Quantity prices" data-testid="price-tiers">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Quantity</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Price per unit</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  <Table.Row>
                    <Table.Cell>{first}+</Table.Cell>
                    <Table.Cell textAlign="end">{price}</Table.Cell>
                  </Table.Row>
                  {tiers.map((tier) => (
                    <Table.Row key={tier.minQuantity}>
                      <Table.Cell>{tier.minQuantity}+</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(tier.price)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : null}
            {rules && (rules.quantityStep > 1 || rules.minQuantity > 1) ? (
              <Text fontWeight="500" data-testid="quantity-rules">
                {rules.quantityStep > 1
                  ? `Sold in cases of ${rules.quantityStep}`
                  : `Minimum order: ${rules.minQuantity}`}
              </Text>
            ) : null}
            {product.shortDescription && <Text color="fg.muted">{product.shortDescription}</Text>}
            {product.attributes.length > 0 && (
              <Wrap gap="2" aria-label="Attributes">
                {product.attributes.map((attribute) => (
                  <Badge
                    key={attribute.name}
                    variant="subtle"
                    colorPalette="brand"
                    size="lg"
                    px="3"
                    py="1"
                    borderRadius="full"
                  >
                    {attribute.name}: {attributeOptionsLabel(attribute.options)}
                  </Badge>
                ))}
              </Wrap>
            )}
            <Separator />
            {inStock ? (
              <Stack gap="5">
                {product.attributes.map((attribute) => (
                  <Field.Root key={attribute.name}>
                    <Field.Label fontWeight="600">{attribute.name}</Field.Label>
                    <NativeSelect.Root maxW="xs">
                      <NativeSelect.Field
                        bg="bg.panel"
                        value={selected[attribute.name] ?? ''}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setSelected((prev) => ({ ...prev, [attribute.name]: value }));
                        }}
                      >
                        <option value="">Choose {attribute.name.toLowerCase()}</option>
                        {attribute.options.map((option) => (
                          <option key={option} value={option}>
                            {option}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                ))}
                <HStack gap="4" flexWrap="wrap">
                  <QuantityStepper value={quantity} onChange={setQuantity} rules={rules} />
                  {seesPrices ? (
                    <Button colorPalette="brand" size="lg" onClick={onAdd} disabled={variationUnavailable}>
                      <ShoppingCart aria-hidden="true" /> Add to Cart
                    </Button>
                  ) : session.isLoggedIn ? (
                    <Button colorPalette="brand" size="lg" disabled>
                      Ordering After Approval
                    </Button>
                  ) : (
                    <Button asChild colorPalette="brand" size="lg">
                      <RouterLink to="/account/login">Log In to Add</RouterLink>
                    </Button>
                  )}
                </HStack>
                {variationUnavailable ? (
                  <Text color="fg.muted">This product is currently unavailable</Text>
                ) : (
                  <HStack color="brand.600" gap="2">
                    <CheckCircle2 size={18} aria-hidden="true" />
                    <Text fontWeight="500">In stock and ready to ship</Text>
                  </HStack>
                )}
              </Stack>
            ) : (
              <Stack gap="3">
                <Button size="lg" disabled alignSelf="start">
                  Out of Stock
                </Button>
                <Text color="fg.muted">This product is currently unavailable</Text>
              </Stack>
            )}
          </Stack>
        </Grid>
        <Box
          mt={{ base: '10', md: '16' }}
          bg="bg.panel"
          borderRadius="card"
          borderWidth="1px"
          borderColor="border"
          px={{ base: '4', md: '8' }}
          py="4"
        >
          <ProductTabs
            description={product.description ?? null}
            isLoggedIn={seesPrices}
            benefits={product.benefits}
            ingredients={product.ingredients}
            specifications={product.specifications}
          />
        </Box>
        <Box mt={{ base: '12', md: '16' }}>
          <RelatedProducts productId={product.id} />
        </Box>
      </Container>
    </Box>
  );
}
