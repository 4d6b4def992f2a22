import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { TestimonialCard, TestimonialCardSkeleton, withReviewDefaults } from '../../components/testimonial-card';
import { graphql } from '../../gql';

export const PartnerTestimonialsQuery = graphql(`
  query PartnerTestimonials($limit: Int) {
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

/** Partner testimonials: 3 skeletons while loading; a failure is only logged (the section hides). */
export function PartnerTestimonials({ title = 'What Our Partners Say' }: { title?: string }) {
  const { data, loading, error } = useQuery(PartnerTestimonialsQuery, { variables: { limit: 3 } });

  useEffect(() => {
    if (error) console.error('Failed to fetch partner testimonials', error);
  }, [error]);

  if (error && !data) return null;
  const reviews = (data?.partnerReviews ?? []).map(withReviewDefaults);
  if (!loading && reviews.length === 0) return null;

  return (
    <Stack as="section" aria-labelledby="testimonials-heading" gap="8">
      <Stack gap="2" textAlign="center" align="center">
        <Text color="gold.700" fontWeight="600" textTransform="uppercase" letterSpacing="0.12em" fontSize="sm">
          Testimonials
        </Text>
        <Heading as="h2" id="testimonials-heading" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {loading && !data
          ? Array.from({ length: 3 }, (_, i) => <TestimonialCardSkeleton key={i} />)
          : reviews.map((review) => <TestimonialCard key={review.id} testimonial={review} />)}
      </SimpleGrid>
    </Stack>
  );
}
