import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useConsoleTitle } from '../../components/page-header';
import { Panel } from '../../components/panel';

/** With STORE_BACKEND=wordpress the shop is run in WordPress: the console says so and links there. */
export function WordpressNotice({ shopName, adminUrl }: { shopName: string; adminUrl: string | null }) {
  useConsoleTitle('Operated in WordPress');
  return (
    <Box minH="100dvh" display="grid" placeItems="center" px="4" py="10">
      <Panel as="main" w="full" maxW="lg">
        <Box>
          <Text color="fg.muted" fontSize="sm">
            {shopName}
          </Text>
          <Heading as="h1" size="xl" mb="3">
            This shop is operated in WordPress
          </Heading>
          <Text mb="5">
            Orders, buyers, the catalogue, coupons and content are managed in the WordPress admin of this shop, not in
            this console.
          </Text>
          {adminUrl ? (
            <Button asChild colorPalette="brand">
              <a href={adminUrl} rel="noopener">
                Open the WordPress admin <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : (
            <Text color="fg.muted">Ask the shop&apos;s administrator for the WordPress admin address.</Text>
          )}
        </Box>
      </Panel>
    </Box>
  );
}
