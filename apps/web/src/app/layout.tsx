import { Box, Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { graphql } from '../gql';
import { SITE_NAME } from '../lib/page-meta';
import { Footer } from './footer';
import { Header } from './header';
import { PageBoundary } from './page-boundary';
import { ScrollToTop } from './scroll-to-top';

export const LayoutQuery = graphql(`
  query Layout {
    shop {
      name
      address
      phone
      email
    }
  }
`);

export function Layout() {
  const { data } = useQuery(LayoutQuery);
  const shop = data?.shop ?? null;
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header shopName={shop?.name ?? SITE_NAME} />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </Box>
      <Footer shop={shop} />
    </Flex>
  );
}
