import { Box, Container, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageHero } from '../../components/page-hero';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { ContactForm } from './contact-form';
import { FaqSkeleton } from './faq-skeleton';

// The FAQ sits below the form: its accordion code loads beside the page instead of before it.
const FaqAccordion = lazy(() => import('./faq-accordion').then((m) => ({ default: m.FaqAccordion })));

export const ContactPageQuery = graphql(`
  query ContactPage {
    shop {
      name
      email
      phone
      address
    }
  }
`);

const HOURS = [
  { days: 'Monday-Friday', hours: '9AM-5PM' },
  { days: 'Saturday', hours: '10AM-2PM' },
  { days: 'Sunday', hours: 'closed' },
];

function InfoRow({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: React.ReactNode }) {
  return (
    <HStack align="start" gap="4">
      <Flex
        boxSize="10"
        borderRadius="lg"
        bg="whiteAlpha.200"
        color="gold.300"
        align="center"
        justify="center"
        flexShrink={0}
      >
        <Icon size={20} aria-hidden="true" />
      </Flex>
      <Box>
        <Text fontWeight="700" color="sand.50">
          {label}
        </Text>
        <Box color="sand.200">{children}</Box>
      </Box>
    </HStack>
  );
}

export default function ContactPage() {
  usePageMeta('Contact Us', 'Wholesale inquiries, white-label projects and account questions: contact our B2B team.');
  const { data } = useQuery(ContactPageQuery);
  const shop = data?.shop;
  return (
    <>
      <PageHero
        title="Contact Us"
        intro="Questions about wholesale pricing, white-label projects or your account? Our B2B team replies within one business day."
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Contact' }]}
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '380px 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <Stack
            as="section"
            aria-labelledby="contact-info-heading"
            bg="brand.800"
            borderRadius="card"
            p={{ base: '6', md: '8' }}
            gap="6"
          >
            <Heading as="h2" id="contact-info-heading" size="xl" color="sand.50">
              Contact Information
            </Heading>
            <InfoRow icon={Mail} label="Email">
              {shop?.email ? (
                <Link href={`mailto:${shop.email}`} color="sand.100">
                  {shop.email}
                </Link>
              ) : (
                <Text>&nbsp;</Text>
              )}
            </InfoRow>
            <InfoRow icon={Phone} label="Phone">
              {shop?.phone ? (
                <Link href={`tel:${shop.phone.replace(/\s+/g, '')}`} color="sand.100">
                  {shop.phone}
                </Link>
              ) : (
                <Text>&nbsp;</Text>
              )}
            </InfoRow>
            {shop?.address && (
              <InfoRow icon={MapPin} label="Address">
                <Text as="address" fontStyle="normal">
                  {shop.address}
                </Text>
              </InfoRow>
            )}
            <InfoRow icon={Clock} label="Business Hours">
              <Stack gap="0.5" data-testid="business-hours">
                {HOURS.map((entry) => (
                  <Text key={entry.days}>
                    {entry.days} {entry.hours}
                  </Text>
                ))}
              </Stack>
            </InfoRow>
          </Stack>
          <Stack
            as="section"
            aria-labelledby="message-heading"
            bg="bg.panel"
            borderRadius="card"
            borderWidth="1px"
            borderColor="border"
            p={{ base: '6', md: '8' }}
            gap="6"
          >
            <Heading as="h2" id="message-heading" size="xl">
              Send Us a Message
            </Heading>
            <ContactForm />
          </Stack>
        </Grid>
        <Stack as="section" aria-labelledby="faq-heading" gap="6" mt={{ base: '14', md: '20' }} maxW="4xl" mx="auto">
          <Heading as="h2" id="faq-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center">
            Frequently Asked Questions
          </Heading>
          <Suspense fallback={<FaqSkeleton />}>
            <FaqAccordion />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}
