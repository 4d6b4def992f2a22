import { Box, CloseButton, Flex, Link, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Logo } from '../components/logo';
import { NavLink, Link as RouterLink, usePathname } from '../lib/router-links';
import { useSession } from '../lib/session';
import { NAV_LINKS } from './nav-links';

/** the id the menu button names in `popovertarget` (header.tsx) */
export const MOBILE_NAV_ID = 'mobile-nav';

function hide(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * Slide-in side panel (300px, 400px on larger screens): an HTML popover the menu button opens with
 * `popovertarget`, so it opens on the very first tap, before and without any script, and its styles
 * are in the server-rendered CSS (it is in the markup from the start, only hidden). The browser
 * closes it on Escape, on a tap outside and with the close button (`popovertargetaction="hide"`), and
 * gives focus back to the menu button. Once React is live it also closes when a link is followed and
 * moves focus into the panel when it opens.
 */
export function MobileNav({ shopName }: { shopName: string }) {
  const { isLoggedIn } = useSession();
  const pathname = usePathname();
  const panel = useRef<HTMLDivElement>(null);
  const links = [
    ...NAV_LINKS,
    ...(isLoggedIn ? [{ to: '/quick-order', label: 'Quick Order' }] : []),
    isLoggedIn ? { to: '/account', label: 'My Account' } : { to: '/account/login', label: 'Login' },
    { to: '/cart', label: 'Cart' },
  ];

  // a new page: the panel has done its job. Only on a change of page, not on the first render: a
  // visitor who opened the menu before the scripts arrived finds it still open once the page is live.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hide(panel.current);
  }, [pathname]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') element.querySelector<HTMLElement>('a[href]')?.focus();
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => hide(panel.current);
  return (
    <Box
      ref={panel}
      id={MOBILE_NAV_ID}
      popover="auto"
      role="dialog"
      aria-label="Menu"
      data-testid="mobile-nav"
      // a popover is centred by the browser's styles: pin it to the start edge, full height
      position="fixed"
      inset="0"
      insetInlineEnd="auto"
      m="0"
      p="0"
      border="none"
      h="100dvh"
      maxH="100dvh"
      w={{ base: '300px', sm: '400px' }}
      maxW="100vw"
      overflowY="auto"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } }}
    >
      <Flex align="center" justify="space-between" gap="3" px="6" py="4" borderBottomWidth="1px" borderColor="border">
        <RouterLink to="/" onClick={close} aria-label={`${shopName} home`}>
          <Logo name={shopName} />
        </RouterLink>
        <CloseButton size="sm" aria-label="Close menu" popoverTarget={MOBILE_NAV_ID} popoverTargetAction="hide" />
      </Flex>
      <Stack as="nav" aria-label="Mobile" gap="1" px="6" py="4">
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
    </Box>
  );
}
