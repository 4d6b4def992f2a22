import { Badge, Box, Flex, HStack, IconButton, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { firstOrderableQuantity, QUANTITY_MESSAGES, quantityProblem, stepQuantity, toCents } from '@shop/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ProductImage } from '../../components/product-image';
import type { CartItem, CartQuoteLine } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { CartLineVariants, type CartLineVariation } from './cart-line-variants';

export interface CartLineProps {
  item: CartItem;
  quote: CartQuoteLine | undefined;
  quoting: boolean;
  /** the caller may see prices (an approved buyer) */
  seesPrices: boolean;
  /** what stands where the price would be otherwise (priceHiddenLabel) */
  hiddenPriceLabel: string;
  onQuantity(quantity: number): void;
  onRemove(): void;
  /** switches a variable product's line to another variation (selects per attribute) */
  onVariant?(variation: CartLineVariation, attributeName: string): void;
  /** the variant select that takes the focus after a switch */
  focusAttribute?: string | null;
}

/** One cart line: prices shown are the server's quote, never the stored ones. */
export function CartLine({
  item,
  quote,
  quoting,
  seesPrices,
  hiddenPriceLabel,
  onQuantity,
  onRemove,
  onVariant,
  focusAttribute,
}: CartLineProps) {
  const title = quote?.name ?? item.title;
  const href = `/products/${quote?.slug || item.productSlug || item.parentProductId || item.id}`;
  const unavailable = quote ? !quote.available : false;
  const unitPrice = formatMoney(quote?.unitPrice);
  const lineTotal = formatMoney(quote?.lineTotal);
  // the stepper steps by the case pack the quote reports (issue 18); the server refuses anything else
  const rules = quote ? { minQuantity: quote.minQuantity, quantityStep: quote.quantityStep } : null;
  const ruleProblem = quote?.available ? quantityProblem(item.quantity, rules) : null;
  return (
    <Flex
      as="li"
      gap={{ base: '3', md: '5' }}
      py="5"
      borderBottomWidth="1px"
      borderColor="border"
      align={{ base: 'flex-start', md: 'center' }}
      data-testid="cart-line"
    >
      <Box w={{ base: '72px', md: '96px' }} flexShrink={0}>
        <RouterLink to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={quote?.image?.src ?? item.image} alt="" borderRadius="md" />
        </RouterLink>
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Link asChild fontWeight="600" color="fg" fontSize={{ base: 'md', md: 'lg' }} _hover={{ color: 'brand.700' }}>
          <RouterLink to={href}>{title}</RouterLink>
        </Link>
        {quote?.sku ? (
          <Text fontSize="xs" color="fg.muted" data-testid="line-sku">
            SKU:{' '}
            <Text as="span" fontFamily="mono">
              {quote.sku}
            </Text>
          </Text>
        ) : null}
        {item.parentProductId && onVariant ? (
          <CartLineVariants item={item} title={title} onSwitch={onVariant} focusAttribute={focusAttribute} />
        ) : item.attribute ? (
          <Text fontSize="sm" color="fg.muted">
            {item.attribute.name}: {item.attribute.value}
          </Text>
        ) : null}
        {unavailable ? (
          <Badge colorPalette="red" alignSelf="flex-start" data-testid="line-unavailable">
            {quote?.message ?? 'Unavailable'}
          </Badge>
        ) : null}
        {ruleProblem ? (
          <Text fontSize="sm" color="fg.error" role="alert" data-testid="line-quantity-rule">
            {ruleProblem}
          </Text>
        ) : null}
        {seesPrices && quote?.nextTier ? (
          <Text fontSize="sm" color="brand.700" data-testid="line-next-tier">
            {QUANTITY_MESSAGES.nextTier(quote.nextTier.missingQuantity, toCents(quote.nextTier.price.amount))}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted" data-testid="line-unit-price">
          {quoting && !quote ? (
            <Skeleton as="span" display="inline-block" h="3" w="16" />
          ) : seesPrices ? (
            (unitPrice ?? '')
          ) : (
            hiddenPriceLabel
          )}
          {unitPrice ? ' each' : ''}
        </Text>
        <Flex mt="2" gap="3" align="center" justify="space-between" flexWrap="wrap">
          <HStack gap="0" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel">
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={`Decrease quantity of ${title}`}
              disabled={item.quantity <= firstOrderableQuantity(rules)}
              onClick={() => onQuantity(stepQuantity(item.quantity, -1, rules))}
            >
              <Minus aria-hidden="true" />
            </IconButton>
            <Text minW="8" textAlign="center" fontWeight="600" aria-live="polite" data-testid="line-quantity">
              {item.quantity}
            </Text>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={`Increase quantity of ${title}`}
              onClick={() => onQuantity(stepQuantity(item.quantity, 1, rules))}
            >
              <Plus aria-hidden="true" />
            </IconButton>
          </HStack>
          <HStack gap="3">
            <Text fontWeight="700" color="brand.800" minW="20" textAlign="right" data-testid="line-total">
              {lineTotal ?? ''}
            </Text>
            <IconButton variant="ghost" colorPalette="red" size="sm" aria-label={`Remove ${title}`} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
            </IconButton>
          </HStack>
        </Flex>
      </Stack>
    </Flex>
  );
}
