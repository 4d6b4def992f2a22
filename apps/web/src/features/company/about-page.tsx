import { Box, Container, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Eye, FlaskConical, Leaf, Scale } from 'lucide-react';
import { useEffect } from 'react';
import { PageHero } from '../../components/page-hero';
import { ProductImage } from '../../components/product-image';
import { RichText } from '../../components/rich-text';
import { WholesaleBanner } from '../../components/wholesale-banner';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { FeatureCard } from '../../components/feature-card';

export const AboutTeamQuery = graphql(`
  query AboutTeam {
    teamMembers {
      id
      name
      role
      bio
      image {
        src
        alt
      }
    }
  }
`);

const VALUES = [
  {
    icon: Leaf,
    title: 'Quality & Purity',
    text: 'Clean, consistent extracts from traceable European hemp, free from unwanted additives.',
  },
  {
    icon: FlaskConical,
    title: 'Scientific Innovation',
    text: 'Formulations developed with lab partners and refined on real retail feedback.',
  },
  {
    icon: Eye,
    title: 'Transparency',
    text: 'Certificates of analysis for every batch and honest, compliant labelling.',
  },
  { icon: Scale, title: 'Integrity', text: 'Fair trade terms and long-term partnerships over quick wins.' },
];

const TIMELINE = [
  { year: '2015', text: 'Founded in the Netherlands by a team of pharmacists and hemp growers.' },
  { year: '2017', text: 'Opened our GMP-certified production facility and first wholesale accounts.' },
  { year: '2019', text: 'Launched white-label services for retail brands across Europe.' },
  { year: '2020', text: 'Expanded distribution to 15 countries with a dedicated logistics hub.' },
  { year: '2024', text: 'Serving hundreds of licensed retailers with a catalogue of lab-tested products.' },
];

export function TeamSection() {
  const { data, loading, error } = useQuery(AboutTeamQuery);
  useEffect(() => {
    if (error) console.error('Failed to load team members', error);
  }, [error]);
  if (loading && !data) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Stack key={i} gap="3" data-testid="team-skeleton">
            <Skeleton aspectRatio="1" borderRadius="card" />
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={2} />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  if (error && !data) {
    return (
      <Text color="fg.error" role="alert">
        Failed to load team members.
      </Text>
    );
  }
  const members = data?.teamMembers ?? [];
  if (members.length === 0) return <Text color="fg.muted">No team members available at the moment.</Text>;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
      {members.map((member) => (
        <Stack key={member.id} as="article" gap="3" data-testid="team-member">
          <ProductImage src={member.image?.src} alt={member.image?.alt || member.name} borderRadius="card" />
          <Box>
            <Heading as="h3" size="md">
              {member.name}
            </Heading>
            <Text color="gold.700" fontWeight="600" fontSize="sm">
              {member.role}
            </Text>
          </Box>
          <RichText html={member.bio} color="fg.muted" fontSize="sm" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export default function AboutPage() {
  usePageMeta(
    'About Us',
    'Our mission, values, team and history: a Dutch B2B supplier of premium, lab-tested CBD products.',
  );
  return (
    <>
      <PageHero
        title="About Us"
        eyebrow="Our story"
        intro="We help licensed retailers and distributors offer premium, compliant CBD products their customers trust."
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'About Us' }]}
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '20' }}>
        <Stack gap={{ base: '16', md: '24' }}>
          <SimpleGrid
            columns={{ base: 1, lg: 2 }}
            gap="10"
            alignItems="center"
            as="section"
            aria-labelledby="mission-heading"
          >
            <Stack gap="4">
              <Heading as="h2" id="mission-heading" size={{ base: '2xl', md: '3xl' }}>
                Our Mission
              </Heading>
              <Text fontSize="lg" color="fg.muted">
                To make premium, lab-verified cannabis wellness products accessible through responsible retail partners,
                with the quality, documentation and service a regulated market demands.
              </Text>
            </Stack>
            <Box bg="brand.800" color="sand.50" borderRadius="card" p={{ base: '8', md: '10' }}>
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="600" lineHeight="1.5">
                “Every product we ship is one we would put our own name on — because on your shelf, it carries yours.”
              </Text>
            </Box>
          </SimpleGrid>

          <Stack as="section" aria-labelledby="values-heading" gap="8">
            <Heading as="h2" id="values-heading" size={{ base: '2xl', md: '3xl' }}>
              Our Values
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
              {VALUES.map((feature) => (
                <FeatureCard key={feature.title} {...feature} />
              ))}
            </SimpleGrid>
          </Stack>

          <Stack as="section" aria-labelledby="team-heading" gap="8">
            <Heading as="h2" id="team-heading" size={{ base: '2xl', md: '3xl' }}>
              Meet Our Team
            </Heading>
            <TeamSection />
          </Stack>

          <Stack as="section" aria-labelledby="timeline-heading" gap="8">
            <Heading as="h2" id="timeline-heading" size={{ base: '2xl', md: '3xl' }}>
              Our Journey
            </Heading>
            <Stack as="ol" gap="0" borderStartWidth="2px" borderColor="gold.300" ms="3" listStyleType="none">
              {TIMELINE.map((entry) => (
                <Box as="li" key={entry.year} position="relative" ps="8" pb="8">
                  <Box
                    position="absolute"
                    left="-9px"
                    top="1"
                    boxSize="4"
                    borderRadius="full"
                    bg="gold.500"
                    aria-hidden="true"
                  />
                  <Text fontWeight="800" color="brand.800" fontSize="xl">
                    {entry.year}
                  </Text>
                  <Text color="fg.muted">{entry.text}</Text>
                </Box>
              ))}
            </Stack>
          </Stack>
        </Stack>
      </Container>
      <Box pb={{ base: '16', md: '24' }}>
        <WholesaleBanner />
      </Box>
    </>
  );
}
