import { CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { Logo } from '../components/logo';
import { useSession } from '../lib/session';
import { NAV_LINKS } from './nav-links';

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopName: string;
}

/** Slide-in side panel (300px, 400px on larger screens) that closes when a link is clicked. */
export function MobileNav({ open, onOpenChange, shopName }: MobileNavProps) {
  const { isLoggedIn } = useSession();
  const close = () => onOpenChange(false);
  const links = [
    ...NAV_LINKS,
    isLoggedIn ? { to: '/account', label: 'My Account' } : { to: '/account/login', label: 'Login' },
    { to: '/cart', label: 'Cart' },
  ];
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-nav" w={{ base: '300px', sm: '400px' }} maxW="100vw" bg="bg.panel">
            <Drawer.Header borderBottomWidth="1px" borderColor="border">
              <Drawer.Title>
                <RouterLink to="/" onClick={close}>
                  <Logo name={shopName} />
                </RouterLink>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack as="nav" aria-label="Mobile" gap="1">
                {links.map((link) => (
                  <Link
                    key={link.to}
                    asChild
                    px="3"
                    py="3"
                    borderRadius="md"
                    fontSize="lg"
                    fontWeight="500"
                    _hover={{ bg: 'brand.50', textDecoration: 'none' }}
                    css={{ '&.active': { color: 'brand.800', bg: 'brand.50' } }}
                  >
                    <NavLink to={link.to} onClick={close}>
                      {link.label}
                    </NavLink>
                  </Link>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
