import { Center, Spinner } from '@chakra-ui/react';

export function PageFallback() {
  return (
    <Center minH="50vh" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
