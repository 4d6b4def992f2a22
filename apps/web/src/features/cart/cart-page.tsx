import {
  Alert,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { COUPON_TEXTS, centsToDecimal, couponCodeSchema, toCents } from '@shop/domain';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  CartQuoteQuery,
  findQuoteLine,
  toCartLineInput,
  useCart,
  useCartQuote,
  variationAttribute,
  type CartItem,
  type CheckoutNavigationState,
} from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { usePageMeta } from '../../lib/page-meta';
import { priceHiddenLabel, useSession } from '../../lib/session';
import { toastError, toastFailure, toastSuccess } from '../../lib/toast';
import { CartLine } from './cart-line';
import { CouponForm } from './coupon-form';
import { ReorderNotice } from './reorder-notice';
import { SummaryPanel } from '../../components/summary-panel';

export function EmptyCart() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Stack gap="4" align="center">
        <Box color="brand.400" aria-hidden="true">
          <ShoppingBag size={56} strokeWidth={1.25} />
        </Box>
        <Heading as="h1" size="2xl">
          Your cart is empty
        </Heading>
        <Text color="fg.muted">Looks like you haven&apos;t added any products to your cart yet.</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/products">Browse Products</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function SummaryRow({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <HStack justify="space-between" fontWeight={strong ? '700' : '400'} fontSize={strong ? 'lg' : 'md'}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text data-testid={testId}>{value}</Text>
    </HStack>
  );
}

/** a cart line's identity: its id and attribute value (SPEC: lines merge on both) */
function lineKey(item: Pick<CartItem, 'id' | 'attribute'>): string {
  return `${item.id}:${item.attribute?.value ?? ''}`;
}

