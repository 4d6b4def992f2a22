import {
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Separator,
  Skeleton,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_COUNTRIES, ORDER_TEXTS, checkoutFormSchema, type CheckoutFormInput } from '@shop/domain';
import { ArrowLeft, Tag, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { OrderTotals } from '../../components/order-totals';
import {
  findQuoteLine,
  readCheckoutNavigationState,
  toCartLineInput,
  useCart,
  useCartQuote,
  type CheckoutNavigationState,
} from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { usePageMeta } from '../../lib/page-meta';
import { SessionMeQuery, applyUserErrors, cleanServerMessage, priceHiddenLabel, useSession } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastInfo, toastSuccess } from '../../lib/toast';
import { CheckoutPagePlaceOrderMutation } from './checkout-documents';
import { readGuestCheckout, saveGuestCheckout } from './guest-checkout-storage';
import { newIdempotencyKey } from './idempotency-key';
import { OrderConfirmation, type PlacedOrder } from './order-confirmation';
import { SummaryPanel } from '../../components/summary-panel';

const FIELDS: FieldPath<CheckoutFormInput>[] = [
  'fullName',
  'email',
  'phone',
  'address',
  'postcode',
  'city',
  'country',
  'poNumber',
  'comment',
];

const EMPTY: CheckoutFormInput = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  postcode: '',
  city: '',
  country: 'NL',
  poNumber: '',
  comment: '',
};

/** "Netherlands", "Belgium", ... in English, as the shop writes */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function EmptyCheckout() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          Your cart is empty
        </Heading>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/products">Browse Products</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

