import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export function WholesaleBanner() {
  return (
    <Box as="section" aria-labelledby="wholesale-banner-heading" px={{ base: '4', md: '6' }}>
      <Container
        maxW="7xl"
        bg="brand.800"
        color="sand.50"
        borderRadius="2xl"
        px={{ base: '6', md: '14' }}
        py={{ base: '10', md: '14' }}
        position="relative"
        overflow="hidden"
      >
        <Box
          position="absolute"
          right="-20"
          top="-20"
          boxSize="72"
          borderRadius="full"
          bg="gold.500"
          opacity="0.18"
          aria-hidden="true"
        />
        <Stack gap="5" maxW="2xl" position="relative">
          <Heading as="h2" id="wholesale-banner-heading" size={{ base: '2xl', md: '4xl' }} letterSpacing="-0.02em">
            Ready to Stock Premium Cannabis Products?
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="sand.200">
            Our wholesale programme gives licensed retailers and distributors access to our complete product line at
            competitive prices.
          </Text>
          <Button asChild size="lg" bg="gold.500" color="brand.950" _hover={{ bg: 'gold.400' }} alignSelf="start">
            <RouterLink to="/contact">
              Send Wholesale Inquiry <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
