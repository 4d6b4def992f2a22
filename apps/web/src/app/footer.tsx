import { Box, Button, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Logo } from '../components/logo';
import { Link as RouterLink } from '../lib/router-links';
import { useSession } from '../lib/session';

export interface FooterShop {
  name: string;
  address: string;
  phone: string;
  email: string;
}

interface FooterLink {
  to: string;
  label: string;
  /** a page the gateway serves itself (not a route of this app): loaded as a new document */
  reloadDocument?: boolean;
}

const SHOP_LINKS: FooterLink[] = [
  { to: '/products', label: 'Products' },
  { to: '/wholesale', label: 'Wholesale' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  // the API reference and guide for integrators (static, built from the GraphQL schema)
  { to: '/developers', label: 'Developers', reloadDocument: true },
];
const ACCOUNT_LINKS: FooterLink[] = [
  { to: '/account/register', label: 'Register' },
  { to: '/account/login', label: 'Login' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="gold.300" textTransform="uppercase" letterSpacing="0.08em">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.to}>
            <Link asChild color="sand.100" _hover={{ color: 'white' }}>
              <RouterLink to={link.to} reloadDocument={link.reloadDocument}>
                {link.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function Footer({ shop }: { shop: FooterShop | null }) {
  const { isLoggedIn } = useSession();
  const name = shop?.name ?? '';
  return (
    <Box as="footer" bg="brand.900" color="sand.100" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Grid
          templateColumns={{ base: '1fr', md: '1.4fr 1fr 1fr', lg: '1.4fr 1fr 1fr 1.3fr' }}
          gap={{ base: '10', md: '12' }}
        >
          <Stack gap="4">
            <Logo name={name} inverted />
            <Text color="sand.200" maxW="sm">
              Premium B2B cannabis products for retailers and distributors. Quality you can trust.
            </Text>
            <Stack gap="2" fontSize="sm" color="sand.100">
              {shop?.address && (
                <HStack align="start" gap="2">
                  <Box as={MapPin} boxSize="4" mt="0.5" flexShrink={0} aria-hidden="true" />
                  <Text as="address" fontStyle="normal" data-testid="footer-address">
                    {shop.address}
                  </Text>
                </HStack>
              )}
              {shop?.phone && (
                <HStack gap="2">
                  <Box as={Phone} boxSize="4" aria-hidden="true" />
                  <Link href={`tel:${shop.phone.replace(/\s+/g, '')}`} color="sand.100">
                    {shop.phone}
                  </Link>
                </HStack>
              )}
              {shop?.email && (
                <HStack gap="2">
                  <Box as={Mail} boxSize="4" aria-hidden="true" />
                  <Link href={`mailto:${shop.email}`} color="sand.100">
                    {shop.email}
                  </Link>
                </HStack>
              )}
            </Stack>
          </Stack>
          <FooterLinks title="Shop" links={SHOP_LINKS} />
          <FooterLinks title="Account & Legal" links={ACCOUNT_LINKS} />
          <Stack gap="3" gridColumn={{ md: 'span 3', lg: 'auto' }}>
            <Heading as="h2" size="sm" color="gold.300" textTransform="uppercase" letterSpacing="0.08em">
              Newsletter
            </Heading>
            <Text color="sand.200" fontSize="sm">
              Product launches, wholesale offers and compliance updates for licensed businesses.
            </Text>
            {isLoggedIn ? (
              <Text fontWeight="600" color="gold.200" data-testid="newsletter-subscribed">
                You are already subscribed!
              </Text>
            ) : (
              <Button asChild bg="gold.500" color="brand.950" _hover={{ bg: 'gold.400' }} alignSelf="start">
                <RouterLink to="/account/register">Sign up</RouterLink>
              </Button>
            )}
          </Stack>
        </Grid>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          fontSize="sm"
          color="sand.200"
        >
          <Text fontWeight="600" color="sand.50">
            For licensed businesses only. You must be 21+ to purchase.
          </Text>
          <Text>
            © {new Date().getFullYear()} {name}. All rights reserved.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
