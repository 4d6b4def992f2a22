import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { LogOut, Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router-dom';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { LoadingState } from '../components/states';
import { useStaffSession } from '../features/session/staff-session';
import { ACCOUNT_LINK, isSection, navFor, type NavLink } from './nav';
import { ScreenBoundary } from './screen-boundary';

const StyledNavLink = chakra(RouterNavLink);

function NavItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  const Icon = link.icon;
  return (
    <StyledNavLink
      to={link.to}
      end={link.end}
      onClick={onNavigate}
      display="flex"
      alignItems="center"
      gap="2.5"
      px="3"
      py="2"
      borderRadius="md"
      fontSize="sm"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      css={{ '&[aria-current=page]': { bg: 'brand.50', color: 'brand.800', fontWeight: '600' } }}
    >
      <Icon size={18} aria-hidden="true" />
      {link.label}
    </StyledNavLink>
  );
}

/** the side navigation; STAFF does not see Staff and Settings */
export function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const { staff } = useStaffSession();
  const entries = navFor(staff?.role ?? 'STAFF');
  return (
    <chakra.nav aria-label="Console">
      <Stack as="ul" gap="0.5" listStyleType="none">
        {entries.map((entry) =>
          isSection(entry) ? (
            <li key={entry.label}>
              <Text
                id={`nav-${entry.label}`}
                px="3"
                pt="4"
                pb="1"
                fontSize="xs"
                fontWeight="600"
                textTransform="uppercase"
                letterSpacing="wide"
                color="fg.muted"
              >
                {entry.label}
              </Text>
              <Stack as="ul" gap="0.5" listStyleType="none" aria-labelledby={`nav-${entry.label}`}>
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <NavItem link={link} onNavigate={onNavigate} />
                  </li>
                ))}
              </Stack>
            </li>
          ) : (
            <li key={entry.to}>
              <NavItem link={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </Stack>
    </chakra.nav>
  );
}

function StaffBox({ onNavigate }: { onNavigate?: () => void }) {
  const session = useStaffSession();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
      toastSuccess({ title: 'Signed out' });
    } catch (error) {
      toastFailure(error, 'Could not sign out');
    } finally {
      setSigningOut(false);
    }
  };
  if (!session.staff) return null;
  return (
    <Stack gap="1" borderTopWidth="1px" borderColor="border" pt="3" mt="3">
      <Box px="3">
        <Text fontSize="sm" fontWeight="600" truncate>
          {session.staff.name || session.staff.email}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {session.staff.email} · {session.staff.role === 'OWNER' ? 'Owner' : 'Staff'}
        </Text>
      </Box>
      <NavItem link={ACCOUNT_LINK} onNavigate={onNavigate} />
      <Button
        variant="ghost"
        size="sm"
        justifyContent="flex-start"
        color="fg.muted"
        onClick={() => void signOut()}
        loading={signingOut}
        loadingText="Signing out..."
      >
        <LogOut aria-hidden="true" /> Sign out
      </Button>
    </Stack>
  );
}

function Sidebar({ shopName, onNavigate }: { shopName: string; onNavigate?: () => void }) {
  return (
    <Flex direction="column" h="full" p="3">
      <Text px="3" py="2" fontWeight="700" color="brand.800">
        {shopName}
      </Text>
      <Box flex="1" overflowY="auto">
        <ConsoleNav onNavigate={onNavigate} />
      </Box>
      <StaffBox onNavigate={onNavigate} />
    </Flex>
  );
}

/** moves focus to the new screen's main area after navigation (keyboard and screen reader users) */
function useFocusOnNavigate(target: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: false });
  }, [pathname, target]);
}

/**
 * The console's frame: a side navigation from 768 px; below that a header whose menu button opens the
 * same navigation under it (collapsible, usable at 390 px); the screen in a Suspense and error
 * boundary of its own.
 */
export function ConsoleLayout({ shopName, children }: { shopName: string; children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <Flex minH="100dvh" direction={{ base: 'column', md: 'row' }}>
      <a href="#console-main" className="skip-link">
        Skip to content
      </a>
      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        w="60"
        flexShrink={0}
        bg="bg.panel"
        borderEndWidth="1px"
        borderColor="border"
        position="sticky"
        top="0"
        h="100dvh"
      >
        <Sidebar shopName={shopName} />
      </Box>
      <Flex
        as="header"
        display={{ base: 'flex', md: 'none' }}
        align="center"
        justify="space-between"
        px="3"
        py="2"
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border"
        position="sticky"
        top="0"
        zIndex="docked"
      >
        <Text fontWeight="700" color="brand.800" truncate>
          {shopName}
        </Text>
        <Button
          variant="outline"
          size="sm"
          aria-label={menuOpen ? 'Close the menu' : 'Open the menu'}
          aria-expanded={menuOpen}
          aria-controls="console-mobile-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </Flex>
      {menuOpen ? (
        <Box
          id="console-mobile-nav"
          display={{ base: 'block', md: 'none' }}
          bg="bg.panel"
          borderBottomWidth="1px"
          borderColor="border"
          boxShadow="md"
        >
          <Sidebar shopName={shopName} onNavigate={() => setMenuOpen(false)} />
        </Box>
      ) : null}
      <Box
        as="main"
        id="console-main"
        ref={main}
        tabIndex={-1}
        flex="1"
        minW="0"
        px={{ base: '3', md: '8' }}
        py={{ base: '4', md: '6' }}
        _focus={{ outline: 'none' }}
      >
        <Box maxW="7xl" mx="auto">
          <ScreenBoundary>
            <Suspense fallback={<LoadingState label="Loading the page" />}>{children ?? <Outlet />}</Suspense>
          </ScreenBoundary>
        </Box>
      </Box>
    </Flex>
  );
}
