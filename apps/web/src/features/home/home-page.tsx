import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PRESENTATION_TIMINGS_S } from '@shop/domain';
import { ArrowRight, Award, Headphones, ShieldCheck, Tag, Truck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { WholesaleBanner } from '../../components/wholesale-banner';
import { graphql } from '../../gql';
import { SITE_NAME, usePageMeta } from '../../lib/page-meta';
import { CategoryGrid } from './category-grid';
import { PartnerTestimonials } from './partner-testimonials';
import { FeatureCard } from '../../components/feature-card';
import { heroEntrance, staggeredEntrance } from '../../components/presentation';

export const HomePageQuery = graphql(`
  query HomePage {
    shop {
      name
      tagline
      partnerLogos {
        name
        logoUrl
      }
    }
  }
`);

const REASONS = [
  {
    icon: Award,
    title: 'Premium Quality',
    text: 'Lab-tested formulations from certified European producers, batch after batch.',
  },
  {
    icon: Tag,
    title: 'Wholesale Pricing',
    text: 'Tiered trade pricing that protects your margins on every product line.',
  },
  {
    icon: Truck,
    title: 'Reliable Logistics',
    text: 'Fast, tracked and discreet delivery across the EU from our Dutch warehouse.',
  },
  {
    icon: Headphones,
    title: 'Dedicated Support',
    text: 'A personal account manager who knows your store and your customers.',
  },
];

function Hero() {
  return (
    <Box bg="brand.800" color="sand.50" position="relative" overflow="hidden">
      <Box
        position="absolute"
        inset="0"
        opacity="0.22"
        bgImage="radial-gradient(circle at 80% 10%, {colors.gold.400} 0, transparent 40%), radial-gradient(circle at 0% 100%, {colors.brand.400} 0, transparent 45%)"
        aria-hidden="true"
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '28' }} position="relative">
        <Stack gap="6" maxW="3xl" css={heroEntrance}>
          <Text color="gold.300" fontWeight="600" textTransform="uppercase" letterSpacing="0.14em" fontSize="sm">
            B2B wholesale · licensed businesses only
          </Text>
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="-0.03em">
            Premium Cannabis Products for Your Business
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="sand.200" maxW="2xl">
            Vapes, gummies, oils and more for retailers and distributors, with lab-tested quality, compliant packaging
            and wholesale pricing.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="lg" bg="gold.500" color="brand.950" _hover={{ bg: 'gold.400' }}>
              <RouterLink to="/products">
                Explore Products <ArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="sand.50"
              borderColor="sand.200"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/contact">Wholesale Inquiry</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}

function TrustedBy({ logos, loading }: { logos: { name: string; logoUrl: string }[]; loading: boolean }) {
  return (
    <Box as="section" aria-labelledby="trusted-heading" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="10">
        <Heading
          as="h2"
          id="trusted-heading"
          size="sm"
          textAlign="center"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="0.12em"
          mb="6"
        >
          Trusted by Industry Leaders
        </Heading>
        <SimpleGrid columns={3} gap={{ base: '4', md: '12' }} maxW="3xl" mx="auto" alignItems="center">
          {loading
            ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h="12" />)
            : logos.slice(0, 3).map((logo, index) => (
                <Flex
                  key={logo.name}
                  h="12"
                  align="center"
                  justify="center"
                  data-testid="partner-logo"
                  css={staggeredEntrance(index, PRESENTATION_TIMINGS_S.logoStep)}
                >
                  <Image src={logo.logoUrl} alt={logo.name} maxH="12" maxW="100%" h="12" w="auto" objectFit="contain" />
                </Flex>
              ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function WhyPartner({ shopName }: { shopName: string }) {
  return (
    <Box as="section" aria-labelledby="why-heading" bg="sand.100" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="5">
            <Heading as="h2" id="why-heading" size={{ base: '2xl', md: '4xl' }} letterSpacing="-0.02em">
              Why Partner With {shopName}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              We supply licensed businesses with compliant, consistent products and the service that keeps shelves
              stocked.
            </Text>
            <HStack
              gap="4"
              bg="brand.800"
              color="sand.50"
              borderRadius="card"
              p="5"
              alignSelf="start"
              data-testid="compliance-badge"
            >
              <Box color="gold.300">
                <ShieldCheck size={40} aria-hidden="true" />
              </Box>
              <Box>
                <Text fontWeight="800" fontSize="xl">
                  100% Compliant
                </Text>
                <Text color="sand.200">Licensed &amp; Lab-Tested</Text>
              </Box>
            </HStack>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            {REASONS.map((feature) => (
              <FeatureCard key={feature.title} {...feature} />
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export default function HomePage() {
  const { data, loading } = useQuery(HomePageQuery);
  const shopName = data?.shop.name ?? SITE_NAME;
  usePageMeta(
    'Premium Cannabis Products for Your Business',
    `${shopName}: wholesale CBD and cannabis products for licensed retailers and distributors. Lab-tested, compliant, competitively priced.`,
  );
  return (
    <>
      <Hero />
      <TrustedBy logos={data?.shop.partnerLogos ?? []} loading={loading && !data} />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }}>
        <CategoryGrid />
      </Container>
      <WhyPartner shopName={shopName} />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }}>
        <PartnerTestimonials />
      </Container>
      <Box pb={{ base: '16', md: '24' }}>
        <WholesaleBanner />
      </Box>
    </>
  );
}