export default function CartPage() {
  usePageMeta('Shopping Cart', 'Review your wholesale order, apply a coupon and proceed to checkout.');
  const cart = useCart();
  const session = useSession();
  const seesPrices = session.canSeePrices;
  const navigate = useNavigate();
  const client = useApolloClient();
  const [couponInput, setCouponInput] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  // the coupon typed on this page; a logged-in buyer's is kept with the server cart (cart.couponCode)
  const [pageCoupon, setPageCoupon] = useState<string | null>(null);
  const appliedCoupon = pageCoupon ?? cart.couponCode;
  const { setCouponCode } = cart;
  const setAppliedCoupon = useCallback(
    (code: string | null) => {
      setPageCoupon(code);
      setCouponCode(code);
    },
    [setCouponCode],
  );
  // the line whose variant was just switched, and which select keeps the focus
  const [switched, setSwitched] = useState<{ key: string; attribute: string } | null>(null);
  const [applying, setApplying] = useState(false);
  const { quote, loading, error, refetch } = useCartQuote(cart.items, appliedCoupon);
  const { items, dispatch } = cart;

  // Keep the stored cart in line with the server's prices and names, so nothing stale lingers. The
  // details are applied to the cart as it is then (REFRESH_DETAILS), never as a copy of these items: a
  // variant switched between this render and this effect would be undone.
  useEffect(() => {
    if (!quote || !seesPrices) return;
    const lines = items.flatMap((item) => {
      const line = findQuoteLine(quote, item);
      if (!line?.unitPrice) return [];
      const priceCents = toCents(line.unitPrice.amount);
      const title = line.name ?? item.title;
      if (priceCents === item.priceCents && title === item.title) return [];
      return [{ id: item.id, attributeValue: item.attribute?.value ?? null, priceCents, title }];
    });
    if (lines.length > 0) dispatch({ type: 'REFRESH_DETAILS', lines });
  }, [quote, items, seesPrices, dispatch]);

  // A coupon that stops applying (the cart changed under a minimum, say) is dropped with the reason.
  useEffect(() => {
    const coupon = quote?.coupon;
    if (!appliedCoupon || !coupon || coupon.applied) return;
    if (coupon.code.toLowerCase() !== appliedCoupon.toLowerCase()) return;
    setAppliedCoupon(null);
    setCouponError(coupon.message ?? 'Invalid coupon code');
  }, [quote, appliedCoupon, setAppliedCoupon]);

  const applyCoupon = async () => {
    const parsed = couponCodeSchema.safeParse(couponInput);
    if (!parsed.success) {
      setCouponError(parsed.error.issues[0]?.message ?? 'Please enter a coupon code');
      return;
    }
    setApplying(true);
    setCouponError(null);
    try {
      const { data } = await client.query({
        query: CartQuoteQuery,
        variables: { input: { lines: items.map(toCartLineInput), couponCode: parsed.data } },
        fetchPolicy: 'network-only',
      });
      const coupon = data?.cartQuote.coupon;
      if (coupon?.applied) {
        setAppliedCoupon(coupon.code);
        toastSuccess({ title: COUPON_TEXTS.appliedToast, description: COUPON_TEXTS.applied(coupon.code) });
      } else {
        const message = coupon?.message ?? data?.cartQuote.userErrors[0]?.message ?? 'Invalid coupon code';
        setCouponError(message);
        toastError({
          title: COUPON_TEXTS.failedToast,
          description: message === 'Invalid coupon code' ? COUPON_TEXTS.failedToastDescription : message,
        });
      }
    } catch (failure) {
      toastFailure(failure, COUPON_TEXTS.failedToast);
    } finally {
      setApplying(false);
    }
  };

  if (!cart.ready && items.length === 0) {
    return (
      <Container maxW="7xl" py={{ base: '8', md: '12' }} aria-busy="true">
        <Heading as="h1" size="3xl" color="brand.800" mb="6">
          Shopping Cart
        </Heading>
        <Text color="fg.muted" role="status">
          Loading your cart…
        </Text>
      </Container>
    );
  }
  if (items.length === 0) return <EmptyCart />;

  const unavailable = items.some((item) => findQuoteLine(quote, item)?.available === false);
  const discountCents = quote?.discount ? toCents(quote.discount.amount) : 0;
  const goodsTotal = quote?.subtotal
    ? { amount: centsToDecimal(toCents(quote.subtotal.amount) - discountCents) }
    : null;
  const money = (value: { amount: string } | null | undefined) =>
    !quote && loading ? (
      <Skeleton as="span" display="inline-block" h="4" w="20" />
    ) : seesPrices ? (
      (formatMoney(value) ?? '—')
    ) : (
      priceHiddenLabel(session)
    );

  const proceed = () => {
    const state: CheckoutNavigationState | null = appliedCoupon
      ? { couponCode: appliedCoupon, discount: quote?.discount?.amount ?? null }
      : null;
    void navigate('/checkout', { state });
  };

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Flex justify="space-between" align="baseline" mb="6" gap="4" flexWrap="wrap">
        <Heading as="h1" size="3xl" color="brand.800">
          Shopping Cart
        </Heading>
        <Text color="fg.muted">
          {cart.totalItems} {cart.totalItems === 1 ? 'item' : 'items'}
        </Text>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Box>
          <ReorderNotice />
          {error ? (
            <Alert.Root status="warning" mb="4">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Prices could not be refreshed.</Alert.Title>
                <Alert.Description>Please try again before checking out.</Alert.Description>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                Retry
              </Button>
            </Alert.Root>
          ) : null}
          <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border" aria-label="Cart items">
            {items.map((item) => (
              <CartLine
                key={lineKey(item)}
                focusAttribute={switched?.key === lineKey(item) ? switched.attribute : null}
                item={item}
                quote={findQuoteLine(quote, item)}
                quoting={loading}
                seesPrices={seesPrices}
                hiddenPriceLabel={priceHiddenLabel(session)}
                onQuantity={(quantity) =>
                  cart.updateQuantity(item.id, Math.max(1, quantity), item.attribute?.value ?? null)
                }
                onRemove={() => cart.removeItem(item.id)}
                onVariant={(variation, attribute) => {
                  const next = { id: variation.id, attribute: variationAttribute(variation) };
                  setSwitched({ key: lineKey(next), attribute });
                  cart.dispatch({
                    type: 'UPDATE_ATTRIBUTE',
                    id: item.id,
                    attributeValue: item.attribute?.value ?? null,
                    newId: next.id,
                    priceCents: toCents(variation.price?.amount ?? null),
                    attribute: next.attribute,
                    image: variation.image?.src ?? item.image,
                  });
                }}
              />
            ))}
          </Box>
          <HStack justify="space-between" mt="5" flexWrap="wrap" gap="3">
            <Button asChild variant="ghost" colorPalette="brand">
              <RouterLink to="/products">
                <ArrowLeft aria-hidden="true" /> Continue Shopping
              </RouterLink>
            </Button>
            <Button variant="outline" colorPalette="red" onClick={cart.clearCart}>
              Clear Cart
            </Button>
          </HStack>
        </Box>
        <SummaryPanel headingId="order-summary-heading">
          <CouponForm
            value={couponInput}
            onChange={(value) => {
              setCouponInput(value);
              if (couponError) setCouponError(null);
            }}
            onApply={() => void applyCoupon()}
            applying={applying}
            appliedCode={appliedCoupon}
            error={couponError}
          />
          <Separator />
          <SummaryRow label="Subtotal (excl. VAT)" value={money(quote?.subtotal)} testId="summary-subtotal" />
          {discountCents > 0 ? (
            <SummaryRow label="Discount" value={`-${formatMoney(quote?.discount) ?? ''}`} testId="summary-discount" />
          ) : null}
          <SummaryRow label="Shipping" value="Calculated at checkout" />
          <SummaryRow label="Tax" value="Calculated at checkout" />
          <Separator />
          {/* the goods after the coupon: shipping and VAT are added at checkout, where the country is known */}
          <SummaryRow label="Total (excl. VAT)" value={money(goodsTotal)} strong testId="summary-total" />
          {unavailable ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              Some items are no longer available. Remove them to continue.
            </Text>
          ) : null}
          <Button colorPalette="brand" size="lg" onClick={proceed} disabled={unavailable}>
            Proceed to Checkout
          </Button>
          {!session.isLoggedIn ? (
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              <RouterLink to="/account/login">Log in</RouterLink> to see your wholesale prices.
            </Text>
          ) : null}
        </SummaryPanel>
      </Grid>
    </Container>
  );
}
