import { Button, Container, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { RichText } from '../../components/rich-text';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/date';
import { usePageMeta } from '../../lib/page-meta';
import { toastError } from '../../lib/toast';

export const BlogListPageQuery = graphql(`
  query BlogListPage($page: Int, $pageSize: Int) {
    posts(page: $page, pageSize: $pageSize) {
      items {
        id
        slug
        title
        excerpt
        date
      }
      totalCount
    }
  }
`);

export default function BlogListPage() {
  usePageMeta('Blog', 'News, product guides and compliance insights for CBD retailers and distributors.');
  const { data, loading, error } = useQuery(BlogListPageQuery, { variables: { page: 1, pageSize: 24 } });
  useEffect(() => {
    if (error) {
      console.error('Failed to load blog posts', error);
      toastError({ title: 'Failed to load blog posts' });
    }
  }, [error]);

  const posts = data?.posts.items ?? [];
  let body;
  if (loading && !data) {
    body = (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Stack
            key={i}
            bg="bg.panel"
            borderRadius="card"
            p="6"
            gap="4"
            borderWidth="1px"
            borderColor="border"
            data-testid="post-skeleton"
          >
            <Skeleton h="4" w="28" />
            <Skeleton h="6" />
            <SkeletonText noOfLines={3} />
          </Stack>
        ))}
      </SimpleGrid>
    );
  } else if (error && !data) {
    body = (
      <Text color="fg.error" fontWeight="600" role="alert">
        Failed to load blog posts
      </Text>
    );
  } else if (posts.length === 0) {
    body = (
      <Stack align="center" gap="4" py="12" textAlign="center">
        <Heading as="h2" size="xl">
          No blog posts yet
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products">Browse Products</RouterLink>
        </Button>
      </Stack>
    );
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {posts.map((post) => (
          <Stack
            key={post.id}
            as="article"
            bg="bg.panel"
            borderRadius="card"
            p="6"
            gap="4"
            borderWidth="1px"
            borderColor="border"
            data-testid="post-card"
          >
            <Text fontSize="sm" color="gold.700" fontWeight="600">
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </Text>
            <Heading as="h2" size="lg" lineHeight="1.3">
              {post.title}
            </Heading>
            <RichText html={post.excerpt} color="fg.muted" fontSize="sm" flex="1" lineClamp={4} />
            <Button asChild variant="outline" colorPalette="brand" alignSelf="start" size="sm">
              <RouterLink to={`/blog/${post.slug}`} aria-label={`Read More: ${post.title}`}>
                Read More <ArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHero
        title="Blog"
        intro="Industry news, product guides and compliance insights for licensed retailers."
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Blog' }]}
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        {body}
      </Container>
    </>
  );
}
