import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BadgePercent, ClipboardCheck, Headphones, PackageOpen, ShieldCheck, Truck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { WholesaleBanner } from '../../components/wholesale-banner';
import { usePageMeta } from '../../lib/page-meta';
import { FeatureCard } from '../../components/feature-card';

const BENEFITS = [
  {
    icon: BadgePercent,
    title: 'Trade pricing',
    text: 'Wholesale prices on the complete product line, visible as soon as you log in.',
  },
  { icon: PackageOpen, title: 'Low minimums', text: 'Order what your shelves need, from a single case upwards.' },
  {
    icon: ClipboardCheck,
    title: 'Lab certificates',
    text: 'A certificate of analysis for every batch, ready for your customers and inspectors.',
  },
  {
    icon: ShieldCheck,
    title: 'Compliant packaging',
    text: 'EU-compliant labelling and child-resistant packaging where required.',
  },
  { icon: Truck, title: 'Fast delivery', text: 'Tracked shipping across the EU from our Dutch warehouse.' },
  {
    icon: Headphones,
    title: 'Account manager',
    text: 'One contact for orders, marketing material and product training.',
  },
];

export default function WholesalePage() {
  usePageMeta(
    'Wholesale Programme',
    'Become a wholesale partner: trade pricing, lab certificates and fast EU delivery for licensed businesses.',
  );
  return (
    <>
      <PageHero
        title="Wholesale Programme"
        eyebrow="For licensed businesses"
        intro="Our wholesale programme gives licensed retailers and distributors access to our complete product line at competitive prices."
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Wholesale' }]}
      >
        <Flex gap="3" wrap="wrap" pt="2">
          <Button asChild size="lg" bg="gold.500" color="brand.950" _hover={{ bg: 'gold.400' }}>
            <RouterLink to="/account/register">Register Your Business</RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="sand.50"
            borderColor="sand.200"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to="/contact">Send Wholesale Inquiry</RouterLink>
          </Button>
        </Flex>
      </PageHero>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '20' }}>
        <Stack gap="10">
          <Stack gap="3" maxW="2xl">
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
              What a licensed business gets
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              Register with your company details; once your account is active you see trade prices and can order online
              around the clock.
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {BENEFITS.map((feature) => (
              <FeatureCard key={feature.title} {...feature} />
            ))}
          </SimpleGrid>
          <Box bg="sand.100" borderRadius="card" p={{ base: '6', md: '8' }}>
            <Text fontWeight="600">For licensed businesses only. You must be 21+ to purchase.</Text>
          </Box>
        </Stack>
      </Container>
      <Box pb={{ base: '16', md: '24' }}>
        <WholesaleBanner />
      </Box>
    </>
  );
}
