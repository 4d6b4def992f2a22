import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Boxes, Download, Factory, FlaskConical, PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { TestimonialCard, TestimonialCardSkeleton, withReviewDefaults } from '../../components/testimonial-card';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { buildCatalogCsv, downloadFile, type CatalogCsvProduct } from './catalog-csv';
import { FaqAccordion } from './faq-accordion';
import { FeatureCard } from '../../components/feature-card';

export const WhiteLabelStoriesQuery = graphql(`
  query WhiteLabelStories($limit: Int) {
    partnerReviews(limit: $limit) {
      id
      content
      partnerName
      partnerPosition
      companyName
      rating
    }
  }
`);

export const WhiteLabelCatalogQuery = graphql(`
  query WhiteLabelCatalog($page: Int, $pageSize: Int) {
    products(page: $page, pageSize: $pageSize) {
      items {
        id
        name
        slug
        inStock
        categories {
          id
          name
        }
        price {
          amount
          currencyCode
        }
      }
      totalCount
    }
  }
`);

const SERVICES = [
  {
    icon: FlaskConical,
    title: 'Product Development',
    text: 'Custom formulations, strengths and flavours developed with our lab team for your brand.',
  },
  {
    icon: Factory,
    title: 'Manufacturing',
    text: 'GMP-certified production in the Netherlands with full batch traceability.',
  },
  {
    icon: Boxes,
    title: 'Packaging & Labeling',
    text: 'Compliant, shelf-ready packaging designed around your brand identity.',
  },
  {
    icon: Truck,
    title: 'Fulfillment Services',
    text: 'Warehousing, pick-and-pack and tracked EU delivery to you or your customers.',
  },
];

const STEPS = [
  { title: 'Consultation', text: 'We learn about your brand, market and goals.' },
  { title: 'Product Selection & Development', text: 'Choose from proven formulas or develop your own.' },
  { title: 'Branding & Packaging', text: 'Design compliant packaging and labels that sell.' },
  { title: 'Production', text: 'Your products are manufactured to GMP standards.' },
  { title: 'Testing & Compliance', text: 'Independent lab tests and certificates for every batch.' },
  { title: 'Fulfillment', text: 'We store, pack and ship — you focus on selling.' },
];

function SuccessStories() {
  const { data, loading, error } = useQuery(WhiteLabelStoriesQuery, { variables: { limit: 3 } });
  if (error && !data) return null;
  const stories = data?.partnerReviews ?? [];
  if (!loading && stories.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="stories-heading" gap="8">
      <Heading as="h2" id="stories-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center">
        Success Stories
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {loading && !data
          ? Array.from({ length: 3 }, (_, i) => <TestimonialCardSkeleton key={i} />)
          : stories.map((story) => <TestimonialCard key={story.id} testimonial={withReviewDefaults(story)} />)}
      </SimpleGrid>
    </Stack>
  );
}

function useCatalogDownload() {
  const client = useApolloClient();
  const { canSeePrices } = useSession();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const pageSize = 100;
      const products: CatalogCsvProduct[] = [];
      for (let page = 1; ; page++) {
        const { data } = await client.query({
          query: WhiteLabelCatalogQuery,
          variables: { page, pageSize },
          fetchPolicy: 'network-only',
        });
        if (!data) break;
        products.push(...data.products.items);
        if (products.length >= data.products.totalCount || data.products.items.length < pageSize) break;
      }
      downloadFile(
        buildCatalogCsv(products, { withPrices: canSeePrices, origin: window.location.origin }),
        'wholesale-catalog.csv',
      );
      toastSuccess({ title: 'Catalog downloaded', description: `${products.length} products` });
    } catch (error) {
      console.error('Failed to build the catalog file', error);
      toastFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}

export default function WhiteLabelPage() {
  usePageMeta(
    'White Label CBD Products',
    'Launch your own CBD brand: product development, manufacturing, packaging and fulfilment from one partner.',
  );
  const { download, busy } = useCatalogDownload();
  return (
    <>
      <PageHero
        title="White Label CBD Products"
        eyebrow="Your brand, our expertise"
        intro="From formulation to fulfilment: launch a premium CBD line under your own name with a partner that handles production, compliance and logistics."
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'White Label' }]}
      >
        <Flex gap="3" wrap="wrap" pt="2">
          <Button asChild size="lg" bg="gold.500" color="brand.950" _hover={{ bg: 'gold.400' }}>
            <RouterLink to="/contact">Request a Quote</RouterLink>
          </Button>
          <Button
            size="lg"
            variant="outline"
            color="sand.50"
            borderColor="sand.200"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => void download()}
            loading={busy}
            loadingText="Preparing..."
          >
            <Download aria-hidden="true" /> Download Catalog
          </Button>
        </Flex>
      </PageHero>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '16', md: '24' }}>
          <Tabs.Root defaultValue="services" variant="enclosed" colorPalette="brand" fitted>
            <Tabs.List bg="sand.100" maxW="xl" mx="auto">
              <Tabs.Trigger value="services">Services</Tabs.Trigger>
              <Tabs.Trigger value="process">Our Process</Tabs.Trigger>
              <Tabs.Trigger value="faq">FAQ</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="services" pt="10">
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
                {SERVICES.map((feature) => (
                  <FeatureCard key={feature.title} {...feature} tone="dark" />
                ))}
              </SimpleGrid>
            </Tabs.Content>
            <Tabs.Content value="process" pt="10">
              <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
                {STEPS.map((step, index) => (
                  <Box
                    as="li"
                    key={step.title}
                    bg="bg.panel"
                    borderRadius="card"
                    p="6"
                    borderWidth="1px"
                    borderColor="border"
                  >
                    <Text fontSize="3xl" fontWeight="800" color="gold.600" lineHeight="1" mb="3">
                      {String(index + 1).padStart(2, '0')}
                    </Text>
                    <Heading as="h3" size="md" mb="2">
                      {step.title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {step.text}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Tabs.Content>
            <Tabs.Content value="faq" pt="10" maxW="4xl" mx="auto">
              <FaqAccordion />
            </Tabs.Content>
          </Tabs.Root>
          <SuccessStories />
          <Stack
            align="center"
            textAlign="center"
            gap="4"
            bg="sand.100"
            borderRadius="card"
            p={{ base: '8', md: '12' }}
          >
            <PackageCheck size={40} aria-hidden="true" color="currentColor" />
            <Heading as="h2" size="2xl">
              Ready to build your brand?
            </Heading>
            <Text color="fg.muted" maxW="xl">
              Tell us about your plans and we will come back with a proposal within two business days.
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/contact">Request a Quote</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
