import { Box, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { StarRating } from './star-rating';

export interface Testimonial {
  id: string;
  content: string;
  partnerName: string;
  partnerPosition: string;
  companyName: string;
  rating: number;
}

/** SPEC defaults for missing review fields; the gateway already sends plain, decoded text with them. */
export function withReviewDefaults(review: Testimonial): Testimonial {
  return {
    ...review,
    content: review.content.trim(),
    partnerName: review.partnerName.trim() || 'Anonymous',
    partnerPosition: review.partnerPosition.trim() || 'Unknown Position',
    companyName: review.companyName.trim() || 'Unknown Company',
    rating: Math.max(0, Math.min(5, Math.round(review.rating || 0))),
  };
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Stack as="figure" gap="4" bg="bg.panel" borderRadius="card" borderWidth="1px" borderColor="border" p="6" h="100%">
      <Box color="gold.500" aria-hidden="true">
        <Quote size={28} />
      </Box>
      <StarRating rating={testimonial.rating} />
      <Text as="blockquote" color="fg" flex="1" lineHeight="1.7">
        {testimonial.content}
      </Text>
      <Box as="figcaption">
        <Text fontWeight="700">{testimonial.partnerName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {testimonial.partnerPosition}, {testimonial.companyName}
        </Text>
      </Box>
    </Stack>
  );
}

export function TestimonialCardSkeleton() {
  return (
    <Stack
      gap="4"
      bg="bg.panel"
      borderRadius="card"
      borderWidth="1px"
      borderColor="border"
      p="6"
      data-testid="testimonial-skeleton"
    >
      <Skeleton h="6" w="24" />
      <SkeletonText noOfLines={4} />
      <Skeleton h="4" w="40" />
    </Stack>
  );
}
