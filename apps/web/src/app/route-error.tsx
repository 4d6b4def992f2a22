import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { useServerStatus } from '../lib/server-page';

/** Generic fallback for unhandled routing/rendering failures (page-boundary.tsx logs the error); never shows it. */
export function RouteError() {
  useServerStatus(500);
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Box bg="bg.panel" borderRadius="card" borderWidth="1px" borderColor="border" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="3">
          Unexpected Application Error!
        </Heading>
        <Text color="fg.muted" mb="6">
          Something went wrong while showing this page.
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.assign('/')}>
          Back to Home
        </Button>
      </Box>
    </Container>
  );
}