export default function CheckoutPage() {
  usePageMeta('Checkout', 'Enter your shipping information and place your wholesale order.');
  const cart = useCart();
  const session = useSession();
  const client = useApolloClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [coupon, setCoupon] = useState<CheckoutNavigationState | null>(() =>
    readCheckoutNavigationState(location.state),
  );
  const [couponNotice, setCouponNotice] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [placeOrder] = useMutation(CheckoutPagePlaceOrderMutation);

  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CheckoutFormInput>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, ...readGuestCheckout() },
  });

  // the destination decides VAT and shipping: the quote follows the country chosen
  const country = watch('country') || 'NL';
  const { quote, loading } = useCartQuote(cart.items, coupon?.couponCode ?? null, country);
  const belowMinimum = quote?.userErrors.find((error) => error.code === 'MINIMUM_ORDER_VALUE')?.message ?? null;

  // Logged-in buyers: prefill from the account once it is known (never over what they typed).
  const customer = session.customer;
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!customer || prefilledFor.current === customer.id || isDirty) return;
    prefilledFor.current = customer.id;
    reset({
      ...EMPTY,
      fullName: customer.name,
      email: customer.email,
      phone: customer.phone ?? '',
      address: customer.address ?? '',
    });
  }, [customer, isDirty, reset]);

  // The account could not be loaded: say so once; the form stays open for a guest order.
  const userDataToasted = useRef(false);
  useEffect(() => {
    if (!session.failed || userDataToasted.current) return;
    userDataToasted.current = true;
    toastError({ title: 'Failed to load user data', description: 'Please try again or continue as a guest.' });
  }, [session.failed]);

  // One idempotency key per attempt: kept across a double click or a retry of the same order, and
  // replaced as soon as the order changes (form, cart or coupon) or succeeded.
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  useEffect(() => {
    const subscription = watch(() => {
      attemptKey.current = null;
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  useEffect(() => {
    attemptKey.current = null;
  }, [cart.items, coupon]);

  // A coupon that no longer applies to this cart is dropped, with the reason.
  useEffect(() => {
    const result = quote?.coupon;
    if (!coupon || !result || result.applied) return;
    if (result.code.toLowerCase() !== coupon.couponCode.toLowerCase()) return;
    setCoupon(null);
    setCouponNotice(result.message);
  }, [quote, coupon]);

  const removeCoupon = () => {
    setCoupon(null);
    // the coupon is kept with a logged-in buyer's server cart: remove it there too
    cart.setCouponCode(null);
    setCouponNotice(null);
    toastInfo({ title: 'Coupon removed' });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    attemptKey.current ??= newIdempotencyKey();
    const idempotencyKey = attemptKey.current;
    if (!session.isLoggedIn) saveGuestCheckout(values);
    let failure: string | null = null;
    try {
      const { data } = await placeOrder({
        variables: {
          idempotencyKey,
          input: {
            lines: cart.items.map(toCartLineInput),
            couponCode: coupon?.couponCode ?? null,
            shipping: {
              fullName: values.fullName.trim(),
              email: values.email.trim(),
              phone: values.phone?.trim() || null,
              address: values.address.trim(),
              postcode: values.postcode.trim(),
              city: values.city.trim(),
              country: values.country.trim().toUpperCase(),
              comment: values.comment?.trim() || null,
            },
            poNumber: values.poNumber?.trim() || null,
          },
        },
      });
      const payload = data?.placeOrder;
      const order = payload?.order;
      if (order && payload.userErrors.length === 0) {
        attemptKey.current = null;
        toastSuccess({ title: ORDER_TEXTS.placedToast, description: ORDER_TEXTS.placedDescription(order.number) });
        if (session.isLoggedIn) {
          cart.clearCart();
          // the saved address may have changed with the order
          void client.refetchQueries({ include: [SessionMeQuery] });
          void navigate('/account?tab=orders', { replace: true });
        } else {
          setPlaced(order);
          cart.clearCart();
        }
        return;
      }
      const list = payload?.userErrors ?? [];
      const unplaced = applyUserErrors(list, setError, FIELDS);
      failure = cleanServerMessage(unplaced[0] ?? list[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    } finally {
      inFlight.current = false;
    }
    toastError({ title: ORDER_TEXTS.failedToast, description: failure ?? GENERIC_ERROR });
  });

  if (placed) return <OrderConfirmation order={placed} />;
  if (cart.items.length === 0) return <EmptyCheckout />;

  const priceOrHidden = (value: { amount: string } | null | undefined) =>
    !quote && loading ? (
      <Skeleton as="span" display="inline-block" h="4" w="16" />
    ) : session.canSeePrices ? (
      (formatMoney(value) ?? '—')
    ) : (
      priceHiddenLabel(session)
    );

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <HStack justify="space-between" mb="6" flexWrap="wrap" gap="3">
        <Heading as="h1" size="3xl" color="brand.800">
          Checkout
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to="/cart">
            <ArrowLeft aria-hidden="true" /> Back to Cart
          </RouterLink>
        </Button>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <chakra.form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="shipping-heading"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="card"
          p={{ base: '5', md: '8' }}
        >
          <Stack gap="5">
            <Heading as="h2" size="lg" id="shipping-heading">
              Shipping Information
            </Heading>
            {!session.isLoggedIn ? (
              <Text color="fg.muted" fontSize="sm">
                Checking out as a guest.{' '}
                <Link asChild color="brand.700" fontWeight="600">
                  <RouterLink to="/account/login">Log in</RouterLink>
                </Link>{' '}
                to use your account details.
              </Text>
            ) : null}
            <FormField label="Full Name" required error={errors.fullName?.message}>
              <Input autoComplete="name" {...register('fullName')} />
            </FormField>
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message} helperText="Optional">
              <Input type="tel" autoComplete="tel" {...register('phone')} />
            </FormField>
            <FormField label="Address" required error={errors.address?.message}>
              <Textarea rows={2} autoComplete="street-address" {...register('address')} />
            </FormField>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="4">
              <FormField label="Postcode" required error={errors.postcode?.message}>
                <Input autoComplete="postal-code" {...register('postcode')} />
              </FormField>
              <FormField label="City" required error={errors.city?.message}>
                <Input autoComplete="address-level2" {...register('city')} />
              </FormField>
            </Grid>
            <FormField label="Country" required error={errors.country?.message} helperText="Decides VAT and shipping">
              <NativeSelect.Root>
                <NativeSelect.Field autoComplete="country" {...register('country')}>
                  {CHECKOUT_COUNTRIES.map((code) => (
                    <option key={code} value={code}>
                      {countryName(code)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label="PO number"
              error={errors.poNumber?.message}
              helperText="Optional: your purchase order reference"
            >
              <Input {...register('poNumber')} />
            </FormField>
            <FormField label="Order comment" error={errors.comment?.message} helperText="Optional">
              <Textarea rows={3} {...register('comment')} />
            </FormField>
            {belowMinimum ? (
              <Text color="fg.error" role="alert" data-testid="checkout-minimum">
                {belowMinimum}
              </Text>
            ) : null}
            <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting || Boolean(belowMinimum)}>
              {isSubmitting ? 'Placing Order...' : 'Place Order'}
            </Button>
          </Stack>
        </chakra.form>

        <SummaryPanel headingId="checkout-summary-heading">
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Items">
            {cart.items.map((item) => {
              const line = findQuoteLine(quote, item);
              return (
                <HStack
                  as="li"
                  key={`${item.id}:${item.attribute?.value ?? ''}`}
                  justify="space-between"
                  align="flex-start"
                  gap="4"
                  data-testid="checkout-line"
                >
                  <Box>
                    <Text>
                      {line?.name ?? item.title} x {item.quantity}
                    </Text>
                    {item.attribute ? (
                      <Text fontSize="sm" color="fg.muted">
                        {item.attribute.value}
                      </Text>
                    ) : null}
                    {line && !line.available ? (
                      <Text fontSize="sm" color="fg.error">
                        {line.message ?? 'Unavailable'}
                      </Text>
                    ) : null}
                  </Box>
                  <Text fontWeight="600" flexShrink={0}>
                    {session.canSeePrices ? priceOrHidden(line?.lineTotal) : null}
                  </Text>
                </HStack>
              );
            })}
          </Stack>
          <Separator />
          {coupon ? (
            <HStack justify="space-between" bg="brand.50" borderRadius="md" px="3" py="2" data-testid="checkout-coupon">
              <HStack gap="2" color="brand.800">
                <Tag size={16} aria-hidden="true" />
                <Text fontWeight="600">Coupon applied</Text>
                <Text fontFamily="mono">{coupon.couponCode}</Text>
              </HStack>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={removeCoupon}>
                <X aria-hidden="true" /> Remove
              </Button>
            </HStack>
          ) : null}
          {couponNotice ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {couponNotice}
            </Text>
          ) : null}
          {session.isLoggedIn ? (
            <OrderTotals
              testIdPrefix="checkout-"
              subtotal={quote?.subtotal}
              discount={quote?.discount}
              shipping={quote?.shipping}
              taxLines={quote?.taxLines}
              reverseCharge={quote?.reverseCharge ?? false}
              missingForFreeShipping={quote?.missingForFreeShipping}
              total={quote?.total}
              render={priceOrHidden}
            />
          ) : (
            <HStack justify="space-between" fontSize="lg" fontWeight="700">
              <Text>Total</Text>
              <Text data-testid="checkout-total">{priceOrHidden(quote?.total)}</Text>
            </HStack>
          )}
        </SummaryPanel>
      </Grid>
    </Container>
  );
}
