import { Container, Heading } from '@chakra-ui/react';

// Placeholder while the screen is being built (issue 7).
export default function CheckoutPage() {
  return (
    <Container maxW="6xl" py="10">
      <Heading as="h1">Checkout</Heading>
    </Container>
  );
}
