import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { CsvUpload } from './csv-upload';
import { OrderListsSection } from './order-lists-section';
import { QuickOrderPad } from './quick-order-pad';

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * /quick-order (issue 19): for buyers who order the same every week. The pad (SKU or name and
 * quantity, keyboard first), a CSV upload checked before anything is added, and the buyer's order lists.
 * Anonymous visitors are asked to log in: the cart is for buyers only (SPEC).
 */
export default function QuickOrderPage() {
  usePageMeta('Quick Order', 'Order by SKU, upload a CSV file or reuse a saved order list.');
  const { isLoggedIn, loading, canSeePrices } = useSession();

  if (loading) {
    return (
      <Container maxW="5xl" py="10">
        <Text role="status">Loading…</Text>
      </Container>
    );
  }

  if (!isLoggedIn) {
    return (
      <Container maxW="3xl" py={{ base: '12', md: '20' }} textAlign="center" data-testid="quick-order-login">
        <Stack gap="4" align="center">
          <Heading as="h1" size="2xl">
            Quick Order
          </Heading>
          <Text color="fg.muted">Please log in to order by SKU, upload a CSV file or use your saved order lists.</Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/account/login">Log In</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="2xl">
            Quick Order
          </Heading>
          <Text color="fg.muted" mt="1">
            Order by SKU, upload your list as a CSV file, or add a saved order list to your cart.
          </Text>
        </Box>
        <Section title="Order by SKU" id="quick-order-pad-title">
          <QuickOrderPad canSeePrices={canSeePrices} />
        </Section>
        <Section title="Upload a CSV file" id="quick-order-csv-title">
          <CsvUpload canSeePrices={canSeePrices} />
        </Section>
        <Section title="Order lists" id="quick-order-lists-title">
          <OrderListsSection />
        </Section>
      </Stack>
    </Container>
  );
}
