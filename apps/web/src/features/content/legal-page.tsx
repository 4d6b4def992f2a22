import { Box, Container, HStack, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { RichText } from '../../components/rich-text';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/date';
import { usePageMeta } from '../../lib/page-meta';

export const LegalPageQuery = graphql(`
  query LegalPage {
    privacyPolicy {
      title
      content
      modified
    }
  }
`);

/** Terms and Privacy show the same policy content; Terms under the heading "Terms of Service". */
export function LegalPage({ heading, description }: { heading: string; description: string }) {
  usePageMeta(heading, description);
  const { data, loading, error } = useQuery(LegalPageQuery);
  useEffect(() => {
    if (error) console.error('Failed to load the policy page', error);
  }, [error]);
  const page = data?.privacyPolicy ?? null;

  return (
    <>
      <PageHero title={heading} breadcrumbs={[{ label: 'Home', to: '/' }, { label: heading }]}>
        {page && (
          <Text color="sand.200" data-testid="last-updated">
            Last updated: {formatDate(page.modified, 'en-GB')}
          </Text>
        )}
      </PageHero>
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <Stack gap="8">
          <Box bg="bg.panel" borderRadius="card" borderWidth="1px" borderColor="border" p={{ base: '6', md: '10' }}>
            {loading && !data ? (
              <Stack gap="4" aria-busy="true" data-testid="legal-skeleton">
                <Skeleton h="6" w="50%" />
                <SkeletonText noOfLines={10} />
              </Stack>
            ) : page ? (
              <RichText html={page.content} />
            ) : (
              <Text color="fg.muted">This page is not available at the moment. Please try again later.</Text>
            )}
          </Box>
          <HStack gap="6" flexWrap="wrap" color="fg.muted">
            <Text>Have an account?</Text>
            <Link asChild color="brand.700" fontWeight="600">
              <RouterLink to="/account/login">Sign in</RouterLink>
            </Link>
            <Link asChild color="brand.700" fontWeight="600">
              <RouterLink to="/account/register">Sign up</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
