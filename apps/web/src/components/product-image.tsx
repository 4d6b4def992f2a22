import { AspectRatio, Center, Image } from '@chakra-ui/react';
import { Leaf } from 'lucide-react';
import { useState } from 'react';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  ratio?: number;
  eager?: boolean;
  borderRadius?: string;
}

/** Image in a fixed aspect-ratio box (no layout shift); a branded placeholder when missing or broken. */
export function ProductImage({ src, alt, ratio = 1, eager = false, borderRadius = 'lg' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <AspectRatio ratio={ratio} w="100%" borderRadius={borderRadius} overflow="hidden" bg="sand.100">
      {showImage ? (
        <Image
          src={src ?? undefined}
          alt={alt}
          objectFit="cover"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Center role="img" aria-label={alt ? `${alt} (no image available)` : 'No image available'} color="brand.300">
          <Leaf size={48} strokeWidth={1.25} aria-hidden="true" />
        </Center>
      )}
    </AspectRatio>
  );
}
