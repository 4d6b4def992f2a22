import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';
import { useServerStatus } from '../lib/server-page';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useServerStatus(404);
  usePageMeta('Page Not Found', 'The page you are looking for does not exist or has been moved.');
  useEffect(() => {
    console.warn(`404: no route matches ${pathname}`);
  }, [pathname]);
  return (
    <Container maxW="3xl" py={{ base: '16', md: '28' }}>
      <VStack gap="4" textAlign="center">
        <Text
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="800"
          color="gold.600"
          lineHeight="1"
          aria-hidden="false"
        >
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted" maxW="md">
          The page you are looking for doesn&apos;t exist or has been moved.
        </Text>
        <Button asChild colorPalette="brand" size="lg" mt="4">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </VStack>
    </Container>
  );
}
