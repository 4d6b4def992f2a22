import { Center, Spinner } from '@chakra-ui/react';

/**
 * While a page's chunk loads. At least a screen tall, so the footer starts below the fold and the
 * page arriving does not push it down within the viewport (a layout shift Lighthouse counts).
 */
export function PageFallback() {
  return (
    <Center minH="100dvh" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
