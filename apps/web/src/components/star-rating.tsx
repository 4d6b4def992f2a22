import { HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';

/** 1 to 5 filled stars; 0 (unknown) shows none. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  if (filled === 0) return null;
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${filled} out of 5`} color="gold.500">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          size={16}
          fill={i < filled ? 'currentColor' : 'none'}
          aria-hidden="true"
          data-filled={i < filled}
        />
      ))}
    </HStack>
  );
}
