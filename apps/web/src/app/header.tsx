import { Badge, Box, Button, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { ClipboardList, Menu, ShoppingCart, UserRound } from 'lucide-react';
import { Logo } from '../components/logo';
import { useCartCount } from '../lib/cart';
import { NavLink, Link as RouterLink } from '../lib/router-links';
import { useSession } from '../lib/session';
import { MOBILE_NAV_ID, MobileNav } from './mobile-nav';
import { NAV_LINKS } from './nav-links';

export function Header({ shopName }: { shopName: string }) {
  const { isLoggedIn } = useSession();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
          <Link asChild _hover={{ textDecoration: 'none' }} aria-label={`${shopName} home`}>
            <RouterLink to="/">
              <Logo name={shopName} />
            </RouterLink>
          </Link>

          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {NAV_LINKS.map((link) => (
              <Link
                key={link.to}
                asChild
                px="3"
                py="2"
                borderRadius="md"
                fontWeight="500"
                color="fg.muted"
                _hover={{ color: 'brand.800', bg: 'brand.50', textDecoration: 'none' }}
                css={{ '&.active': { color: 'brand.800', bg: 'brand.50' } }}
              >
                <NavLink to={link.to}>{link.label}</NavLink>
              </Link>
            ))}
          </HStack>

          <HStack gap={{ base: '1', md: '2' }}>
            <CartButton />
            {isLoggedIn && (
              // on a phone the menu has it: the header keeps room for the shop's name
              <IconButton
                asChild
                variant="ghost"
                aria-label="Quick order"
                title="Quick order"
                display={{ base: 'none', md: 'inline-flex' }}
              >
                <RouterLink to="/quick-order" data-testid="header-quick-order">
                  <ClipboardList />
                </RouterLink>
              </IconButton>
            )}
            {isLoggedIn ? (
              <IconButton asChild variant="ghost" aria-label="Account">
                <RouterLink to="/account">
                  <UserRound />
                </RouterLink>
              </IconButton>
            ) : (
              <Button asChild colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
                <RouterLink to="/account/login">Login</RouterLink>
              </Button>
            )}
            {/* opens the panel by itself (HTML popover), before and without any script */}
            <IconButton
              variant="ghost"
              aria-label="Open menu"
              display={{ base: 'inline-flex', lg: 'none' }}
              popoverTarget={MOBILE_NAV_ID}
            >
              <Menu />
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      <MobileNav shopName={shopName} />
    </Box>
  );
}

/**
 * The cart link and its badge: the only part of the header that follows the cart, so a buyer's server
 * cart arriving after hydration renders this, not the whole header and its menu again.
 */
function CartButton() {
  const totalItems = useCartCount();
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={totalItems > 0 ? `Cart, ${totalItems} items` : 'Cart'}>
        <RouterLink to="/cart">
          <ShoppingCart />
        </RouterLink>
      </IconButton>
      {totalItems > 0 && (
        <Badge
          data-testid="cart-badge"
          position="absolute"
          top="-1"
          right="-1"
          borderRadius="full"
          bg="gold.500"
          color="brand.950"
          fontWeight="700"
          minW="5"
          justifyContent="center"
          pointerEvents="none"
        >
          {totalItems}
        </Badge>
      )}
    </Box>
  );
}
